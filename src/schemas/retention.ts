/**
 * How long the site keeps what visitors send: the server deletes quote requests, messages and
 * applications with their files this many days after they came (RETENTION_DAYS,
 * server/submissions/retention.ts), and the privacy page says so from the same number: `{retention}`
 * in a legal text's prose (blocks/shared/Prose.tsx).
 */
export const DEFAULT_RETENTION_DAYS = 730;

/**
 * The attribute of the element holding the period in a rendered page, with the days it states: the
 * build renders the default, and the server writes its own RETENTION_DAYS into every page it sends
 * (server/http/document.ts), so the page never promises what the server does not do.
 */
export const RETENTION_ATTRIBUTE = 'data-retention-days';

/** The period in words: whole months where the days make them (730: "24 months"), else days. */
export function retentionPeriod(days: number): string {
  const months = (days * 12) / 365;
  if (Number.isInteger(months)) return months === 1 ? '1 month' : `${months} months`;
  return days === 1 ? '1 day' : `${days} days`;
}
