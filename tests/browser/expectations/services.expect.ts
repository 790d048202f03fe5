import { AGREED } from '../../../src/config/agreed';
import type { PageExpectation, PageExpectations } from './types';

/** The services area: the catalogue page and the twelve service pages (spec section 2). */

const servicePage = (route: string, count: number | { min: number }): PageExpectation[] => [
  {
    what: 'the hero call to action that opens the mail program',
    selector: 'section[aria-labelledby="page-title"] a[href^="mailto:"][href*="subject="]',
    count: 1,
  },
  {
    what: 'the benefits section',
    selector: '[data-block="featureGrid"] [data-item]',
    count: { min: AGREED.servicePages.benefits },
  },
  { what: 'the importance section', selector: '[data-block="mediaText"]', count: 1 },
  {
    what: `the FAQ questions of ${route}, each a heading in a disclosure`,
    selector: '[data-block="faq"] details > summary > h3',
    count,
  },
  { what: 'the FAQ answers, closed until asked', selector: '[data-block="faq"] details:not([open]) > summary + div', count },
];

export const expectations: PageExpectations = {
  '/services': [
    {
      what: 'the service categories',
      selector: '[data-block="serviceCatalog"] [data-category]',
      count: AGREED.services.categories,
    },
    { what: 'the services', selector: '[data-block="serviceCatalog"] button[aria-pressed]', count: AGREED.services.total },
    { what: 'one chosen service, initially', selector: '[data-block="serviceCatalog"] button[aria-pressed="true"]', count: 1 },
    {
      what: 'the first service chosen, with its 400 px image',
      selector: '[data-block="serviceCatalog"] [data-detail] img[src="/images/services/cloud-services.svg"][height="400"]',
      count: 1,
    },
    {
      what: "the 'Read More' link to the chosen service",
      selector: '[data-block="serviceCatalog"] [data-detail] a[href="/cloud-services"]',
      count: 1,
    },
  ],
  ...Object.fromEntries(Object.entries(AGREED.faqs).map(([route, count]) => [route, servicePage(route, count)])),
  '/wordpress-development': [
    ...servicePage('/wordpress-development', 4),
    { what: 'the four WordPress benefits', selector: '[data-block="featureGrid"] [data-item]', count: 4 },
    { what: 'the closing banner linking to /connect', selector: '[data-block="ctaBanner"] a[href="/connect"]', count: 1 },
  ],
  '/ecommerce-development': [
    ...servicePage('/ecommerce-development', 4),
    { what: 'the closing banner linking to /connect', selector: '[data-block="ctaBanner"] a[href="/connect"]', count: 1 },
  ],
  '/cloud-migration': [
    ...servicePage('/cloud-migration', 4),
    { what: 'the three benefit columns', selector: '[data-block="featureGrid"] ul[data-columns="3"] > li', count: 3 },
  ],
  '/custom-development': [
    ...servicePage('/custom-development', 4),
    { what: 'the four service blocks', selector: '[data-block="featureGrid"] [data-item]', count: 4 },
    { what: 'the four-step process', selector: '[data-block="steps"] [data-step]', count: 4 },
    { what: 'the partner banner', selector: '[data-block="ctaBanner"]', count: 1 },
  ],
};
