import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { confirmationHref, GUARD_FIELDS, isPageForm, isScriptForm, type PageForm, type Postback } from '../../schemas/page-forms';
import type { AppEnv, Deps } from '../context';
import { readMultipart, type MultipartResult } from '../files/multipart';
import { readBody } from '../http/body';
import { sendDocument } from '../http/document';
import { ApiError } from '../http/errors';
import { keptUntilChange } from '../db/kept-until-change';
import { CONTENT_SERVED_TOPIC, CONTENT_TOPIC } from '../content/documents';
import { mediaType } from '../http/json-input';
import { isHttps } from '../security/request-info';
import { fieldNamesOf, pageFormDefinitions, type FormDefinition } from '../submissions/forms';
import { HELD_FOR_MS, newSecret, OWNER_COOKIE } from '../submissions/held-files';
import { SubmissionRefused, submit } from '../submissions/submit';
import type { ContentPage, SiteRenderer } from './renderer';

/** A urlencoded form's body: its text fields, bounded as a JSON body is. */
const MAX_URLENCODED_BYTES = 64 * 1024;

/**
 * The pages' forms answered as web pages, for a browser whose script never ran (blocked, failed to
 * load, not yet arrived): a post to the address of the page that holds a form goes through the same
 * rate limit and submit() as the API call. Accepted: 303 See Other to the page's confirmation, so a
 * reload or Back never sends again. Refused: the same page rendered again with every value as typed,
 * the message beside each field and a summary at the top, with the status the API would answer. A
 * form that leads into the admin app (sign-in, registration) is answered with a page saying it needs
 * JavaScript. Posts to any other address fall through (405 from the static site).
 */
export function pageFormRoutes(
  deps: Deps,
  renderer: SiteRenderer,
  /** The page published on the running site at an address, if any (content/live.ts): its form is the one answered. */
  livePage: (path: string) => Promise<ContentPage | null> = () => Promise.resolve(null),
) {
  /** The page at `path` confirming its form was sent, rendered once until a page is published on the running site. */
  const confirmations = keptUntilChange(deps.database.changes, [CONTENT_TOPIC, CONTENT_SERVED_TOPIC], {
    maxBytes: 2 * 1024 * 1024,
  });
  const confirmation = (path: string) =>
    confirmations.get(path, async () => {
      const form = await formAt(path);
      if (form === null || !isPageForm(form)) throw new Error(`${path} holds no page form to confirm`);
      return page(path, { form, outcome: 'sent', values: {}, errors: {}, message: null, file: null });
    });
  const formAt = async (path: string) => (await renderer.module()).formAt(path, (await livePage(path)) ?? undefined);
  const page = async (path: string, postback: Postback) => {
    const live = (await livePage(path)) ?? undefined;
    return renderer.document((module) => module.render(path, { postback, page: live }));
  };

  return new Hono<AppEnv>()
    .post('*', async (c, next) => {
      const path = c.req.path;
      const form = await formAt(path);
      if (form === null) return next();
      if (isScriptForm(form)) {
        const postback: Postback = { form, outcome: 'invalid', values: {}, errors: {}, message: null, file: null };
        return sendDocument(c, await page(path, postback), 400, { cacheControl: 'no-store' });
      }
      const postback = await answerPost(c, deps, form);
      if (!postback) return c.redirect(confirmationHref(path, form), 303);
      return sendDocument(c, await page(path, postback.postback), postback.status, { cacheControl: 'no-store' });
    })
    .get('*', async (c, next) => {
      const sent = c.req.query('sent');
      if (sent === undefined || !isPageForm(sent) || (await formAt(c.req.path)) !== sent) return next();
      return sendDocument(c, await confirmation(c.req.path));
    });
}

/**
 * Stores a post of `form`, or says how to show the page again: null when it was stored, else the
 * postback and its status. Whatever went wrong (a refused field, a file too large, the rate limit,
 * storage down, a bug), the visitor gets their page back with what they typed, never a stack.
 */
async function answerPost(
  c: Context<AppEnv>,
  deps: Deps,
  name: PageForm,
): Promise<{ postback: Postback; status: ApiError['status'] } | null> {
  const { form, fixed } = pageFormDefinitions[name];
  const owner = getCookie(c, OWNER_COOKIE);
  const holdFor = owner ?? newSecret();
  const received: { fields?: Record<string, string> } = {};
  let upload: MultipartResult | undefined;
  try {
    await deps.countSubmission(form.endpoint, c).catch(async (refusal: unknown) => {
      // Over the limit: only the text is read (no file), so the page can show what was typed.
      await readPost(c, deps, { ...form, file: form.file && { ...form.file, maxBytes: 0 } }, received).then(
        (read) => read.dispose(),
        () => {},
      );
      throw refusal;
    });
    upload = await readPost(c, deps, form, received);
    await submit(deps, form, {
      fields: { ...upload.fields, ...fixed },
      file: upload.file,
      owner,
      from: 'page',
      signal: c.var.inflight.signal,
      holdFor,
      visit: await deps.insights.visit(c),
    });
    return null;
  } catch (error) {
    const refusal = error instanceof ApiError ? error : unexpected(deps, c, error);
    const held = refusal instanceof SubmissionRefused ? refusal.held : null;
    if (held) {
      setCookie(c, OWNER_COOKIE, holdFor, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        maxAge: HELD_FOR_MS / 1000,
        secure: isHttps(c, deps.options.trustProxy),
      });
    }
    if (refusal.headers) for (const [header, value] of Object.entries(refusal.headers)) c.header(header, value);
    const typed = received.fields ?? {};
    // The form's own fields as typed; not what the page decides (the region), whatever the post said.
    const values = Object.fromEntries(
      fieldNamesOf(form).flatMap((field) =>
        typed[field] === undefined || (fixed && field in fixed) ? [] : [[field, typed[field]]],
      ),
    );
    const errors = refusal.fields ?? {};
    const stamp = typed[GUARD_FIELDS.stamp];
    const postback: Postback = {
      form: name,
      outcome: 'invalid',
      values,
      errors,
      message: Object.keys(errors).length > 0 ? null : refusal.message,
      file: held,
      // Only a stamp the server signed goes back into the page.
      ...(stamp && deps.formStamp.issuedAt(stamp) !== null ? { stamp } : {}),
    };
    return { postback, status: refusal.status };
  } finally {
    await upload?.dispose();
  }
}

/** A page form's body: urlencoded (a form without a file) or multipart; its fields are left in `received` whatever happens. */
async function readPost(
  c: Context<AppEnv>,
  deps: Deps,
  form: FormDefinition,
  received: { fields?: Record<string, string> },
): Promise<Pick<MultipartResult, 'fields' | 'file' | 'dispose'>> {
  const type = mediaType(c.req.header('content-type'));
  if (type === 'application/x-www-form-urlencoded') {
    const body = await readBody(c, {
      limit: MAX_URLENCODED_BYTES,
      tooLarge: () => new ApiError(413, 'The form is too large to be read'),
      ...c.var.inflight,
    });
    const fields = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(body.toString('utf8'))) if (!(key in fields)) fields[key] = value;
    received.fields = fields;
    return { fields, dispose: async () => {} };
  }
  if (type === 'multipart/form-data') {
    const file = form.file ?? { field: 'file', maxBytes: 0, tooLarge: 'This form takes no file' };
    return readMultipart(c, deps.files, {
      fileField: file.field,
      maxFileBytes: file.maxBytes,
      tooLarge: file.tooLarge,
      received,
    });
  }
  throw new ApiError(415, 'Send this form as a web page sends it (urlencoded or multipart/form-data)');
}

/** A fault of the server's own while answering a form: logged with the request, told to the visitor in plain words. */
function unexpected(deps: Deps, c: Context<AppEnv>, error: unknown): ApiError {
  deps.logger.error({ method: c.req.method, path: c.req.path, err: error }, 'unhandled error while answering a form');
  return new ApiError(500, 'Something went wrong on our side and your form was not sent. Please try again later.');
}
