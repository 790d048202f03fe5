import { declareIsland } from '../../islands/declare';

/** The region quote form (the 'quote-form-uk' and 'quote-form-nepal' slots): one island, so one copy of its code and stylesheet. */
export const regionQuoteFormIsland = declareIsland({
  name: 'region-quote-form',
  load: () => import(/* webpackChunkName: "island-region-quote-form" */ './RegionQuoteSlot').then((m) => m.default),
  when: 'interaction',
});
