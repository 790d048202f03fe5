import { declareIsland } from '../../islands/declare';

/** The scrolling logos: they start moving once in view. */
export const logoCarouselIsland = declareIsland({
  name: 'logo-carousel',
  block: 'logoCarousel',
  load: () => import(/* webpackChunkName: "block-logoCarousel" */ './LogoCarousel').then((m) => m.LogoCarousel),
  when: 'visible',
});
