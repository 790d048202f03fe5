import { isOpenOn, siteDay } from '../../../src/config/job-roles';
import { site } from '../../../src/config/site';
import { blockOf, titledBlocks } from './content';
import type { PageExpectations } from './types';

/** The home, about, contact, careers and quote pages: each renders every item its content holds. */
const contact = [
  { what: 'every office of site.config.ts', selector: '[data-block="offices"] [data-office]', count: site.offices.length },
  { what: 'the contact e-mail link', selector: '[data-block="offices"] a[data-contact-email]', count: 1 },
  { what: 'the contact form slot', selector: 'section#contact-form', count: 1 },
];

// The roles open today: one past its closing date is in the content and not on the page.
const roles = blockOf('career', 'jobOpenings').roles.filter((role) => isOpenOn(role, siteDay(site.timeZone, Date.now())));
const careers = [
  { what: 'the open roles', selector: '[data-block="jobOpenings"] [data-role]', count: roles.length },
  {
    what: "the form's positions: the placeholder, each open role and the speculative one",
    selector: 'section#career-form select[name="position"] option',
    count: new Set(roles.map((role) => role.title)).size + 2,
  },
  ...[...new Set(roles.map((role) => role.type))].map((type) => ({
    what: `the ${type} roles`,
    selector: `[data-block="jobOpenings"] [data-role="${type}"]`,
    count: roles.filter((role) => role.type === type).length,
  })),
  { what: 'the Join Our Team application form slot', selector: 'section#career-form h2#career-form-heading', count: 1 },
];

const hero = blockOf('home', 'hero');
const expertise = blockOf('home', 'linkCards').items.map((card) => (card.action.kind === 'link' ? card.action.to : ''));
const regions = blockOf('quote', 'linkCards').items.map((card) => (card.action.kind === 'link' ? card.action.to : ''));

export const expectations: PageExpectations = {
  '/': [
    { what: 'the View our services button', selector: 'section[aria-labelledby="page-title"] a[href="/services"]', count: 1 },
    hero.particles
      ? { what: 'the particle layer', selector: `[aria-hidden="true"][data-particles="${hero.particles}"]`, count: 1 }
      : { what: 'no particle layer', selector: '[data-particles]', count: 0 },
    { what: 'the AI solutions banner', selector: '[data-block="ctaBanner"]', count: 1 },
    { what: 'the expertise cards', selector: '[data-block="linkCards"] [data-card]', count: expertise.length },
    ...expertise.map((to) => ({
      what: `the expertise card linking to ${to}`,
      selector: `[data-block="linkCards"] a[href="${to}"]`,
      count: 1,
    })),
    {
      what: 'the table-order steps',
      selector: '[data-block="steps"] [data-step]',
      count: blockOf('home', 'steps').steps.length,
    },
    {
      what: 'the technologies',
      selector: '[data-block="logoCarousel"] [data-item]',
      count: blockOf('home', 'logoCarousel').items.length,
    },
  ],
  '/about': [
    {
      what: 'the about sections, each under its heading',
      selector: 'main section[aria-labelledby] h2',
      count: titledBlocks('about').length,
    },
  ],
  '/connect': contact,
  '/contact': contact,
  '/career': careers,
  '/careers': careers,
  '/quote': [
    { what: 'the region cards', selector: '[data-block="linkCards"] [data-card]', count: regions.length },
    ...regions.map((to) => ({
      what: `the region card linking to ${to}`,
      selector: `[data-block="linkCards"] a[href="${to}"]`,
      count: 1,
    })),
  ],
  '/quote-uk': [{ what: 'the UK quote form slot', selector: 'section#quote-form-uk', count: 1 }],
  '/quote-nepal': [{ what: 'the Nepal quote form slot', selector: 'section#quote-form-nepal', count: 1 }],
};
