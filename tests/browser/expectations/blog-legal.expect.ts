import { site } from '../../../src/config/site';
import { blockOf, pointsOf, tableRowsOf } from './content';
import type { PageExpectation, PageExpectations } from './types';

/** The blog and the legal pages: each renders every post, section, tab and row its content holds. */

const article = (sections: number) => [
  { what: 'the article block holding the h1', selector: '[data-block="article"] h1', count: 1 },
  {
    what: `the ${sections} article sections, each under an h2`,
    selector: '[data-block="article"] section[data-article-section] > h2',
    count: sections,
  },
  { what: 'the article image with its size set', selector: '[data-block="article"] img[width][height]', count: 1 },
];

/** What every legal document opens with: the Last Updated line, and a link to each of its sections. */
const legalDocument = (sections: number, navigation: string): PageExpectation[] => [
  {
    what: 'the Last Updated line with the date filled in after hydration',
    selector: '[data-last-updated] time[datetime]',
    count: 1,
  },
  {
    what: `the ${sections} ${navigation} links`,
    selector: '[data-block="legalDocument"] nav[data-legal-nav] a[href^="#"]',
    count: sections,
  },
];

const posts = blockOf('blog', 'blogList').posts;
const privacy = blockOf('privacy', 'legalDocument').sections.length;
const terms = blockOf('terms-conditions', 'legalDocument').sections.length;
const { tabs } = blockOf('cookies', 'contentTabs');
const closing = blockOf('cookies', 'legalDocument').sections.length;
const helpLinks = tabs.flatMap(({ body }) => pointsOf(body)).filter((point) => /\]\(https:\/\//.test(point)).length;
const tableRows = tabs.map(({ body }) => tableRowsOf(body)).find((rows) => rows !== undefined)?.length ?? 0;

const privacyPolicy = [
  ...legalDocument(privacy, 'table-of-contents'),
  {
    what: `the ${privacy} numbered sections`,
    selector: '[data-block="legalDocument"] section[data-legal-section]',
    count: privacy,
  },
  { what: 'the link to the cookie policy', selector: '[data-block="legalDocument"] a[href="/cookies"]', count: 1 },
  { what: 'the city of every office', selector: '[data-contact-details] li strong', count: site.offices.length },
  { what: 'the contact e-mail link', selector: '[data-contact-details] + p a[href^="mailto:"]', count: 1 },
];

export const expectations: PageExpectations = {
  '/blog': [
    { what: 'the built-in post cards', selector: '[data-block="blogList"] article[data-blog-card]', count: posts.length },
    {
      what: "the 'Read More' links to the articles",
      selector: '[data-block="blogList"] a[href^="/blog/"]',
      count: posts.length,
    },
    { what: 'the card dates', selector: '[data-block="blogList"] [data-blog-card] time[datetime]', count: posts.length },
  ],
  ...Object.fromEntries(posts.map(({ id }) => [`/blog/${id}`, article(blockOf(`blog-${id}`, 'article').sections.length)])),
  '/privacy': privacyPolicy,
  '/privacy-policy': privacyPolicy,
  '/terms-conditions': [
    ...legalDocument(terms, 'Quick Navigation'),
    {
      what: `the ${terms} collapsible panels, open at first`,
      selector: '[data-block="legalDocument"] details[open] > summary > h2',
      count: terms,
    },
    { what: 'the Back to Top button', selector: '[data-back-to-top]', count: 1 },
  ],
  '/cookies': [
    { what: 'the tabs', selector: '[data-block="contentTabs"] [data-tab-list] input[type="radio"]', count: tabs.length },
    { what: 'the first tab selected', selector: '[data-block="contentTabs"] input[type="radio"]:checked', count: 1 },
    { what: 'the tab panels, all in the page', selector: '[data-block="contentTabs"] [data-tab-panel]', count: tabs.length },
    { what: 'only the first panel shown', selector: '[data-block="contentTabs"] [data-tab-panel]:visible', count: 1 },
    { what: 'the browser help links', selector: '[data-block="contentTabs"] a[href^="https://"]', count: helpLinks },
    { what: 'the rows of the cookie table', selector: '[data-block="contentTabs"] table tbody tr', count: tableRows },
    {
      what: 'the Changes and Contact sections',
      selector: '[data-block="legalDocument"] section[data-legal-section]',
      count: closing,
    },
    {
      what: 'links to the privacy policy and terms from each closing section',
      selector: '[data-block="legalDocument"] a[href="/privacy"], [data-block="legalDocument"] a[href="/terms-conditions"]',
      count: 2 * closing,
    },
  ],
};
