/**
 * Marks a 'Request a quote' button. On a static page the button is plain HTML and the page's one
 * script opens the quote dialog for any click inside such an element (src/app/entry-static.ts);
 * kept apart from React so that script stays small.
 */
export const QUOTE_REQUEST_ATTRIBUTE = 'data-quote-request';

/** The id of the quote dialog's `<dialog>` element, prerendered at the end of every static page. */
export const QUOTE_DIALOG_ID = 'quote-dialog';

/**
 * What makes a button open the quote dialog in HTML itself (invoker commands): with JavaScript
 * blocked the browser opens it; with it, the page's script has opened it already and the command
 * finds it open.
 */
export const QUOTE_DIALOG_COMMAND = { commandfor: QUOTE_DIALOG_ID, command: 'show-modal' } as const;
