import { QUOTE_REQUEST_ATTRIBUTE } from '../../blocks/shared/quoteRequestMarker';
import { closeEnclosingPopover } from '../../lib/popover';
import { quoteDialogStore } from '../../stores/quoteDialogStore';

/**
 * Every 'Request a quote' button of `root`, present and future, opens the quote dialog: one click
 * listener for the whole document, so the buttons carry no handler and a static page and the app
 * answer them alike (src/app/entry-static.ts, src/app/AppLayout.tsx). A button inside the phone
 * menu closes the menu first. Returns what undoes it.
 */
export function bindQuoteRequests(root: Document | HTMLElement): () => void {
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${QUOTE_REQUEST_ATTRIBUTE}]`) : null;
    if (!button) return;
    closeEnclosingPopover(button);
    quoteDialogStore.getState().open();
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
