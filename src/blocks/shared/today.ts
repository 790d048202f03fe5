const longBritish = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** Today in the visitor's browser: '22 November 2026' and its ISO date. */
export function today(now = new Date()): { text: string; iso: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text: longBritish.format(now), iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` };
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
