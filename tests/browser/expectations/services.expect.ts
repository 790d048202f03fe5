import { blockOf, blocksOf, servicePages, services } from './content';
import type { PageExpectation, PageExpectations } from './types';

/** The services area: the catalogue page and every service page of the Services menu (spec section 2). */

const servicePage = (route: string, id: string): PageExpectation[] => {
  const questions = blockOf(id, 'faq').items.length;
  return [
    {
      what: 'the hero call to action that opens the mail program',
      selector: 'section[aria-labelledby="page-title"] a[href^="mailto:"][href*="subject="]',
      count: 1,
    },
    {
      what: 'the benefit cards of every feature grid',
      selector: '[data-block="featureGrid"] [data-item]',
      count: blocksOf(id, 'featureGrid').flatMap((grid) => grid.items).length,
    },
    { what: 'the importance section', selector: '[data-block="mediaText"]', count: 1 },
    {
      what: `the FAQ questions of ${route}, each a heading in a disclosure`,
      selector: '[data-block="faq"] details > summary > h3',
      count: questions,
    },
    {
      what: 'the FAQ answers, closed until asked',
      selector: '[data-block="faq"] details:not([open]) > summary + div',
      count: questions,
    },
  ];
};

const [firstService] = services.categories.flatMap((category) => category.items);

export const expectations: PageExpectations = {
  '/services': [
    {
      what: 'the service categories',
      selector: '[data-block="serviceCatalog"] [data-category]',
      count: services.categories.length,
    },
    {
      what: 'the services',
      selector: '[data-block="serviceCatalog"] button[aria-pressed]',
      count: services.categories.flatMap((category) => category.items).length,
    },
    { what: 'one chosen service, initially', selector: '[data-block="serviceCatalog"] button[aria-pressed="true"]', count: 1 },
    {
      what: 'the first service chosen, with its 400 px image',
      selector: `[data-block="serviceCatalog"] [data-detail] img[src="${firstService?.image}"][height="400"]`,
      count: 1,
    },
    {
      what: "the 'Read More' link to the chosen service",
      selector: `[data-block="serviceCatalog"] [data-detail] a[href="${firstService?.path}"]`,
      count: 1,
    },
  ],
  ...Object.fromEntries(servicePages.map(({ path, id }) => [path, servicePage(path, id)])),
  '/wordpress-development': [
    ...servicePage('/wordpress-development', 'wordpress-development'),
    { what: 'the closing banner linking to /connect', selector: '[data-block="ctaBanner"] a[href="/connect"]', count: 1 },
  ],
  '/ecommerce-development': [
    ...servicePage('/ecommerce-development', 'ecommerce-development'),
    { what: 'the closing banner linking to /connect', selector: '[data-block="ctaBanner"] a[href="/connect"]', count: 1 },
  ],
  '/cloud-migration': [
    ...servicePage('/cloud-migration', 'cloud-migration'),
    {
      what: 'the benefits in the columns their grid asks for',
      selector: `[data-block="featureGrid"] ul[data-columns="${blockOf('cloud-migration', 'featureGrid').columns}"] > li`,
      count: blockOf('cloud-migration', 'featureGrid').items.length,
    },
  ],
  '/custom-development': [
    ...servicePage('/custom-development', 'custom-development'),
    {
      what: 'the process steps',
      selector: '[data-block="steps"] [data-step]',
      count: blockOf('custom-development', 'steps').steps.length,
    },
    { what: 'the partner banner', selector: '[data-block="ctaBanner"]', count: 1 },
  ],
};
