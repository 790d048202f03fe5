import { declareIsland } from '../../islands/declare';

/** A 'Request a quote' button: it opens the quote dialog. */
export const quoteButtonIsland = declareIsland({
  name: 'quote-button',
  load: () => import(/* webpackChunkName: "island-quote-button" */ './QuoteButton').then((m) => m.QuoteButton),
  when: 'interaction',
  as: 'span',
  uses: ['quote-dialog'],
});
