import { declareIsland } from '../../islands/declare';

/** The FAQ list. */
export const faqIsland = declareIsland({
  name: 'faq',
  load: () => import(/* webpackChunkName: "island-faq" */ './Faq').then((m) => m.Faq),
  when: 'interaction',
});
