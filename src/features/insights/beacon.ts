import { whenIdle } from '../../lib/whenIdle';
import { cookieConsentStore, readStored } from '../../stores/cookieConsentStore';

/**
 * Page views counted first-party (issue 62): one small request to our own server after a page has
 * shown, with the page's path and, on the first page of a visit, the other website the visitor came
 * from (its origin alone). No cookie, nothing stored in the browser, no identifier: the server keeps
 * counts, never who. A page without script is counted by the page shell's <noscript> image instead
 * (app/page-shell.ts).
 */

/** The server's endpoint: `POST {path, referrer?}`, always 204; a text/plain body is read as JSON (sendBeacon's). */
const HIT_URL = '/api/insights/hit';

/**
 * Whether this visitor may be counted, read when the hit is sent so a choice made since the page
 * loaded (in the banner, or in another tab) holds for the next page. Do Not Track and Global Privacy
 * Control say no; so do Necessary Only and Analytics switched off in the banner. A visitor who has
 * not chosen yet is counted: the count holds no personal data and no identifier, and the cookie
 * policy says so (content/pages/cookies.json, "Counting page views without cookies").
 */
function mayCount(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.doNotTrack === '1' || nav.globalPrivacyControl === true) return false;
  // Storage first, as the latest word (another tab's choice); the store's when storage is blocked.
  const choice = readStored() ?? cookieConsentStore.getState();
  return choice.consent === null || choice.settings.analytics;
}

/**
 * The website the visitor came from, only when it is another one (moving around this site is not a
 * referral), and only its origin: the server keeps no more than its host, and a search engine's
 * address can hold what the visitor searched for.
 */
function externalReferrer(): string | undefined {
  try {
    const from = document.referrer ? new URL(document.referrer) : undefined;
    return from && /^https?:$/.test(from.protocol) && from.origin !== window.location.origin ? from.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The campaign tags a visit arrived with: only these of the address's parameters are ever sent. */
const CAMPAIGN_TAGS = ['utm_source', 'utm_medium', 'utm_campaign'];

/** `?utm_source=…` of the address the page shows, with no other parameter, or '' when it has none. */
function campaignQuery(): string {
  const shown = new URLSearchParams(window.location.search);
  const tags = new URLSearchParams();
  for (const name of CAMPAIGN_TAGS) {
    const value = shown.get(name);
    if (value) tags.set(name, value);
  }
  const query = tags.toString();
  return query ? `?${query}` : '';
}

// The document's referrer belongs to its first page: the app's later routes were reached from this site.
let referrerTaken = false;

/** Sends one hit for `path` now, if the visitor may be counted. */
function sendHit(path: string): void {
  const referrer = referrerTaken ? undefined : externalReferrer();
  referrerTaken = true;
  if (!mayCount()) return;
  const tagged = `${path}${campaignQuery()}`;
  const body = JSON.stringify(referrer ? { path: tagged, referrer } : { path: tagged });
  try {
    // The browser sends it even as the page unloads, and it never holds up anything the page does.
    if (navigator.sendBeacon(HIT_URL, new Blob([body], { type: 'text/plain' }))) return;
  } catch {
    // No sendBeacon (or it refused): fetch below.
  }
  fetch(HIT_URL, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {
    // A count lost is not worth telling anyone about.
  });
}

/**
 * Counts the page at `path` (default: the document's own) once the browser is idle, so the hit
 * never competes with the page's first paints or a tap. Returns a cancel: a page left (or a route
 * rendered again and dropped, as StrictMode does) before then is not counted.
 */
export function countPageView(path: string = window.location.pathname): () => void {
  // A page the browser prerendered in case the visitor opens it has not shown yet: counted if it does.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    let cancel = () => {};
    const shown = () => (cancel = countPageView(path));
    document.addEventListener('prerenderingchange', shown, { once: true });
    return () => {
      document.removeEventListener('prerenderingchange', shown);
      cancel();
    };
  }
  return whenIdle(() => sendHit(path), 5000);
}
