import { declareIsland } from '../../islands/declare';

/** The scrolling logos: they start moving once in view. */
export const logoCarouselIsland = declareIsland({
  name: 'logo-carousel',
  load: () => import(/* webpackChunkName: "island-logo-carousel" */ './LogoCarousel').then((m) => m.LogoCarousel),
  when: 'visible',
});
