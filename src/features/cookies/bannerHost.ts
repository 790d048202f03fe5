/** The static page's cookie banner host, shown and hidden by src/app/entry-static.ts. */
export const COOKIE_BANNER_HOST_ID = 'cookie-banner-host';
