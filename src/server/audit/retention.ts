import { sql } from 'drizzle-orm';
import type { Deps } from '../context';
import type { Db } from '../db/client';
import { startSweeper, type Sweeper } from '../runtime/sweeper';
import { AUDIT_KEEP_DAYS } from './log';

/** How often the log is swept: a row outlives its 400 days by at most this. */
const AUDIT_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;
/** Rows deleted per statement, so the first sweep of a busy year holds no long lock. */
const BATCH = 5000;

/**
 * Deletes the rows older than AUDIT_KEEP_DAYS by the server's clock, and never younger ones than
 * the database's own clock allows: its trigger (migration 0013) refuses those by real time, and one
 * refusal would undo the whole statement, so a server clock ahead of the database's keeps the
 * database's. Instances sweeping together delete each row once. Returns how many went.
 */
export async function sweepAuditLog(db: Pick<Db, 'execute'>, now: Date): Promise<number> {
  let gone = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM audit_log WHERE id IN (
        SELECT id FROM audit_log
        WHERE at < LEAST(${now.toISOString()}::timestamptz, now()) - make_interval(days => ${AUDIT_KEEP_DAYS})
        LIMIT ${BATCH}
      )`);
    const deleted = affected(result);
    gone += deleted;
    if (deleted < BATCH) return gone;
  }
}

/** Rows a DELETE touched, as node-postgres and PGlite each report it. */
function affected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Sweeps now and every AUDIT_SWEEP_EVERY_MS until stopped; a failed sweep is logged and tried again next time. */
export function startAuditSweeper(deps: Pick<Deps, 'db' | 'logger' | 'options'>): Sweeper {
  return startSweeper({
    name: 'the sweep of the audit log',
    everyMs: AUDIT_SWEEP_EVERY_MS,
    logger: deps.logger,
    failed: 'sweeping the audit log failed',
    async sweep() {
      const gone = await sweepAuditLog(deps.db, new Date(deps.options.clock.now()));
      if (gone > 0) deps.logger.info({ rows: gone }, `audit log rows older than ${AUDIT_KEEP_DAYS} days deleted`);
    },
  });
}
