import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '../context';
import { readMultipart } from '../files/multipart';
import { readJsonObject } from '../http/json-input';
import type { FormDefinition } from './forms';
import { OWNER_COOKIE } from './held-files';
import { submit } from './submit';

/**
 * The API's answer to a form (POST /api/contact, /api/request-quote, /api/jobs/apply): its JSON body,
 * or its multipart body when it carries a file, through the one submit() the pages' forms use too;
 * 201 with the new id. A form on a page that the server re-rendered may name a file the server kept
 * (its `heldFile` field), which the browser's owner cookie unlocks here as it does for a page's post.
 */
export async function answerSubmission(c: Context<AppEnv>, deps: Deps, form: FormDefinition) {
  const owner = getCookie(c, OWNER_COOKIE);
  const signal = c.var.inflight.signal;
  let id: string;
  if (!form.file) {
    ({ id } = await submit(deps, form, { fields: await readJsonObject(c), owner, requireStamp: false, signal }));
  } else {
    const { field, maxBytes, tooLarge } = form.file;
    const upload = await readMultipart(c, deps.files, { fileField: field, maxFileBytes: maxBytes, tooLarge });
    try {
      ({ id } = await submit(deps, form, { fields: upload.fields, file: upload.file, owner, requireStamp: false, signal }));
    } finally {
      await upload.dispose();
    }
  }
  return c.json({ id, message: form.message }, 201);
}
