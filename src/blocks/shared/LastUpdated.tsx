import { useEffect, useState } from 'react';
import { today as todayInBrowser } from './today';

/**
 * 'Last Updated: 22 November 2026', always today's date. The date is filled in in
 * the visitor's browser, so the prerendered HTML never carries a stale build date: by this effect
 * in the app, by fillLastUpdated (today.ts) on a static page, which never hydrates this line.
 */
export function LastUpdated({ label = 'Last Updated', className }: { label?: string; className?: string }) {
  const [today, setToday] = useState<{ text: string; iso: string }>();
  useEffect(() => setToday(todayInBrowser()), []);
  return (
    <p className={className} data-last-updated>
      {label}: {today && <time dateTime={today.iso}>{today.text}</time>}
    </p>
  );
}
