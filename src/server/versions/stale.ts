import type { Context } from 'hono';

/**
 * A write based on a version that is no longer the document's (a post, a page, the site's
 * settings): refused, never merged or overwritten. `current` is the document as it stands, in the
 * shape its API answers it, so the editor can show it and let the person choose.
 */
export class StaleVersion extends Error {
  override name = 'StaleVersion';
  constructor(
    message: string,
    readonly current: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The one answer to a stale write, for every document: 409 `{ error, current }` (docs/api.md). */
export const staleAnswer = (c: Context, error: StaleVersion) => c.json({ error: error.message, current: error.current }, 409);
