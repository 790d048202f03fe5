import { AGREED } from '../../../src/config/agreed';
import { site } from '../../../src/config/site';
import type { PageExpectations } from './types';

/** The agreed counts for the home, about, contact, careers and quote pages, on the hydrated page. */
const contact = [
  { what: 'every office of site.config.ts', selector: '[data-block="offices"] [data-office]', count: site.offices.length },
  { what: 'the contact e-mail link', selector: '[data-block="offices"] a[data-contact-email]', count: 1 },
  { what: 'the contact form slot', selector: 'section#contact-form', count: 1 },
];

const careers = [
  { what: 'the open roles', selector: '[data-block="jobOpenings"] [data-role]', count: AGREED.careers.roles },
  ...AGREED.careers.roleTypes.map((type) => ({
    what: `a ${type} role`,
    selector: `[data-block="jobOpenings"] [data-role="${type}"]`,
    count: { min: 1 },
  })),
  { what: 'the Join Our Team application form slot', selector: 'section#career-form h2#career-form-heading', count: 1 },
];

export const expectations: PageExpectations = {
  '/': [
    { what: 'the View our services button', selector: 'section[aria-labelledby="page-title"] a[href="/services"]', count: 1 },
    {
      what: 'the particle layer of decorative particles',
      selector: `[aria-hidden="true"][data-particles="${AGREED.home.particles}"]`,
      count: 1,
    },
    { what: 'the AI solutions banner', selector: '[data-block="ctaBanner"]', count: 1 },
    {
      what: 'the expertise cards',
      selector: '[data-block="linkCards"] [data-card]',
      count: AGREED.home.expertiseLinks.length,
    },
    ...AGREED.home.expertiseLinks.map((to) => ({
      what: `the expertise card linking to ${to}`,
      selector: `[data-block="linkCards"] a[href="${to}"]`,
      count: 1,
    })),
    { what: 'the table-order steps', selector: '[data-block="steps"] [data-step]', count: AGREED.home.tableOrderSteps },
    { what: 'the technologies', selector: '[data-block="logoCarousel"] [data-item]', count: AGREED.home.technologies },
  ],
  '/about': [
    {
      what: 'the about sections (mission, story, culture, team, vision, why different)',
      selector: 'main section[aria-labelledby] h2',
      count: { min: AGREED.aboutSections },
    },
  ],
  '/connect': contact,
  '/contact': contact,
  '/career': careers,
  '/careers': careers,
  '/quote': [
    { what: 'the region cards', selector: '[data-block="linkCards"] [data-card]', count: AGREED.quoteRegions.length },
    ...AGREED.quoteRegions.map((to) => ({
      what: `the region card linking to ${to}`,
      selector: `[data-block="linkCards"] a[href="${to}"]`,
      count: 1,
    })),
  ],
  '/quote-uk': [{ what: 'the UK quote form slot', selector: 'section#quote-form-uk', count: 1 }],
  '/quote-nepal': [{ what: 'the Nepal quote form slot', selector: 'section#quote-form-nepal', count: 1 }],
};
