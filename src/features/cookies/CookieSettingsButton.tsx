import { COOKIE_SETTINGS_BUTTON_ID } from './bannerHost';
import classes from './CookieSettingsButton.module.css';

/**
 * 'Cookie Settings' in the footer's link list: reopens the cookie banner at any time. Plain HTML
 * that bindCookieBanner answers, on a static page and in the app alike, so the tap waits for no
 * component code.
 */
export function CookieSettingsButton() {
  return (
    <button id={COOKIE_SETTINGS_BUTTON_ID} type="button" className={classes.button}>
      Cookie Settings
    </button>
  );
}
