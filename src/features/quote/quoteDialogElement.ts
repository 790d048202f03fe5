import { quoteDialogStore } from '../../stores/quoteDialogStore';

/**
 * Keeps the quote dialog's `<dialog>` element and its store in step: opening the store shows the
 * dialog as a modal (the browser then makes the page behind it inert, moves focus in and closes
 * it on Escape), and the dialog closing however it closes (Escape, its close button, a
 * submission) closes the store. `onShown` runs after each opening. Used by the page's script on a
 * static page and by the dialog's own effect in the app; returns what undoes it.
 */
export function bindQuoteDialog(dialog: HTMLDialogElement, onShown?: (dialog: HTMLDialogElement) => void): () => void {
  const shown = () => {
    quoteDialogStore.setState({ opened: true, shown: true });
    onShown?.(dialog);
  };
  const sync = (opened: boolean) => {
    if (opened && !dialog.open) {
      dialog.showModal();
      shown();
    } else if (!opened && dialog.open) {
      dialog.close();
      // At once: the close event comes a task later, and toasts shown meanwhile belong on the page.
      quoteDialogStore.setState({ shown: false });
    }
  };
  // Opened by the browser itself (a button's command), before this script's store heard of it.
  const opened = () => {
    if (dialog.open && !quoteDialogStore.getState().shown) shown();
  };
  const closed = () => quoteDialogStore.setState({ opened: false, shown: false });
  dialog.addEventListener('close', closed);
  dialog.addEventListener('toggle', opened);
  const unsubscribe = quoteDialogStore.subscribe((state) => sync(state.opened));
  sync(quoteDialogStore.getState().opened);
  opened();
  return () => {
    unsubscribe();
    dialog.removeEventListener('close', closed);
    dialog.removeEventListener('toggle', opened);
  };
}
