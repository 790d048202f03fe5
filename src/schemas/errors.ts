import { z } from 'zod';

/** The one error shape of the API: a message a person can read, per-field messages on a 400. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * On some 403s, what to do about it: `NOT_PERMITTED` (the account's role cannot do this) or
   * `REAUTHENTICATE` (prove who you are again, then retry).
   */
  code: z.string().optional(),
  /** On a 500: the id of the request in the server's log, for a report to quote. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.output<typeof ErrorBodySchema>;

/** How a size limit reads in messages: 10485760 -> '10 MB'. */
export function sizeLabel(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
