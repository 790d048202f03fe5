import { declareIsland } from '../../islands/declare';

/** The cookie banner's choices. */
export const cookieBannerIsland = declareIsland<Record<string, never>>({
  name: 'cookie-banner',
  load: () => import(/* webpackChunkName: "island-cookie-banner" */ './CookieBannerWhenOpen').then((m) => m.CookieBannerWhenOpen),
  when: 'interaction',
});
