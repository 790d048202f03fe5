/**
 * Marks a 'Request a quote' button. On a static page the button is plain HTML and the page's one
 * script opens the quote dialog for any click inside such an element (src/app/entry-static.ts);
 * kept apart from React so that script stays small.
 */
export const QUOTE_REQUEST_ATTRIBUTE = 'data-quote-request';
