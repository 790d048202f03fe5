import { useEffect, useState } from 'react';

const longBritish = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * 'Last Updated: 22 November 2026', always today's date (decisions.md). The date is filled in after
 * hydration, in the visitor's browser: the prerendered HTML never carries a stale build date and
 * the first client render matches the server's.
 */
export function LastUpdated({ label = 'Last Updated', className }: { label?: string; className?: string }) {
  const [today, setToday] = useState<{ text: string; iso: string }>();
  useEffect(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    setToday({
      text: longBritish.format(now),
      iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    });
  }, []);
  return (
    <p className={className} data-last-updated>
      {label}: {today && <time dateTime={today.iso}>{today.text}</time>}
    </p>
  );
}
