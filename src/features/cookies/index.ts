export { CookieConsentHost } from './CookieConsentHost';
export { CookieSettingsButtonIsland } from './CookieSettingsButton';
