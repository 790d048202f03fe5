import { declareIsland } from '../../islands/declare';

/** A legal page's 'Back to top' button. */
export const backToTopIsland = declareIsland({
  name: 'back-to-top',
  block: 'legalDocument',
  load: () => import(/* webpackChunkName: "block-legalDocument" */ './BackToTop').then((m) => m.BackToTop),
  when: 'interaction',
});
