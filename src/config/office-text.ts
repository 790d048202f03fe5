import type { SiteConfig } from './site-schema';

type Office = SiteConfig['offices'][number];

const COUNTRY_NAMES: Record<string, string> = { GB: 'United Kingdom', NP: 'Nepal' };

/** An office's country as a visitor reads it ('United Kingdom' for GB). */
export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/**
 * What an office shows of itself, line by line: where the Offices block and the contact details of a
 * legal page print it, and what the site search finds it by (its street, its telephone).
 */
export const officeLines = (office: Office): string[] =>
  [
    office.city,
    office.name,
    office.streetAddress,
    [office.addressLocality, office.addressRegion].filter(Boolean).join(', '),
    office.postalCode,
    countryName(office.addressCountry),
    office.telephone ?? '',
  ].filter(Boolean);
