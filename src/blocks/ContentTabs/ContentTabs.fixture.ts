import type { ContentTabsProps } from './schema';

/** Shared by the story and the test. */
export const contentTabsFixture: ContentTabsProps = {
  heading: 'About our cookies',
  tabs: [
    { label: 'What Are Cookies', body: ['Cookies are small text files a website stores in your browser.'] },
    {
      label: 'Cookie Table',
      body: [
        {
          table: {
            caption: 'Cookies this website sets',
            columns: ['Cookie', 'Purpose', 'Duration'],
            rows: [
              ['cookie_consent', 'Remembers your cookie choices', '1 year'],
              ['session', 'Keeps you signed in while you browse', 'Session'],
            ],
          },
        },
      ],
    },
  ],
};
