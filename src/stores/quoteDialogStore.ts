import { createStore } from 'zustand/vanilla';

interface QuoteDialogState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

const initial = { opened: false };

/**
 * Whether the full-screen quote dialog is open; every 'Request a quote' button opens it. Vanilla,
 * so a static page can mount the dialog when it opens (src/app/entry-static.ts).
 */
export const quoteDialogStore = createStore<QuoteDialogState>()((set) => ({
  ...initial,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));

/** Back to the initial state, for tests. */
export const resetQuoteDialog = () => quoteDialogStore.setState(initial);
