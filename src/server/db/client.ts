import { existsSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { createLogger, type Logger } from '../logger';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './changes';
import { adoptLegacyJournal, MIGRATIONS_DIR } from './migrate';
import * as schema from './schema';
import type { Db, Engine } from './types';

export type { Db, Engine } from './types';

export interface Database {
  db: Db;
  engine: Engine;
  /** Tells every instance on this database that something changed (db/changes.ts). */
  changes: ChangeFeed;
  close(): Promise<void>;
  /**
   * Embedded database only: its files as one tar (PGlite's dumpDataDir) at a single moment, with the
   * rows `query` reads at that same moment (backup/). Nothing else runs in between.
   */
  snapshot?: (query: string) => Promise<{ tar: Blob; rows: Record<string, unknown>[] }>;
  /** PostgreSQL: the pool's connections now (for /metrics); the embedded database has no pool. */
  poolUse?: () => { total: number; idle: number; waiting: number };
}

export interface DatabaseOptions {
  /** Where PGlite keeps its files (used when no databaseUrl). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** PostgreSQL connections per instance. Default: 10. */
  poolMax?: number;
  /** PostgreSQL: a statement running longer is cancelled. Default: 15 s. */
  statementTimeoutMs?: number;
  logger?: Logger;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options);
  return openPglite(options.dataDir);
}

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; the embedded
 * database shares the process with the site, and its data (posts, submissions) is small. With
 * 16 MB an idle server holds about 130 MB less.
 */
const PGLITE_CONFIG = ['shared_buffers = 16MB'];

/**
 * Opens an embedded database's files with the extensions its schema uses (the search's trigrams):
 * the server, a restore and the audit log's merge all open it so.
 */
export const openPgliteFiles = (options: Omit<PGliteOptions, 'extensions'>) =>
  PGlite.create({ ...options, extensions: { pg_trgm } });

/**
 * The embedded database in DATA_DIR/pglite. PGlite is a single-process database: the caller holds
 * the DATA_DIR lock (db/lock.ts) while it is open.
 */
async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const creating = !existsSync(path.join(dir, 'PG_VERSION'));
  const open = async () => {
    try {
      return await openPgliteFiles({ dataDir: dir, postgresqlconf: PGLITE_CONFIG });
    } catch (error) {
      throw new DamagedDatabaseError(dir, error);
    }
  };
  let client = await open();
  try {
    const db = drizzlePglite({ client, schema });
    await adoptLegacyJournal(db);
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    if (creating) {
      // Creating the database (initdb) leaves some 400 MB of WebAssembly memory behind in the first
      // client; a client reopened on the finished files starts as lean as on any restart. V8 gives
      // the old client's memory back only when it collects it, which an idle server may not do for
      // hours: collect once now.
      await client.close();
      collectGarbage();
      client = await open();
    }
  } catch (error) {
    if (!client.closed) await client.close();
    throw error;
  }
  const changes = localChangeFeed();
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    engine: 'pglite',
    changes,
    // Every PGlite statement waits for an open transaction, so inside this one nothing else runs:
    // the rows and the files are of one moment. The checkpoint writes the data files up to date, so
    // a restore starts without replaying the log (it would be consistent either way).
    snapshot: (query) =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        const { rows } = await tx.query<Record<string, unknown>>(query);
        return { tar: await client.dumpDataDir('none'), rows };
      }),
    async close() {
      await changes.close();
      if (!client.closed) await client.close();
    },
  };
}

/** What an operator reads when the embedded database does not open: where, why, and what to do. */
class DamagedDatabaseError extends Error {
  constructor(dir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `The embedded database in ${dir} could not be opened (${reason}). Its files may be damaged, ` +
        `for example by a full disk. Nothing was changed. Restore DATA_DIR from your latest backup ` +
        `(README, "Backups"), or move ${dir} aside to start with an empty database.`,
      { cause },
    );
    this.name = 'DamagedDatabaseError';
  }
}

/** Serialises migrations when several servers start on one database at once. */
const MIGRATION_LOCK = 727274001;

async function openPostgres({
  databaseUrl: url = '',
  poolMax = 10,
  statementTimeoutMs = 15_000,
  logger,
}: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, statement_timeout: statementTimeoutMs });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  // A connection lost while a request holds it (in a transaction) fails that request's query, and
  // its client emits 'error' too, which pg-pool listens for only while the client is idle: unheard,
  // that error is an uncaught exception and the whole process dies with every request it serves.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error.message }, 'database connection lost while in use'));
  });
  const db = drizzlePg({ client: pool, schema });
  // drizzle's transaction() on a pool sends BEGIN before the try/finally that gives the client back
  // (drizzle-orm#6241, open in 0.45), so a connection lost on BEGIN was never released: the pool
  // shrank by one for good, and closing waited on it. Each transaction runs instead on a client
  // checked out here and always released (pg-pool then drops a broken one).
  // pg-pool hands out the same client objects again: each gets its drizzle once (about 0.15 ms to
  // build with the schema), not once per transaction.
  const onClient = new WeakMap<pg.PoolClient, Pick<typeof db, 'transaction'>>();
  db.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      let bound = onClient.get(client);
      if (!bound) {
        bound = drizzlePg({ client, schema });
        onClient.set(client, bound);
      }
      return await bound.transaction(work, config);
    } finally {
      client.release();
    }
  };
  try {
    // A session lock held on its own connection while the migrator works on the pool: a second
    // server starting at the same moment waits here, then finds nothing left to apply.
    const holder = await pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await adoptLegacyJournal(db);
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      holder.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const changes = postgresChangeFeed(url, logger ?? createLogger('silent'));
  return {
    db: db as unknown as Db,
    engine: 'postgresql',
    changes,
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await changes.close();
      await pool.end();
    },
  };
}

/** A full garbage collection, for the one moment above when a large heap has just been let go. */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
