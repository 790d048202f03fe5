/** The ellipsis a cut text ends with, as the spec's cards show it. */
const ELLIPSIS = '...';

/**
 * The site's one truncation rule: text longer than `max` characters keeps its first `max`, less
 * trailing spaces, and ends in '...' (cards, descriptions). For a ceiling that counts the ellipsis
 * too (a stored excerpt), pass `{ total: true }`.
 */
export function truncate(text: string, max: number, { total = false }: { total?: boolean } = {}): string {
  if (text.length <= max) return text;
  return `${text.slice(0, total ? max - ELLIPSIS.length : max).trimEnd()}${ELLIPSIS}`;
}

/** A moment as the admin shows it: the reader's own date and time, to the minute. */
export const dateTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
