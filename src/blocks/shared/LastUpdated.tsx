import { useSyncExternalStore } from 'react';
import { today as todayInBrowser } from './today';

/** The date changes at midnight only: nothing to subscribe to while a page is open. */
const subscribe = () => () => {};
/** The ISO date is the snapshot: a string, so the same day compares equal between renders. */
const isoToday = () => todayInBrowser().iso;
/** The server and the prerender have no visitor's calendar: the line is written without a date. */
const noDate = () => undefined;

/**
 * 'Last Updated: 22 November 2026', always today's date. The date is filled in in the visitor's
 * browser, so the prerendered HTML never carries a stale build date: in the app by React right
 * after hydration (useSyncExternalStore's server snapshot has no date), on a static page by
 * fillLastUpdated (today.ts), which never hydrates this line.
 */
export function LastUpdated({ label = 'Last Updated', className }: { label?: string; className?: string }) {
  const iso = useSyncExternalStore(subscribe, isoToday, noDate);
  const today = iso === undefined ? undefined : todayInBrowser();
  return (
    <p className={className} data-last-updated>
      {label}: {today && <time dateTime={today.iso}>{today.text}</time>}
    </p>
  );
}
