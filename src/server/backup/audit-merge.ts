import { existsSync } from 'node:fs';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { appendAudit, SERVER_ACTORS } from '../audit/log';
import { openDatabase, openPgliteFiles } from '../db/client';
import { auditLog } from '../db/schema';
import type { Db } from '../db/types';

const BATCH = 1000;

type Row = typeof auditLog.$inferSelect;
type Stored = {
  id: string | number;
  at: string | Date;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target: string;
  ip: string;
};

/**
 * Restoring must not rewind the audit log: the rows the site wrote since the archive was taken
 * (who downloaded it, who signed in since) are copied from the database being replaced into the
 * restored one, `restored`, before it takes its place. A row already there (the same id at the
 * same time: the two share that history) is skipped; one whose id the restored database gave to
 * another row (an archive of another site) gets a new id. The database being replaced is read,
 * never changed, and a DATA_DIR without one, or one older than the log, has nothing to add.
 * Returns how many rows were copied.
 */
export async function keepAuditLogThroughRestore(restored: Db, dataDir: string): Promise<number> {
  const dir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) return 0;
  const current = await openPgliteFiles({ dataDir: dir });
  try {
    const exists = await current.query<{ table: string | null }>(`select to_regclass('public.audit_log')::text as "table"`);
    if (!exists.rows[0]?.table) return 0;
    let copied = 0;
    let after = 0;
    for (;;) {
      const { rows } = await current.query<Stored>(
        'select id, at, actor_id, actor_name, action, target, ip from audit_log where id > $1 order by id limit $2',
        [after, BATCH],
      );
      if (rows.length === 0) break;
      after = Number(rows.at(-1)?.id);
      copied += await copyBatch(restored, rows.map(toRow));
    }
    return copied;
  } finally {
    await current.close();
  }
}

function toRow(stored: Stored): Row {
  return {
    id: Number(stored.id),
    at: new Date(stored.at),
    actorId: stored.actor_id,
    actorName: stored.actor_name,
    action: stored.action,
    target: stored.target,
    ip: stored.ip,
  };
}

async function copyBatch(restored: Db, rows: Row[]): Promise<number> {
  const present = await restored
    .select({ id: auditLog.id, at: auditLog.at })
    .from(auditLog)
    .where(
      inArray(
        auditLog.id,
        rows.map((row) => row.id),
      ),
    );
  const atOf = new Map(present.map((row) => [row.id, row.at.getTime()]));
  const missing = rows.filter((row) => atOf.get(row.id) !== row.at.getTime());
  const keepingId = missing.filter((row) => !atOf.has(row.id));
  const renumbered = missing.filter((row) => atOf.has(row.id)).map(({ id: _id, ...row }) => row);
  if (keepingId.length > 0) {
    await restored.insert(auditLog).values(keepingId);
    // The ids given by hand are past the sequence: new rows must not be handed one of them.
    await restored.execute(sql`SELECT setval(pg_get_serial_sequence('audit_log', 'id'), (SELECT max(id) FROM audit_log))`);
  }
  if (renumbered.length > 0) await restored.insert(auditLog).values(renumbered);
  return missing.length;
}

/** The restore's own row, in the restored database (written by the operator at the shell). */
export async function recordRestore(db: Pick<Db, 'insert'>, archive: string, takenAt: string): Promise<void> {
  await appendAudit(db, {
    actor: SERVER_ACTORS.shell,
    action: 'backup.restored',
    target: `${path.basename(archive)} (taken ${takenAt})`,
  });
}

/**
 * For an archive of stored files alone (a site on PostgreSQL, whose database pg_restore brings
 * back): the row goes into the site's database as it stands. Nothing is opened, or created, where
 * there is no database yet.
 */
export async function recordFilesRestore(
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string },
  archive: string,
  takenAt: string,
): Promise<boolean> {
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) return false;
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    await recordRestore(database.db, archive, takenAt);
    return true;
  } finally {
    await database.close();
  }
}
