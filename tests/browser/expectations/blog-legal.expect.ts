import type { PageExpectations } from './types';

const article = (sections: number) => [
  { what: 'the article block holding the h1', selector: '[data-block="article"] h1', count: 1 },
  { what: `the ${sections} article sections, each under an h2`, selector: '[data-block="article"] section[data-article-section] > h2', count: sections },
  { what: 'the article image with its size set', selector: '[data-block="article"] img[width][height]', count: 1 },
];

const legalToc = [
  { what: 'the Last Updated line with the date filled in after hydration', selector: '[data-last-updated] time[datetime]', count: 1 },
  { what: 'the nine table-of-contents links', selector: '[data-block="legalDocument"] nav[data-legal-nav] a[href^="#"]', count: 9 },
  { what: 'the nine numbered sections', selector: '[data-block="legalDocument"] section[data-legal-section]', count: 9 },
  { what: 'the link to the cookie policy', selector: '[data-block="legalDocument"] a[href="/cookies"]', count: 1 },
  { what: 'the three office cities', selector: '#contact-us li strong', count: 3 },
  { what: 'the contact e-mail link', selector: '#contact-us a[href^="mailto:"]', count: 1 },
];

export const expectations: PageExpectations = {
  '/blog': [
    { what: 'the three built-in post cards', selector: '[data-block="blogList"] article[data-blog-card]', count: 3 },
    { what: "the three 'Read More' links to the articles", selector: '[data-block="blogList"] a[href^="/blog/"]', count: 3 },
    { what: 'the card dates', selector: '[data-block="blogList"] [data-blog-card] time[datetime]', count: 3 },
  ],
  '/blog/aws': article(9),
  '/blog/vpn': article(8),
  '/blog/network-design': article(11),
  '/privacy': legalToc,
  '/privacy-policy': legalToc,
  '/terms-conditions': [
    { what: 'the Last Updated line with the date filled in after hydration', selector: '[data-last-updated] time[datetime]', count: 1 },
    { what: 'the ten Quick Navigation links', selector: '[data-block="legalDocument"] nav[data-legal-nav] a[href^="#"]', count: 10 },
    { what: 'the ten collapsible panels, open at first', selector: '[data-block="legalDocument"] button[aria-expanded="true"][aria-controls]', count: 10 },
    { what: 'the Back to Top button', selector: '[data-back-to-top]', count: 1 },
  ],
  '/cookies': [
    { what: 'the four tabs', selector: '[data-block="contentTabs"] [role="tab"]', count: 4 },
    { what: "'What Are Cookies' selected first", selector: '[data-block="contentTabs"] [role="tab"][aria-selected="true"]', count: 1 },
    { what: 'the four tab panels, all in the page', selector: '[data-block="contentTabs"] [role="tabpanel"]', count: 4 },
    { what: 'the four browser help links', selector: '[data-block="contentTabs"] a[href^="https://"]', count: 4 },
    { what: 'the five rows of the cookie table', selector: '[data-block="contentTabs"] table tbody tr', count: 5 },
    { what: 'the Changes and Contact sections', selector: '[data-block="legalDocument"] section[data-legal-section]', count: 2 },
    { what: 'links to the privacy policy and terms', selector: '[data-block="legalDocument"] a[href="/privacy"], [data-block="legalDocument"] a[href="/terms-conditions"]', count: 4 },
  ],
};
