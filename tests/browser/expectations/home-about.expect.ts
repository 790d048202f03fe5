import type { PageExpectations } from './types';

/** The agreed counts for the home, about, contact, careers and quote pages, on the hydrated page. */
const contact = [
  { what: 'the three offices (London, Kent, Kathmandu)', selector: '[data-block="offices"] [data-office]', count: 3 },
  { what: 'the contact e-mail link', selector: '[data-block="offices"] a[data-contact-email]', count: 1 },
  { what: 'the contact form slot', selector: 'section#contact-form', count: 1 },
];

const careers = [
  { what: 'the four open roles', selector: '[data-block="jobOpenings"] [data-role]', count: 4 },
  { what: 'a full-time role', selector: '[data-block="jobOpenings"] [data-role="full-time"]', count: { min: 1 } },
  { what: 'a part-time role', selector: '[data-block="jobOpenings"] [data-role="part-time"]', count: { min: 1 } },
  { what: 'a contract role', selector: '[data-block="jobOpenings"] [data-role="contract"]', count: { min: 1 } },
  { what: 'the Join Our Team application form slot', selector: 'section#career-form h2#career-form-heading', count: 1 },
];

export const expectations: PageExpectations = {
  '/': [
    { what: 'the View our services button', selector: 'section[aria-labelledby="page-title"] a[href="/services"]', count: 1 },
    { what: 'the particle layer of 80 decorative particles', selector: '[aria-hidden="true"][data-particles="80"]', count: 1 },
    { what: 'the AI solutions banner', selector: '[data-block="ctaBanner"]', count: 1 },
    { what: 'the six expertise cards', selector: '[data-block="linkCards"][data-id="our-expertise"] [data-card]', count: 6 },
    ...['/network-design', '/server-setup', '/cloud-services', '/cloud-storage-backup', '/custom-development', '/it-support'].map((to) => ({
      what: `the expertise card linking to ${to}`,
      selector: `[data-block="linkCards"][data-id="our-expertise"] a[href="${to}"]`,
      count: 1,
    })),
    { what: 'the four table-order steps', selector: '[data-block="steps"] [data-step]', count: 4 },
    { what: 'the eight technologies', selector: '[data-block="logoCarousel"] [data-item]', count: 8 },
  ],
  '/about': [
    { what: 'the six about sections (mission, story, culture, team, vision, why different)', selector: 'main section[aria-labelledby] h2', count: { min: 6 } },
  ],
  '/connect': contact,
  '/contact': contact,
  '/career': careers,
  '/careers': careers,
  '/quote': [
    { what: 'the two region cards', selector: '[data-block="linkCards"] [data-card]', count: 2 },
    { what: 'the UK Services card linking to /quote-uk', selector: '[data-block="linkCards"] a[href="/quote-uk"]', count: 1 },
    { what: 'the Nepal Services card linking to /quote-nepal', selector: '[data-block="linkCards"] a[href="/quote-nepal"]', count: 1 },
  ],
  '/quote-uk': [{ what: 'the UK quote form slot', selector: 'section#quote-form-uk', count: 1 }],
  '/quote-nepal': [{ what: 'the Nepal quote form slot', selector: 'section#quote-form-nepal', count: 1 }],
};
