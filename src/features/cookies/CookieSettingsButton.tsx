import { useCookieConsent } from '../../stores/cookieConsent';
import { COOKIE_SETTINGS_BUTTON_ID } from './bannerHost';
import classes from './CookieSettingsButton.module.css';

/**
 * 'Cookie Settings' in the footer's link list: reopens the cookie banner at any time. On a static
 * page it is plain HTML that the page's one script answers at once (src/app/entry-static.ts), so
 * the tap waits for no component code; in the app, this handler does it.
 */
export function CookieSettingsButton() {
  const openBanner = useCookieConsent((state) => state.openBanner);
  return (
    <button id={COOKIE_SETTINGS_BUTTON_ID} type="button" className={classes.button} onClick={openBanner}>
      Cookie Settings
    </button>
  );
}
