/*
 * What the site counts of its visitors (issue 62), written once for the server that counts
 * (server/insights/) and the privacy page that says so (`{insights}` in a legal text's prose,
 * blocks/shared/Prose.tsx). No zod here: public pages' code imports it.
 */

/**
 * What a page view is counted by (server/insights/tables.ts, insight_totals): the page, the other
 * website the visitor came from, the country of the browser's language, the device class and the
 * three utm_* tags of the address they arrived by.
 */
export const DIMENSIONS = ['page', 'referrer', 'country', 'device', 'utm_source', 'utm_medium', 'utm_campaign'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The longest any raw page view is kept before only the day's totals are left (server/insights/rollup.ts). */
export const RAW_HITS_KEPT_HOURS = 48;

/**
 * Each dimension in the words of the privacy page, which says what is counted from this list
 * (`{insights}` in a legal text's prose, blocks/shared/Prose.tsx): a dimension added to the count
 * cannot be left out of what the page says. The three campaign tags are one phrase ('' for the others).
 */
const DIMENSION_WORDS: Record<Dimension, string> = {
  page: 'the page itself',
  referrer: 'the name of the website you came from (not its page)',
  country: "the country of your browser's language",
  device: 'the kind of device (phone, tablet or computer)',
  utm_source: 'the campaign named in the link you followed, if it names one',
  utm_medium: '',
  utm_campaign: '',
};
/** What is counted besides page views (insight_searches, insight_not_found, an enquiry's landing and form pages). */
const OTHER_COUNTS = [
  'what you search for on this website and how many results it found',
  'an address on this website that does not exist, with the name of the website that linked to it',
  'with an enquiry you send us, the page you arrived on that day and the page you sent it from',
];

/** What the site counts, as one phrase for the privacy page: "for each page you open, the page itself, …; and, with an enquiry …". */
export function countedInWords(): string {
  const perView = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(
    DIMENSIONS.map((dimension) => DIMENSION_WORDS[dimension]).filter(Boolean),
  );
  const parts = [`for each page you open, ${perView}`, ...OTHER_COUNTS];
  return `${parts.slice(0, -1).join('; ')}; and, ${parts.at(-1)}`;
}
