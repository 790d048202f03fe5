import { declareIsland } from '../../islands/declare';

/** The Nepal quote form (the 'quote-form-nepal' slot). */
export const quoteFormNepalIsland = declareIsland({
  name: 'quote-form-nepal',
  load: () => import(/* webpackChunkName: "island-quote-form-nepal" */ './QuoteNepalSlot').then((m) => m.default),
  when: 'interaction',
});
