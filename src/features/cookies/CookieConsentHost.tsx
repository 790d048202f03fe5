import { lazy, Suspense, useContext, useEffect, useSyncExternalStore } from 'react';
import { island } from '../../islands/island';
import { cookieBannerIsland } from './CookieConsentHost.island';
import { RenderModeContext } from '../../islands/context';
import { BANNER_DELAY_MS, cookieConsentStore, useCookieConsent } from '../../stores/cookieConsent';
import { COOKIE_BANNER_HOST_ID } from './bannerHost';
import CookieBanner from './CookieBanner';

// In the app the banner's code arrives only when it is shown, never in a page's initial JavaScript.
const LazyCookieBanner = lazy(() => import(/* webpackChunkName: "cookie-banner" */ './CookieBanner'));

const subscribe = cookieConsentStore.subscribe;
const isOpen = () => cookieConsentStore.getState().bannerOpen;
// The banner island hydrates only while the banner is showing, so its prerendered state is open.
const openOnServer = () => true;

/** The banner while it is open: a fresh one (Customize closed) each time it opens. */
export function CookieBannerWhenOpen() {
  return useSyncExternalStore(subscribe, isOpen, openOnServer) ? <CookieBanner /> : null;
}

const CookieBannerIsland = island(cookieBannerIsland, CookieBannerWhenOpen);

/**
 * The cookie banner of every page. In the app: reads the stored choice after hydration (so
 * prerendered HTML never depends on it), asks BANNER_DELAY_MS later if there is none, and shows
 * the banner whenever it is open. On a static page: the banner is in the HTML, hidden, and the
 * page's script does the same without React until the visitor interacts with it.
 */
export function CookieConsentHost() {
  const mode = useContext(RenderModeContext);
  const open = useCookieConsent((state) => state.bannerOpen);
  useEffect(() => {
    if (mode === 'static') return;
    const { load, askIfUndecided } = cookieConsentStore.getState();
    load();
    const timer = window.setTimeout(askIfUndecided, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [mode]);
  if (mode === 'static') {
    return (
      <div id={COOKIE_BANNER_HOST_ID} hidden>
        <CookieBannerIsland />
      </div>
    );
  }
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LazyCookieBanner />
    </Suspense>
  );
}
