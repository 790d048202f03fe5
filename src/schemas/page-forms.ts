/**
 * The visitor's forms as plain HTML forms, shared by the server that answers their posts and the
 * components that render them: which forms there are, the hidden fields every one carries, and what
 * the server hands the page's renderer after a post (a Postback).
 */

/**
 * The forms a visitor can send with no script at all: each content page's form (named as its slot)
 * and the quote dialog's. Each posts to the address of the page that holds it (the dialog to
 * QUOTE_DIALOG_ACTION), and the server answers as a web page.
 */
export const PAGE_FORMS = ['contact-form', 'career-form', 'quote-form-uk', 'quote-form-nepal', 'quote-dialog'] as const;
export type PageForm = (typeof PAGE_FORMS)[number];

/** Forms that lead into the administration app, which needs JavaScript: a post without it is told so. */
export const SCRIPT_FORMS = ['login-form', 'register-form'] as const;
export type ScriptForm = (typeof SCRIPT_FORMS)[number];

export const isPageForm = (name: string): name is PageForm => (PAGE_FORMS as readonly string[]).includes(name);
export const isScriptForm = (name: string): name is ScriptForm => (SCRIPT_FORMS as readonly string[]).includes(name);

/**
 * Where the quote dialog's form posts: the site's quote page, which shows the dialog open with the
 * server's messages when the post is refused. The dialog is in every page; its no-script answer
 * has one address.
 */
export const QUOTE_DIALOG_ACTION = '/quote';

/**
 * The hidden fields beside a form's own (optional for the JSON and multipart API, whose contract
 * they do not change): a honeypot no person fills (hidden from sight and from assistive
 * technology), the server's signed stamp of when the page was served, and the token of a file the
 * server kept from a refused post.
 */
export const GUARD_FIELDS = { honeypot: 'website', stamp: 'stamp', heldFile: 'heldFile' } as const;

/**
 * What a prerendered page holds where the stamp goes: the server puts a fresh signed stamp in its
 * place each time it serves the page (server/http/document.ts). A form whose stamp is still this
 * was served by something else (a static host), or is a component outside a page (Storybook).
 */
export const FORM_STAMP_PLACEHOLDER = 'stamp-placeholder-00000000';

/** A file the server kept from a refused post, as the form shows it ('File selected: <name>') and sends it back. */
export interface HeldFile {
  token: string;
  name: string;
}

/**
 * What the server hands the renderer after a form was posted to a page: the form refused
 * ('invalid': every value as typed, the server's message beside each field and a message for the
 * whole form), or its confirmation ('sent', the page the post redirected to). The form renders
 * from it exactly as its island then hydrates.
 */
export interface Postback {
  form: PageForm | ScriptForm;
  outcome: 'invalid' | 'sent';
  /** What was typed, by field name. */
  values: Record<string, string>;
  /** The server's message for each field it refused, by field name. */
  errors: Record<string, string>;
  /** A message for the whole form (too many requests, the server could not store the file), or null. */
  message: string | null;
  /** A file the server kept for the next post of the form, or null. */
  file: HeldFile | null;
  /**
   * The stamp the refused post carried, when the server signed it: the form goes back with it, so a
   * visitor who corrects one field and sends again at once is not taken for a bot.
   */
  stamp?: string;
}

/** The confirmation address a post of `form` to `path` redirects to (303): the page with the form's name. */
export const confirmationHref = (path: string, form: PageForm) => `${path}?sent=${form}`;
