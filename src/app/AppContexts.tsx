import type { ReactNode } from 'react';
import { QuoteRequestContext } from '../blocks/shared/quoteRequest';
import { quoteDialogStore } from '../stores/quoteDialogStore';

const openQuoteDialog = () => quoteDialogStore.getState().open();

/**
 * What blocks receive from the app instead of importing stores: how a quote button opens the quote
 * dialog. Around the app, every test and story, and every island of a static page (on the server
 * and in the browser), so an island hydrates with the contexts it was rendered with.
 */
export function AppContexts({ children }: { children: ReactNode }) {
  return <QuoteRequestContext.Provider value={openQuoteDialog}>{children}</QuoteRequestContext.Provider>;
}
