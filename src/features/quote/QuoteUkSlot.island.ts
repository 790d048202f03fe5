import { declareIsland } from '../../islands/declare';

/** The UK quote form (the 'quote-form-uk' slot). */
export const quoteFormUkIsland = declareIsland({
  name: 'quote-form-uk',
  load: () => import(/* webpackChunkName: "island-quote-form-uk" */ './QuoteUkSlot').then((m) => m.default),
  when: 'interaction',
});
