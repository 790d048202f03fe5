import { lazy, Suspense, useEffect } from 'react';
import { BANNER_DELAY_MS, useCookieConsent } from '../../stores/cookieConsent';

// The banner's code arrives only when it is shown, never in a page's initial JavaScript.
const CookieBanner = lazy(() => import(/* webpackChunkName: "cookie-banner" */ './CookieBanner'));

/**
 * Reads the stored cookie choice after hydration (so prerendered HTML never depends on it), asks
 * BANNER_DELAY_MS later if there is none, and shows the banner whenever it is open.
 */
export function CookieConsentHost() {
  const open = useCookieConsent((state) => state.bannerOpen);
  useEffect(() => {
    const { load, askIfUndecided } = useCookieConsent.getState();
    load();
    const timer = window.setTimeout(askIfUndecided, BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  );
}
