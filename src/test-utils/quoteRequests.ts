import { onTestFinished } from 'vitest';
import { bindQuoteRequests } from '../features/quote/quoteRequests';
import { quoteDialogStore, resetQuoteDialog } from '../stores/quoteDialogStore';

/**
 * Answers 'Request a quote' buttons as the site does (one listener for the document) for the rest
 * of the test; returns whether the quote dialog has been asked for. A block's test has no dialog on
 * screen: the dialog's own tests cover what it shows.
 */
export function answerQuoteRequests(): () => boolean {
  resetQuoteDialog();
  onTestFinished(bindQuoteRequests(document));
  return () => quoteDialogStore.getState().opened;
}
