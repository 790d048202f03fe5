import { createContext, useContext, useState } from 'react';
import {
  FORM_STAMP_PLACEHOLDER,
  GUARD_FIELDS,
  QUOTE_DIALOG_ACTION,
  type HeldFile,
  type PageForm,
  type Postback,
  type ScriptForm,
} from '../../schemas/page-forms';
import { useCurrentPath } from '../../ui/SiteLink';

/**
 * The answer the server rendered the page with after a form was posted to it without script
 * (server/pages/forms.ts), or null on an ordinary render. The page's slot and the quote dialog
 * hand it to their form as a prop, so the form's island hydrates from the same state.
 */
export const PostbackContext = createContext<Postback | null>(null);

/** The page's postback when it is `form`'s. */
export function usePostback(form: PageForm | ScriptForm): Postback | undefined {
  const postback = useContext(PostbackContext);
  return postback?.form === form ? postback : undefined;
}

/** A field's id in a page form: unique on the page (the dialog and a region form have the same fields), and the error summary's link target. */
export const fieldId = (form: PageForm, field: string) => `${form}-${field}`;

/**
 * What makes a form a form without script: it posts to the address of the page that holds it (the
 * dialog to QUOTE_DIALOG_ACTION), multipart when it can carry a file, and comes back scrolled to
 * itself (the fragment is its section's id, which a redirect keeps).
 */
export function usePageFormProps(form: PageForm, { multipart }: { multipart: boolean }) {
  const path = useCurrentPath();
  const page = form === 'quote-dialog' ? QUOTE_DIALOG_ACTION : path;
  return {
    method: 'post',
    action: `${page}#${form}`,
    ...(multipart ? { encType: 'multipart/form-data' } : {}),
  } as const;
}

/** The offscreen box of the honeypot: out of sight, out of the tab order and of the accessibility tree. */
const offscreen = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * The hidden fields every page form carries (schemas/page-forms.ts): the stamp the server fills in
 * when it serves the page (or the one a refused post carried, which the page keeps), and the
 * honeypot that people never see and bots fill in. First in the form, so a multipart body has them
 * before its file.
 */
export function FormGuards({ postback }: { postback?: Postback }) {
  const stamp = useServedStamp(postback);
  return (
    <>
      <input type="hidden" name={GUARD_FIELDS.stamp} defaultValue={stamp} />
      <div style={offscreen} aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" name={GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

/**
 * The stamp for the form: a refused post's, else the one the server signed into the page when it
 * served it. React hydrating an input sets its default value, which for a hidden input is its value:
 * given the build's placeholder, the island would swap the server's stamp for it, and every post
 * without script after hydration would be taken for a bot's. So a hydrating form reads what the
 * page holds (one stamp per page, in every form of it) before React touches it.
 */
function useServedStamp(postback: Postback | undefined): string {
  const [stamp] = useState(
    () =>
      postback?.stamp ??
      (typeof document === 'undefined'
        ? undefined
        : document.querySelector<HTMLInputElement>(`input[type="hidden"][name="${GUARD_FIELDS.stamp}"]`)?.value) ??
      FORM_STAMP_PLACEHOLDER,
  );
  return stamp;
}

/** Before a chosen or kept file's name, on the careers form (spec section 5) and the quote forms alike. */
export const FILE_SELECTED = 'File selected: ';

/** A file the server kept from a refused post: its token goes back with the form, so it need not be chosen again. */
export function HeldFileField({ held }: { held: HeldFile | null | undefined }) {
  return held ? <input type="hidden" name={GUARD_FIELDS.heldFile} value={held.token} /> : null;
}

/**
 * The guard fields of a form as its island sends them to the API (optional there): the honeypot,
 * and a kept file's token. Not the stamp: the time it checks is for a post without script, where a
 * bot fetches the page and posts at once; a person whose browser fills the form for them can send it
 * within seconds, and a script talking to the API skips the page anyway.
 */
export function guardFieldsOf(form: HTMLFormElement | null): Record<string, string> {
  if (!form) return {};
  const data = new FormData(form);
  const guards: Record<string, string> = {};
  for (const name of [GUARD_FIELDS.honeypot, GUARD_FIELDS.heldFile]) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') guards[name] = value;
  }
  return guards;
}
