import { declareIsland } from '../../islands/declare';

/** The cookie banner's choices. */
export const cookieBannerIsland = declareIsland({
  name: 'cookie-banner',
  load: () => import(/* webpackChunkName: "island-cookie-banner" */ './CookieConsentHost').then((m) => m.CookieBannerWhenOpen),
  when: 'interaction',
});
