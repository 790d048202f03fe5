import { declareIsland } from '../../islands/declare';

/** The quote dialog's form: hydrated when the dialog opens (src/app/entry-static.ts), or at a touch. */
export const quoteDialogFormIsland = declareIsland({
  name: 'quote-dialog-form',
  load: () => import(/* webpackChunkName: "island-quote-dialog-form" */ './DialogQuoteForm').then((m) => m.default),
  when: 'interaction',
});
