import { AGREED } from '../../../src/config/agreed';
import { site } from '../../../src/config/site';
import type { PageExpectation, PageExpectations } from './types';

const { blogPosts, privacy, terms, cookies } = AGREED;

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

const privacyPolicy = [
  ...legalDocument(privacy.sections, 'table-of-contents'),
  {
    what: `the ${privacy.sections} numbered sections`,
    selector: '[data-block="legalDocument"] section[data-legal-section]',
    count: privacy.sections,
  },
  { what: 'the link to the cookie policy', selector: '[data-block="legalDocument"] a[href="/cookies"]', count: 1 },
  { what: 'the city of every office', selector: '[data-contact-details] li strong', count: site.offices.length },
  { what: 'the contact e-mail link', selector: '[data-contact-details] + p a[href^="mailto:"]', count: 1 },
];

export const expectations: PageExpectations = {
  '/blog': [
    { what: 'the built-in post cards', selector: '[data-block="blogList"] article[data-blog-card]', count: blogPosts.length },
    {
      what: "the 'Read More' links to the articles",
      selector: '[data-block="blogList"] a[href^="/blog/"]',
      count: blogPosts.length,
    },
    { what: 'the card dates', selector: '[data-block="blogList"] [data-blog-card] time[datetime]', count: blogPosts.length },
  ],
  ...Object.fromEntries(blogPosts.map(({ id, sections }) => [`/blog/${id}`, article(sections)])),
  '/privacy': privacyPolicy,
  '/privacy-policy': privacyPolicy,
  '/terms-conditions': [
    ...legalDocument(terms.sections, 'Quick Navigation'),
    {
      what: `the ${terms.sections} collapsible panels, open at first`,
      selector: '[data-block="legalDocument"] details[open] > summary > h2',
      count: terms.sections,
    },
    { what: 'the Back to Top button', selector: '[data-back-to-top]', count: 1 },
  ],
  '/cookies': [
    { what: 'the tabs', selector: '[data-block="contentTabs"] [data-tab-list] input[type="radio"]', count: cookies.tabs },
    { what: 'the first tab selected', selector: '[data-block="contentTabs"] input[type="radio"]:checked', count: 1 },
    { what: 'the tab panels, all in the page', selector: '[data-block="contentTabs"] [data-tab-panel]', count: cookies.tabs },
    { what: 'only the first panel shown', selector: '[data-block="contentTabs"] [data-tab-panel]:visible', count: 1 },
    {
      what: 'the browser help links',
      selector: '[data-block="contentTabs"] a[href^="https://"]',
      count: cookies.browserHelpLinks,
    },
    { what: 'the rows of the cookie table', selector: '[data-block="contentTabs"] table tbody tr', count: cookies.tableRows },
    {
      what: 'the Changes and Contact sections',
      selector: '[data-block="legalDocument"] section[data-legal-section]',
      count: cookies.closingSections,
    },
    {
      what: 'links to the privacy policy and terms from each closing section',
      selector: '[data-block="legalDocument"] a[href="/privacy"], [data-block="legalDocument"] a[href="/terms-conditions"]',
      count: 2 * cookies.closingSections,
    },
  ],
};
