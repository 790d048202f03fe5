import { declareIsland } from '../../islands/declare';

/** A legal page's 'Back to top' button. */
export const backToTopIsland = declareIsland({
  name: 'back-to-top',
  load: () => import(/* webpackChunkName: "island-back-to-top" */ './BackToTop').then((m) => m.BackToTop),
  when: 'interaction',
});
