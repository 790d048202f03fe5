import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { MAX_QUOTE_FILE_BYTES, QuoteRequestSchema } from '../../schemas/quote';
import type { AppEnv, Deps } from '../context';
import { quotes } from '../db/schema';
import { detectAny } from '../files/kinds';
import { acceptSubmission } from '../files/submission';

/** /api/request-quote: the modal and region quote forms, with an optional attachment of any type. */
export function quoteRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', deps.submissionLimit('request-quote'), async (c) => {
    const id = await acceptSubmission(c, deps, {
      schema: QuoteRequestSchema,
      file: { field: 'file', kind: 'quote', maxBytes: MAX_QUOTE_FILE_BYTES, detect: detectAny },
      insert: async (tx, quote, fileId) => {
        const id = randomUUID();
        await tx.insert(quotes).values({ id, ...quote, fileId });
        return id;
      },
      notify: (quote) => ({
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
      }),
    });
    return c.json({ id, message: 'Your quote request has been submitted successfully!' }, 201);
  });
}
