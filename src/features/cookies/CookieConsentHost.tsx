import { Suspense, useContext, useEffect } from 'react';
import { lazyBlock } from '../../blocks/lazyBlock';
import { island } from '../../islands/island';
import { cookieBannerIsland } from './CookieConsentHost.island';
import { RenderModeContext } from '../../islands/context';
import { useCookieConsent } from '../../stores/cookieConsent';
import { COOKIE_BANNER_HOST_ID } from './bannerHost';
import { bindCookieBanner } from './bindCookieBanner';
// The banner's styles stay in the layout's stylesheet, not its chunk's: a static page holds the
// banner, hidden, in its HTML, and shows it before any of its code has loaded (bindCookieBanner).
import './CookieBanner.module.css';

// The banner's code is its island's chunk, never a page's initial JavaScript: the app loads it when
// the banner opens; a static page's render has it loaded first (preloadCookieBanner).
const CookieBannerWhenOpen = lazyBlock<Record<string, never>>(() =>
  cookieBannerIsland.load().then((component) => ({ default: component })),
);
const CookieBannerIsland = island(cookieBannerIsland, CookieBannerWhenOpen);

/** Loads the banner's code, so a static page renders it without suspending (the server, before each render). */
export const preloadCookieBanner = CookieBannerWhenOpen.preload;

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
            <CookieBannerWhenOpen />
          </Suspense>
        )
      )}
    </div>
  );
}
