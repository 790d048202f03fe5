import { createContext, useContext } from 'react';

/**
 * Blocks never import stores: the app passes in what a 'Request a quote' button does (open the
 * quote dialog) through this context, as it passes the slot screens through SlotContext.
 */
export const QuoteRequestContext = createContext<(() => void) | null>(null);

/** Opens the quote dialog; throws outside a QuoteRequestContext provider, as Slot does outside its own. */
export function useQuoteRequest(): () => void {
  const open = useContext(QuoteRequestContext);
  if (!open) throw new Error('A quote button was rendered outside a QuoteRequestContext provider');
  return open;
}
