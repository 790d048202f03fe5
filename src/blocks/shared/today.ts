const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Today in the visitor's browser: '22 November 2026' (the en-GB long date) and its ISO date.
 * Written out rather than formatted by Intl.DateTimeFormat: a page's first DateTimeFormat loads
 * the locale's data, 35–50 ms of main thread here (about 150 ms on Lighthouse's mobile CPU), more
 * than the rest of a static page's script. today.test.ts holds it to Intl's output.
 */
export function today(now = new Date()): { text: string; iso: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    text: `${now.getDate()} ${MONTHS[now.getMonth()]} ${now.getFullYear()}`,
    iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  };
}

/** A calendar day (YYYY-MM-DD) as the en-GB long date: '2026-03-09' is '9 March 2026'. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * Fills in today's date on a static page's 'Last Updated' lines (LastUpdated.tsx), with no
 * component code: the date lands at the end of its line, so nothing moves.
 */
export function fillLastUpdated(root: ParentNode = document): void {
  for (const line of root.querySelectorAll('[data-last-updated]')) {
    if (line.querySelector('time')) continue;
    const { text, iso } = today();
    const time = document.createElement('time');
    time.dateTime = iso;
    time.textContent = text;
    line.append(time);
  }
}
