import { and, eq, lte, min, sql } from 'drizzle-orm';
import { appendAudit, SERVER_ACTORS } from '../audit/log';
import { postTarget } from '../audit/posts';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { blogs } from '../db/schema';
import type { Logger } from '../logger';
import { startDueWorker } from '../runtime/due-worker';
import { lastEditor, recordRevision } from './revisions';

/**
 * The longest the scheduler waits between two looks at the database, whatever it expects: should a
 * change notice ever be missed, a post scheduled on another instance still goes out within it.
 */
export const SCHEDULER_MAX_WAIT_MS = 60_000;

export interface Scheduler {
  /** Publishes every scheduled post whose time has come; resolves with how many. */
  publishDue(): Promise<number>;
  /** The first look (at start: a time that fell while the server was down takes effect now). */
  readonly started: Promise<void>;
  /** Resolves once no look is running or queued (tests, after moving their clock). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Scheduled posts go out at their time on every instance, with no request and no restart: each
 * instance keeps one timer, for the next post due, and sets it again whenever any instance writes a
 * post (the change feed, which also calls after its connection comes back) and at least every
 * minute. When it fires, one transaction makes every due post 'published' and announces it, so each
 * instance drops its cached lists, pages, sitemap and feed; of two instances firing at once the
 * second finds nothing left to do (the rows are locked, then no longer scheduled).
 */
export function startScheduler({
  database,
  clock,
  logger,
}: {
  database: Pick<Database, 'db' | 'changes'>;
  clock: Clock;
  logger: Logger;
}): Scheduler {
  const { db, changes } = database;

  const publishDue = async (): Promise<number> => {
    const at = new Date(clock.now());
    const published = await db.transaction(async (tx) => {
      const due = await tx
        .update(blogs)
        .set({ status: 'published', version: sql`${blogs.version} + 1`, updatedAt: at })
        .where(and(eq(blogs.status, 'scheduled'), lte(blogs.publishedDate, at)))
        .returning();
      for (const row of due) {
        // Published in the name of whoever scheduled it.
        const scheduler = await lastEditor(tx, row.id, ['schedule', 'create']);
        await recordRevision(tx, row, 'publish', scheduler ?? { id: row.authorId, username: row.authorUsername }, { at });
        await appendAudit(tx, { actor: SERVER_ACTORS.scheduler, action: 'post.published', target: postTarget(row), at });
      }
      if (due.length > 0) await changes.announce(tx, 'blogs');
      return due;
    });
    if (published.length > 0) {
      logger.info({ posts: published.map((row) => row.slug) }, 'scheduled posts published');
      changes.changed('blogs');
    }
    return published.length;
  };

  /** Publishes what is due, then waits for the next one (or a minute). */
  const worker = startDueWorker({
    name: 'the scheduler',
    clock,
    logger,
    maxWaitMs: SCHEDULER_MAX_WAIT_MS,
    // Publishing is the claim and the work at once: one transaction, nothing left to handle after it.
    claim: async () => {
      await publishDue();
      return [];
    },
    handle: async () => {},
    async nextDue() {
      const [next] = await db
        .select({ at: min(blogs.publishedDate) })
        .from(blogs)
        .where(eq(blogs.status, 'scheduled'));
      return next?.at ? next.at.getTime() - clock.now() : SCHEDULER_MAX_WAIT_MS;
    },
  });
  // A change arriving during a look runs another after it.
  const unsubscribe = changes.subscribe('blogs', () => worker.wake());
  return {
    publishDue,
    started: worker.started,
    idle: () => worker.idle(),
    async stop() {
      unsubscribe();
      await worker.stop();
    },
  };
}
