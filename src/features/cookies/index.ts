export { COOKIE_BANNER_HOST_ID } from './bannerHost';
export { CookieConsentHost } from './CookieConsentHost';
export { CookieSettingsButton, CookieSettingsButtonIsland } from './CookieSettingsButton';
