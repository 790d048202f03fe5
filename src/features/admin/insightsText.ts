/*
 * How the insights' figures read (InsightsDashboard, InsightsTables): counts with thousands
 * separators, shares as percentages, days in words. A share of nothing is "—", never "NaN%" or a
 * misleading 0%: no visitors is not a conversion of none.
 */

const numberFormat = new Intl.NumberFormat('en-GB');
const shareFormat = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const longDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "1,234". */
export const count = (value: number) => numberFormat.format(value);
/** "1 visitor", "1,234 visitors". */
export const counted = (value: number, one: string, many = `${one}s`) => `${count(value)} ${value === 1 ? one : many}`;
/** Enquiries ÷ visitors, "1.6%"; "—" when there were no visitors to divide by. */
export const conversion = (enquiries: number, visitors: number) =>
  visitors > 0 ? shareFormat.format(enquiries / visitors) : '—';
/** "15 January 2026", from a UTC day's YYYY-MM-DD. */
export const longDay = (day: string) => longDayFormat.format(new Date(`${day}T00:00:00Z`));
/** "15 Jan", for a chart's axis. */
export const shortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));
