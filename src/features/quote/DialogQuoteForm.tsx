import { createPortal } from 'react-dom';
import { island } from '../../islands/island';
import type { Postback } from '../../schemas/page-forms';
import { useQuote } from '../../stores/quote';
import { quoteDialogStore } from '../../stores/quoteDialogStore';
import { quoteDialogFormIsland } from './DialogQuoteForm.island';
import { ModalQuoteForm } from './ModalQuoteForm';
import { QuoteConfirmation } from './QuoteConfirmation';

const closeDialog = () => quoteDialogStore.getState().close();

/**
 * The quote dialog's form (an island on a static page): on success the dialog closes, and the
 * confirmation shows on the page, outside the closed dialog, until the visitor closes it. After a
 * post without script the page renders it from `postback`.
 */
export default function DialogQuoteForm({ postback }: { postback?: Postback }) {
  const confirmed = useQuote((state) => state.success && state.scope === 'modal');
  return (
    <>
      <ModalQuoteForm onSubmitted={closeDialog} postback={postback} />
      {/* Never on the server: a request is confirmed only in the browser. */}
      {confirmed && createPortal(<QuoteConfirmation onClose={useQuote.getState().reset} />, document.body)}
    </>
  );
}

/** The form as the dialog places it: on a static page an island of its own. */
export const DialogQuoteFormIsland = island(quoteDialogFormIsland, DialogQuoteForm);
