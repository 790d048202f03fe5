import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { INBOX_KINDS, type InboxKind } from '../../schemas/inbox';
import type { Deps } from '../context';
import { startSweeper, type Sweeper } from '../runtime/sweeper';
import { forgetExpiredSpamProofs } from '../security/proof-of-work';
import { applications, contacts, files, mailOutbox, quotes, webhookDeliveries } from '../db/schema';
import { forgetEntries } from '../enquiries/entries';

/** How often the submissions are swept: one outlives its retention by at most a day. */
const SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
/** Submissions deleted per transaction, so the first sweep of a busy archive holds no long lock. */
const BATCH = 500;
/** The advisory lock of the sweep on PostgreSQL: one instance sweeps, the others find it taken and leave it. */
const SWEEP_LOCK = 0x5e7e_4a11;

const tables = { quotes, contacts, applications } as const;

/**
 * Deletes the submissions older than `retentionDays` (RETENTION_DAYS, 730 by default), each with
 * its mail, its notes and replies, its webhook deliveries and its file: the rows in one transaction per batch, then the stored files, so a file
 * is never gone while its row is there (a crash between leaves a file nothing names, never a row
 * naming no file). On PostgreSQL one instance sweeps at a time (an advisory lock; the others skip
 * the round). Returns how many submissions and files went.
 */
async function sweepSubmissions(
  deps: Pick<Deps, 'db' | 'files' | 'engine'>,
  retentionDays: number,
  now: Date,
): Promise<{ submissions: number; files: number }> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const gone = { submissions: 0, files: 0 };
  for (const kind of INBOX_KINDS) {
    for (;;) {
      const batch = await deleteBatch(deps, kind, cutoff);
      if (batch === null) return gone;
      for (const name of batch.storedNames) await deps.files.remove(name);
      gone.submissions += batch.ids;
      gone.files += batch.storedNames.length;
      if (batch.ids < BATCH) break;
    }
  }
  return gone;
}

/** One batch of `kind`'s old submissions gone with their mails and file rows; null when another instance is sweeping. */
async function deleteBatch(deps: Pick<Deps, 'db' | 'engine'>, kind: InboxKind, cutoff: Date) {
  const table = tables[kind];
  return deps.db.transaction(async (tx) => {
    if (deps.engine === 'postgresql') {
      const locked = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS locked`)) as {
        rows: Array<{ locked: boolean }>;
      };
      if (!locked.rows[0]?.locked) return null;
    }
    const old = tx.select({ id: table.id }).from(table).where(lt(table.createdAt, cutoff)).limit(BATCH);
    const deleted = await tx
      .delete(table)
      .where(inArray(table.id, old))
      .returning({ id: table.id, fileId: 'fileId' in table ? table.fileId : sql<null>`null` });
    const ids = deleted.map((row) => row.id);
    const fileIds = deleted.flatMap((row) => (row.fileId ? [row.fileId] : []));
    if (ids.length > 0) {
      // Their mails, the team's notes and replies, and webhook deliveries hold what the visitor wrote: they go too.
      await tx.delete(mailOutbox).where(and(eq(mailOutbox.submissionKind, kind), inArray(mailOutbox.submissionId, ids)));
      const replyMails = await forgetEntries(tx, kind, ids);
      if (replyMails.length > 0) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, replyMails));
      await tx
        .delete(webhookDeliveries)
        .where(and(eq(webhookDeliveries.submissionKind, kind), inArray(webhookDeliveries.submissionId, ids)));
    }
    const removed =
      fileIds.length > 0
        ? await tx.delete(files).where(inArray(files.id, fileIds)).returning({ storedName: files.storedName })
        : [];
    return { ids: ids.length, storedNames: removed.map((row) => row.storedName) };
  });
}

/**
 * The planner's statistics of the site's own tables. A bare ANALYZE reads every system catalogue
 * too, for statistics nothing of ours plans with: 140 ms against 4 on a new site, at every start.
 */
async function analyzeSiteTables(db: Deps['db']): Promise<void> {
  const { rows } = (await db.execute<{ name: string }>(
    sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  )) as { rows: Array<{ name: string }> };
  if (rows.length > 0) await db.execute(sql.raw(`ANALYZE ${rows.map((row) => row.name).join(', ')}`));
}

/**
 * Sweeps at start and daily until stopped; a failed sweep is logged and tried again next time.
 * After each sweep the embedded database refreshes its planner's statistics (ANALYZE): PostgreSQL's
 * autovacuum does that itself, PGlite runs no background work, and without them a large inbox's
 * queries (the CSV export's batches) are planned as if its tables were empty.
 */
export function startRetentionSweeper(deps: Pick<Deps, 'db' | 'files' | 'engine' | 'logger' | 'options'>): Sweeper {
  const { retentionDays, clock } = deps.options;
  return startSweeper({
    name: 'the sweep of old submissions',
    everyMs: SWEEP_EVERY_MS,
    logger: deps.logger,
    failed: 'sweeping old submissions failed; trying again at the next sweep',
    async sweep() {
      const gone = await sweepSubmissions(deps, retentionDays, new Date(clock.now()));
      if (gone.submissions > 0)
        deps.logger.info(gone, `submissions older than ${retentionDays} days deleted with their files (RETENTION_DAYS)`);
      // Solutions of expired challenges: refused for their expiry anyway, so their record of use goes too.
      await forgetExpiredSpamProofs(deps.db, new Date(clock.now()));
      if (deps.engine === 'pglite') await analyzeSiteTables(deps.db);
    },
  });
}
