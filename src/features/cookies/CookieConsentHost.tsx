import { lazy, Suspense, useContext, useEffect, useSyncExternalStore } from 'react';
import { island } from '../../islands/island';
import { cookieBannerIsland } from './CookieConsentHost.island';
import { RenderModeContext } from '../../islands/context';
import { cookieConsentStore, useCookieConsent } from '../../stores/cookieConsent';
import { COOKIE_BANNER_HOST_ID } from './bannerHost';
import { bindCookieBanner } from './bindCookieBanner';
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
 * The cookie banner of every page, in one markup for a static page and the app: a host that
 * bindCookieBanner shows and hides (reading the stored choice after hydration, so prerendered HTML
 * never depends on it, and asking BANNER_DELAY_MS later if there is none). On a static page the
 * banner is in the HTML and the page's script binds it; in the app this effect does, and the
 * banner's code arrives only when it is shown.
 */
export function CookieConsentHost() {
  const mode = useContext(RenderModeContext);
  const open = useCookieConsent((state) => state.bannerOpen);
  useEffect(() => (mode === 'static' ? undefined : bindCookieBanner(document).dispose), [mode]);
  return (
    <div id={COOKIE_BANNER_HOST_ID} hidden>
      {mode === 'static' ? (
        <CookieBannerIsland />
      ) : (
        open && (
          <Suspense fallback={null}>
            <LazyCookieBanner />
          </Suspense>
        )
      )}
    </div>
  );
}
