import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, SETTINGS_KEY } from '../../stores/cookieConsentStore';

type Beacon = typeof import('./beacon');

/** What the page sent: each hit's URL and its body, read as the server reads it. */
interface Sent {
  url: string;
  body: unknown;
  via: 'beacon' | 'fetch';
  init?: RequestInit;
}

let sent: Array<Promise<Sent>>;
let beacon: Beacon;

/** The page's own navigator facts a test sets, put back after it. */
function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
  onTestFinishedDelete(navigator, name);
}
function setDocument(name: string, value: unknown) {
  Object.defineProperty(document, name, { value, configurable: true });
  onTestFinishedDelete(document, name);
}
const setReferrer = (value: string) => setDocument('referrer', value);
const cleanups: Array<() => void> = [];
function onTestFinishedDelete(target: object, name: string) {
  cleanups.push(() => delete (target as Record<string, unknown>)[name]);
}

function choose(consent: string, settings: Record<string, boolean> = {}) {
  localStorage.setItem(CONSENT_KEY, consent);
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ ...settings, savedAt: Date.now() }));
}

/** Runs what the page left for idle time (jsdom has no requestIdleCallback: the fallback's timer). */
const idle = () => vi.advanceTimersByTimeAsync(5000);

async function hits(): Promise<Sent[]> {
  return Promise.all(sent);
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  sent = [];
  setNavigator('sendBeacon', (url: string, data: Blob) => {
    sent.push(data.text().then((text) => ({ url, body: JSON.parse(text) as unknown, via: 'beacon' as const })));
    return true;
  });
  // A fresh module: the referrer goes with a document's first hit only.
  vi.resetModules();
  beacon = await import('./beacon');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe('the page-view beacon', () => {
  it("sends one hit with the page's path once the browser is idle, and nothing before", async () => {
    window.history.replaceState(null, '', '/about');
    beacon.countPageView();
    expect(sent).toHaveLength(0);
    await idle();
    expect(await hits()).toEqual([{ url: '/api/insights/hit', body: { path: '/about' }, via: 'beacon' }]);
  });

  it('sends the path without its query string or fragment, but for the campaign tags it arrived with', async () => {
    window.history.replaceState(null, '', '/services?ref=menu&email=someone%40example.com#pricing');
    beacon.countPageView();
    await idle();
    window.history.replaceState(null, '', '/?utm_campaign=launch&email=someone%40example.com&utm_source=mail&utm_term=x');
    beacon.countPageView();
    await idle();
    expect((await hits()).map((hit) => hit.body)).toEqual([
      { path: '/services' },
      { path: '/?utm_source=mail&utm_campaign=launch' },
    ]);
  });

  it('sends the page as a text/plain Blob, which sendBeacon posts without a CORS preflight', async () => {
    let type = '';
    setNavigator('sendBeacon', (_url: string, data: Blob) => ((type = data.type), true));
    beacon.countPageView();
    await idle();
    expect(type).toBe('text/plain');
  });

  it('waits for a page the browser prerendered to be shown, and counts nothing if it never is', async () => {
    setDocument('prerendering', true);
    beacon.countPageView('/shown');
    const cancel = beacon.countPageView('/never-shown');
    await idle();
    expect(sent).toHaveLength(0);
    cancel();
    setDocument('prerendering', false);
    document.dispatchEvent(new Event('prerenderingchange'));
    await idle();
    expect((await hits()).map((hit) => hit.body)).toEqual([{ path: '/shown' }]);
  });

  it('is not sent when the page is left (or the route dropped) before the browser was idle', async () => {
    const cancel = beacon.countPageView();
    cancel();
    await idle();
    expect(sent).toHaveLength(0);
  });

  it('counts a visitor who has not chosen yet, and one who accepted all', async () => {
    beacon.countPageView();
    await idle();
    choose('accepted', { analytics: true, marketing: true, preferences: true });
    beacon.countPageView();
    await idle();
    expect(await hits()).toHaveLength(2);
  });

  it('counts a visitor whose custom choice keeps analytics on', async () => {
    choose('custom', { analytics: true });
    beacon.countPageView();
    await idle();
    expect(await hits()).toHaveLength(1);
  });

  it.each([
    ['Necessary Only', () => choose('necessary')],
    ['a custom choice with analytics off', () => choose('custom', { analytics: false, preferences: true })],
    ['Do Not Track', () => setNavigator('doNotTrack', '1')],
    ['Global Privacy Control', () => setNavigator('globalPrivacyControl', true)],
  ])('never counts a visitor who said no with %s', async (_name, sayNo) => {
    choose('accepted', { analytics: true, marketing: true, preferences: true });
    sayNo();
    beacon.countPageView();
    await idle();
    expect(sent).toHaveLength(0);
  });

  it('counts again once a choice is over a year old, as the banner then asks again', async () => {
    localStorage.setItem(CONSENT_KEY, 'necessary');
    localStorage.setItem(SETTINGS_KEY, JSON.stringify({ analytics: false, savedAt: Date.now() - 366 * 24 * 3600 * 1000 }));
    beacon.countPageView();
    await idle();
    expect(await hits()).toHaveLength(1);
  });

  it('reads the choice when it sends: analytics turned off in the banner stops the next page', async () => {
    beacon.countPageView();
    await idle();
    const { cookieConsentStore } = await import('../../stores/cookieConsentStore');
    cookieConsentStore.getState().saveCustom({ analytics: false, marketing: false, preferences: true });
    beacon.countPageView('/next');
    await idle();
    expect(await hits()).toHaveLength(1);
  });

  it("honours a choice made on this page when storage is blocked (the store's word)", async () => {
    const { cookieConsentStore } = await import('../../stores/cookieConsentStore');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    cookieConsentStore.getState().necessaryOnly();
    beacon.countPageView();
    await idle();
    vi.restoreAllMocks();
    expect(sent).toHaveLength(0);
  });

  it("keeps another website's referrer, its origin alone, on the document's first hit only", async () => {
    setReferrer('https://www.example.org/search?q=it+support+for+jane+doe');
    beacon.countPageView('/');
    await idle();
    beacon.countPageView('/blog/1');
    await idle();
    expect((await hits()).map((hit) => hit.body)).toEqual([
      { path: '/', referrer: 'https://www.example.org' },
      { path: '/blog/1' },
    ]);
  });

  it('sends no referrer that is not a web page (an app, a file)', async () => {
    setReferrer('android-app://com.example.mail/');
    beacon.countPageView('/');
    await idle();
    expect((await hits()).map((hit) => hit.body)).toEqual([{ path: '/' }]);
  });

  it("drops the referrer when it is this site's own page", async () => {
    setReferrer(`${window.location.origin}/services`);
    beacon.countPageView('/about');
    await idle();
    expect((await hits()).map((hit) => hit.body)).toEqual([{ path: '/about' }]);
  });

  it('falls back to a keepalive fetch without cookies when the browser has no sendBeacon', async () => {
    setNavigator('sendBeacon', undefined);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/contact?x=1');
    beacon.countPageView();
    await idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/insights/hit', {
      method: 'POST',
      body: JSON.stringify({ path: '/contact' }),
      keepalive: true,
      credentials: 'omit',
    });
  });

  it('swallows a failed fetch: a lost count tells no one', async () => {
    setNavigator('sendBeacon', undefined);
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    beacon.countPageView();
    await idle();
    // Vitest fails the run on a rejection left unhandled.
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
