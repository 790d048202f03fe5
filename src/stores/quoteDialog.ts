import { bindStore } from './bind';
import { quoteDialogStore } from './quoteDialogStore';

export { resetQuoteDialog } from './quoteDialogStore';

/** The quote dialog's state for components: `useQuoteDialog((state) => state.open)`. */
export const useQuoteDialog = bindStore(quoteDialogStore);
