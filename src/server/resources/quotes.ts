import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { QuoteRequestSchema } from '../../schemas/quote';
import type { AppEnv, Deps } from '../context';
import { files, quotes } from '../db/schema';
import { detectAny } from '../files/kinds';
import { readMultipart } from '../files/multipart';
import { commitUpload, type CommittedFile } from '../files/persist';
import { validationError } from '../http/errors';

export const MAX_QUOTE_FILE_BYTES = 10 * 1024 * 1024;

/** /api/request-quote: the modal and region quote forms, with an optional attachment of any type. */
export function quoteRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', deps.submissionLimit('request-quote'), async (c) => {
    const upload = await readMultipart(c, deps.files, {
      fileField: 'file',
      maxFileBytes: MAX_QUOTE_FILE_BYTES,
      maxFileLabel: '10 MB',
    });
    const { fields, file } = upload;
    let committed: CommittedFile | undefined;
    let stored = false;
    try {
      const parsed = QuoteRequestSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error);
      const quote = parsed.data;
      if (file) committed = await commitUpload(deps, file, 'quote', await detectAny(file.tempPath, file.declaredType));
      const id = randomUUID();
      await deps.db.transaction(async (tx) => {
        if (committed) await tx.insert(files).values(committed.row);
        await tx.insert(quotes).values({ id, ...quote, fileId: committed?.row.id ?? null });
      });
      stored = true;
      deps.notifier.notify({
        subject: `Quote request from ${quote.fullName} (${quote.companyName})`,
        replyTo: quote.email,
        lines: [
          ['Form', quote.region],
          ['Full name', quote.fullName],
          ['Email', quote.email],
          ['Phone', quote.phone],
          ['Company', quote.companyName],
          ['Company size', quote.size],
          ['Contact method', quote.contactMethod],
          ['Service', quote.services],
          ['Budget', quote.budget],
          ['Deadline', quote.deadline],
          ['Heard of us through', quote.source],
          ['Description', quote.description],
          ['Additional details', quote.additionalDetails],
        ],
        attachment: committed && {
          path: committed.path,
          filename: committed.row.originalName,
          contentType: committed.row.mime,
        },
      });
      return c.json({ id, message: 'Your quote request has been submitted successfully!' }, 201);
    } catch (error) {
      // Once the row is stored its file stays; before that, nothing of this request is kept.
      if (committed && !stored) await deps.files.remove(committed.path);
      throw error;
    } finally {
      await upload.dispose();
    }
  });
}
