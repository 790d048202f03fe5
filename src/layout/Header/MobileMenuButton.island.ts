import { declareIsland } from '../../islands/declare';

/** The menu button of a phone-sized header. */
export const mobileMenuIsland = declareIsland({
  name: 'mobile-menu',
  load: () => import(/* webpackChunkName: "island-mobile-menu" */ './MobileMenuButton').then((m) => m.MobileMenuButton),
  when: 'interaction',
  as: 'span',
});
