import type { Context, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { sizeLabel } from '../../schemas/errors';
import { GuardFieldsSchema } from '../../schemas/spam-proof';
import { bodyAnswers, MAX_JSON_BYTES, readJsonObject } from '../http/json-input';
import { describe, jsonRequest, multipartRequest, TAGS } from '../contract/describe';
import { getCookie } from 'hono/cookie';
import type { AppEnv, Deps } from '../context';
import { readMultipart } from '../files/multipart';
import type { FormDefinition } from './forms';
import { OWNER_COOKIE } from './held-files';
import { submit } from './submit';

const SubmittedSchema = z.object({
  /** The stored submission's id. */
  id: z.string(),
  /** The text to show the visitor. */
  message: z.string(),
});

const answers = {
  ...bodyAnswers(MAX_JSON_BYTES),
  201: { description: 'Stored, and mailed to the company unless it looked automated', schema: SubmittedSchema },
};
const fileAnswers = (file: NonNullable<FormDefinition['file']>) => ({
  413: file.tooLarge ?? `The file is larger than ${sizeLabel(file.maxBytes)}, or a field or the form is too large`,
  415: file.refused ?? 'The body is not multipart/form-data',
  507: 'The server has no room to store the file now',
});

/** The OpenAPI description of a form's call, from its schema and its file. */
export function describeSubmission(form: FormDefinition, summary: string): MiddlewareHandler {
  const file = form.file;
  // The form's own fields and the spam guards every post may carry (the proof of work: GET /api/challenge).
  const withGuards = z.intersection(form.schema, GuardFieldsSchema);
  return describe({
    summary,
    description: file
      ? `multipart/form-data with the fields and the part \`${file.field}\` (at most ${sizeLabel(file.maxBytes)}${
          file.required ? ', required' : ', optional'
        }). The fields are limited to 64 KB each and 50 in all.`
      : 'The fields as JSON. Other keys are dropped, never stored.',
    tags: [TAGS.forms],
    requestBody: {
      required: true,
      content: file ? multipartRequest(withGuards, file.field, { required: Boolean(file.required) }) : jsonRequest(withGuards),
    },
    answers: file ? { ...answers, ...fileAnswers(file) } : answers,
  });
}

/**
 * The API's answer to a form (POST /api/contact, /api/request-quote, /api/jobs/apply): its JSON body,
 * or its multipart body when it carries a file, through the one submit() the pages' forms use too;
 * 201 with the new id. A form on a page that the server re-rendered may name a file the server kept
 * (its `heldFile` field), which the browser's owner cookie unlocks here as it does for a page's post.
 */
export async function answerSubmission(c: Context<AppEnv>, deps: Deps, form: FormDefinition) {
  const owner = getCookie(c, OWNER_COOKIE);
  const signal = c.var.inflight.signal;
  const visit = await deps.insights.visit(c);
  let id: string;
  if (!form.file) {
    ({ id } = await submit(deps, form, { fields: await readJsonObject(c), owner, from: 'api', signal, visit }));
  } else {
    const { field, maxBytes, tooLarge } = form.file;
    const upload = await readMultipart(c, deps.files, { fileField: field, maxFileBytes: maxBytes, tooLarge });
    try {
      ({ id } = await submit(deps, form, { fields: upload.fields, file: upload.file, owner, from: 'api', signal, visit }));
    } finally {
      await upload.dispose();
    }
  }
  return c.json({ id, message: form.message }, 201);
}
