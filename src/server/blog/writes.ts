import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context';
import { blogs, type BlogRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { findPost } from './posts';
import { StaleVersion, staleAnswer } from '../versions/stale';
import type { SaveContext } from './save';
import type { Executor } from './slugs';

export const POST_NOT_FOUND = 'Blog post not found';

/**
 * Runs `write` in one transaction with the notice to the other instances, then drops this one's
 * caches. Every save that can change what the public sees (a post published, changed, unpublished,
 * deleted, restored) or what the scheduler waits for goes through here, so no cache outlives one.
 * Two writes to posts do not: an autosave (blog/admin-routes.ts), which changes nothing public,
 * and the scheduler's publishing (blog/schedule.ts), which announces in its own transaction.
 */
export async function writePosts<T>(deps: Deps, write: (tx: Executor) => Promise<T>): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    const written = await write(tx);
    await deps.database.changes.announce(tx, 'blogs');
    return written;
  });
  deps.database.changes.changed('blogs');
  return result;
}

/** The post to change, by any of its addresses, locked until the transaction ends so two edits of it queue. */
export async function lockPost(tx: Executor, key: string): Promise<BlogRow> {
  const found = await findPost(tx, key, { publishedOnly: false });
  if (!found) throw new ApiError(404, POST_NOT_FOUND);
  const [row] = await tx.select().from(blogs).where(eq(blogs.id, found.row.id)).for('update');
  if (!row) throw new ApiError(404, POST_NOT_FOUND);
  return row;
}

/** Who saves, and when, for the revision a write records. */
export const saveContext = (c: Context<AppEnv>, deps: Deps): SaveContext => ({
  editor: { id: c.var.user.id, username: c.var.user.username },
  at: new Date(deps.options.clock.now()),
});

/** `save`'s answer, or 409 `{ error, current }` when it was based on a version that is no longer the post's. */
export async function unlessStale(c: Context<AppEnv>, save: () => Promise<Response>): Promise<Response> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error;
    return staleAnswer(c, error);
  }
}
