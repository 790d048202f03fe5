/** The static page's cookie banner host, shown and hidden by src/app/entry-static.ts. */
export const COOKIE_BANNER_HOST_ID = 'cookie-banner-host';

/** Cookie Settings in the footer: on a static page entry-static.ts answers it; the banner hands focus back to it after a choice. */
export const COOKIE_SETTINGS_BUTTON_ID = 'cookie-settings-button';
