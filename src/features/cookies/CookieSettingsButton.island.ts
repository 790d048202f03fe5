import { declareIsland } from '../../islands/declare';

/** The footer's Cookie Settings button. */
export const cookieSettingsIsland = declareIsland({
  name: 'cookie-settings',
  load: () =>
    import(/* webpackChunkName: "island-cookie-settings" */ './CookieSettingsButton').then((m) => m.CookieSettingsButton),
  when: 'interaction',
  as: 'span',
});
