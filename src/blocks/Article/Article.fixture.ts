import type { ArticleProps } from './schema';

/** Shared by the story and the test. */
export const articleFixture: ArticleProps = {
  title: 'The Benefits of a VPN for Your Business',
  image: {
    src: '/images/blog/vpn.svg',
    alt: 'An encrypted tunnel between a laptop and an office building',
    width: 1200,
    height: 630,
  },
  intro: ['A business VPN encrypts the traffic between your people and your systems, wherever they work.'],
  datePublished: '2024-02-12',
  readTime: 4,
  author: 'Nexlink IT Solutions',
  backLink: { label: 'Back to all articles', to: '/blog' },
  sections: [
    {
      heading: 'Secure remote access',
      body: [
        'Staff on hotel or café Wi-Fi reach the file server through an encrypted tunnel.',
        { subheading: 'What it protects' },
        { list: ['Logins and passwords', 'Customer records', 'Internal applications'], ordered: false },
      ],
    },
    {
      heading: 'Connecting branch offices',
      body: [
        'A site-to-site VPN joins offices as if they shared one network. Read our [network design guide](/blog/network-design).',
      ],
    },
  ],
};
