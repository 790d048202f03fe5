import { create } from 'zustand';

interface QuoteDialogState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

const initial = { opened: false };

/** Whether the full-screen quote dialog is open; every 'Request a quote' button opens it. */
export const useQuoteDialog = create<QuoteDialogState>()((set) => ({
  ...initial,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));

/** Back to the initial state, for tests. */
export const resetQuoteDialog = () => useQuoteDialog.setState(initial);
