import { Notifications } from '@mantine/notifications';
import { QUOTE_DIALOG_ID } from '../../blocks/shared/quoteRequestMarker';
import { useQuoteDialog } from '../../stores/quoteDialog';

/**
 * Where toasts appear: bottom-left, at most 3 visible, hidden after 5000 ms; enter in 225 ms
 * (Mantine uses one duration for both directions, so the intended 195 ms exit is 225 here). While
 * the quote dialog is open they are inside it: a modal dialog makes the rest of the page inert,
 * and a toast there could be seen but neither read out nor closed.
 */
export default function ToastHost() {
  const dialogShown = useQuoteDialog((state) => state.shown);
  const dialog = dialogShown ? document.getElementById(QUOTE_DIALOG_ID) : null;
  return (
    <Notifications
      // A new portal when the place changes (the toasts themselves live in Mantine's store).
      key={dialog ? 'in-dialog' : 'page'}
      portalProps={dialog ? { target: dialog } : undefined}
      position="bottom-left"
      limit={3}
      autoClose={5000}
      transitionDuration={225}
      zIndex={1000}
    />
  );
}
