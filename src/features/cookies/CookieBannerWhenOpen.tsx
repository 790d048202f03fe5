import { useSyncExternalStore } from 'react';
import { cookieConsentStore } from '../../stores/cookieConsent';
import CookieBanner from './CookieBanner';

const subscribe = cookieConsentStore.subscribe;
const isOpen = () => cookieConsentStore.getState().bannerOpen;
// The banner island hydrates only while the banner is showing, so its prerendered state is open.
const openOnServer = () => true;

/**
 * The banner while it is open: a fresh one (Customize closed) each time it opens. The banner's own
 * chunk (island-cookie-banner), loaded by CookieConsentHost: the island on a static page, the
 * banner as it opens in the app.
 */
export function CookieBannerWhenOpen() {
  return useSyncExternalStore(subscribe, isOpen, openOnServer) ? <CookieBanner /> : null;
}
