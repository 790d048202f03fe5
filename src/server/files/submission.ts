import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Deps } from '../context';
import type { Db } from '../db/client';
import { files } from '../db/schema';
import { ApiError, validationError } from '../http/errors';
import type { Notification } from '../notify/mailer';
import { displayFileName } from './display-name';
import type { DetectedType } from './kinds';
import { readMultipart } from './multipart';
import { commitUpload, type CommittedFile } from './persist';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SubmissionSpec<S extends z.ZodType<object>> {
  /** The form's fields, as the shared schema checks them. */
  schema: S;
  file: {
    /** The multipart part that carries it. */
    field: string;
    kind: 'quote' | 'cv';
    maxBytes: number;
    /** The message for a missing file, when one is required. */
    required?: string;
    /** The file's type by its content, or null when that type is refused (415 with `refused`). */
    detect(path: string, declaredType: string): Promise<DetectedType | null>;
    refused?: string;
  };
  /** Stores the submission in the transaction that stores its file; returns its id. */
  insert(tx: Tx, values: z.output<S>, fileId: string | null): Promise<string>;
  /** The mail to the company, sent after the answer. */
  notify(values: z.output<S>): Omit<Notification, 'attachment'>;
}

/**
 * One pipeline for the public forms that carry a file (quote requests, job applications): the
 * streamed multipart body, the shared schema, the file's type by content, then the file moved into
 * place and the row inserted together, so a row never points at a missing file and a refused
 * request leaves nothing behind. Resolves with the new id.
 */
export async function acceptSubmission<S extends z.ZodType<object>>(
  c: Context<AppEnv>,
  deps: Deps,
  spec: SubmissionSpec<S>,
): Promise<string> {
  const { field, required } = spec.file;
  const upload = await readMultipart(c, deps.files, { fileField: field, maxFileBytes: spec.file.maxBytes });
  let committed: CommittedFile | undefined;
  let stored = false;
  try {
    const parsed = spec.schema.safeParse(upload.fields);
    if (!parsed.success) {
      const error = validationError(parsed.error);
      if (upload.file || !required || !error.fields) throw error;
      // Name the missing file along with the other fields, so the visitor fixes everything at once.
      const all = { ...error.fields, [field]: required };
      throw new ApiError(400, `Please check these fields: ${Object.keys(all).join(', ')}`, all);
    }
    if (!upload.file && required) throw new ApiError(400, `Please check this field: ${field}`, { [field]: required });
    if (upload.file) {
      const type = await spec.file.detect(upload.file.tempPath, upload.file.declaredType);
      if (!type) {
        const refused = spec.file.refused ?? 'This type of file is not accepted';
        throw new ApiError(415, refused, { [field]: refused });
      }
      committed = await commitUpload(deps, upload.file, spec.file.kind, type, { signal: c.var.inflight.signal });
    }
    const fileRow = committed?.row;
    const id = await deps.db.transaction(async (tx) => {
      if (fileRow) await tx.insert(files).values(fileRow);
      return spec.insert(tx, parsed.data, fileRow?.id ?? null);
    });
    stored = true;
    deps.notifier.notify({
      ...spec.notify(parsed.data),
      attachment: committed && storedAttachment(deps, committed.row),
    });
    return id;
  } catch (error) {
    // Once the row is stored its file stays; before that, nothing of this request is kept.
    if (committed && !stored) await deps.files.remove(committed.row.storedName);
    throw error;
  } finally {
    await upload.dispose();
  }
}

/** The stored file as a mail attachment, read from storage when the mail is sent. */
function storedAttachment(deps: Deps, row: CommittedFile['row']): NonNullable<Notification['attachment']> {
  return {
    filename: displayFileName(row.originalName),
    contentType: row.mime,
    async content() {
      const stored = await deps.files.get(row.storedName);
      if (!stored) throw new Error(`the stored file ${row.storedName} is gone`);
      return stored.body;
    },
  };
}
