export { CookieConsentHost } from './CookieConsentHost';
export { CookieSettingsButton } from './CookieSettingsButton';
