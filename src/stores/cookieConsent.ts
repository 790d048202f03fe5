import { bindStore } from './bind';
import { cookieConsentStore } from './cookieConsentStore';

export * from './cookieConsentStore';

/** The cookie choice for components: `useCookieConsent((state) => state.bannerOpen)`. */
export const useCookieConsent = bindStore(cookieConsentStore);
