/**
 * Toasts that outlive a page load. Links between public pages load the next page, so a notice shown
 * just before leaving (the UK quote form's 'Quote Request Submitted', then home) is kept in
 * session storage until it would have closed, and the next page shows it for the time left.
 * Free of React, so a static page's script can check for one without loading any toast code.
 */
const KEY = 'toasts-in-flight';
/** How long a toast stays, unless persistent (5000 ms). */
export const TOAST_MS = 5000;

export interface CarriedToast<T> {
  options: T;
  /** When it closes (ms since the epoch). */
  until: number;
}

function read<T>(): CarriedToast<T>[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as CarriedToast<T>[]) : [];
  } catch {
    return [];
  }
}

function write<T>(list: CarriedToast<T>[]) {
  try {
    if (list.length) window.sessionStorage.setItem(KEY, JSON.stringify(list));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode, quota): the toast then lives on this page only.
  }
}

/** Keeps a toast that closes at `until` for the next page; returns a function that forgets it. */
export function carry<T>(options: T, until: number): () => void {
  const entry = { options, until };
  write([...read<T>().filter((item) => item.until > Date.now()), entry]);
  return () =>
    write(read<T>().filter((item) => item.until !== entry.until || JSON.stringify(item.options) !== JSON.stringify(options)));
}

/** The toasts still open when the previous page was left, with the time each has left; clears them. */
export function takeCarried<T>(): { options: T; remaining: number }[] {
  const now = Date.now();
  const list = read<T>().filter((item) => item.until > now + 500);
  write([]);
  return list.map((item) => ({ options: item.options, remaining: item.until - now }));
}
