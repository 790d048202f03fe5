import { createStore } from 'zustand/vanilla';

interface QuoteDialogState {
  /** Asked for: every 'Request a quote' button opens it. */
  opened: boolean;
  /** On screen: its `<dialog>` is open as a modal, the rest of the page inert (features/quote/quoteDialogElement.ts). */
  shown: boolean;
  open: () => void;
  close: () => void;
}

const initial = { opened: false, shown: false };

/**
 * Whether the full-screen quote dialog is open. Vanilla, so a static page's script can open the
 * dialog in its HTML without React (src/app/entry-static.ts).
 */
export const quoteDialogStore = createStore<QuoteDialogState>()((set) => ({
  ...initial,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));

/** Back to the initial state, for tests. */
export const resetQuoteDialog = () => quoteDialogStore.setState(initial);
