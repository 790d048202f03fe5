import { island } from '../../islands/island';
import { cookieSettingsIsland } from './CookieSettingsButton.island';
import { useCookieConsent } from '../../stores/cookieConsent';
import classes from './CookieSettingsButton.module.css';

/** The banner hands focus back here after a choice made from Cookie Settings. */
export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings-button';

/** 'Cookie Settings' in the footer's link list: reopens the cookie banner at any time. */
export function CookieSettingsButton() {
  const openBanner = useCookieConsent((state) => state.openBanner);
  return (
    <button id={COOKIE_SETTINGS_BUTTON_ID} type="button" className={classes.button} onClick={openBanner}>
      Cookie Settings
    </button>
  );
}

export const CookieSettingsButtonIsland = island(cookieSettingsIsland, CookieSettingsButton);
