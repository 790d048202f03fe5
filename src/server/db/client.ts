import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadMigrations, migrate, type MigrationRunner } from './migrate';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one query interface the routes use, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  engine: Engine;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Where PGlite keeps its files (used when no databaseUrl). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); lets test runs share one database. */
  databaseSchema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrations = await loadMigrations();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databaseSchema, migrations);
  return openPglite(options.dataDir, migrations);
}

/**
 * PostgreSQL's default 128 MB of shared buffers is sized for a server of its own; the embedded
 * database shares the process with the site, and its data (posts, submissions) is small. With
 * 16 MB an idle server holds about 130 MB less.
 */
const PGLITE_CONFIG = ['shared_buffers = 16MB'];

/**
 * The embedded database in DATA_DIR/pglite. PGlite is a single-process database: the caller holds
 * the DATA_DIR lock (db/lock.ts) while it is open.
 */
async function openPglite(dataDir: string, migrations: Awaited<ReturnType<typeof loadMigrations>>): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  const creating = !existsSync(path.join(dir, 'PG_VERSION'));
  const open = async () => {
    try {
      return await PGlite.create({ dataDir: dir, postgresqlconf: PGLITE_CONFIG });
    } catch (error) {
      throw new DamagedDatabaseError(dir, error);
    }
  };
  let client = await open();
  try {
    await migrate(pgliteRunner(client), migrations);
    if (creating) {
      // Creating the database (initdb) leaves some 400 MB of working memory behind in the first
      // client; a client reopened on the finished files starts as lean as on any restart.
      await client.close();
      client = await open();
    }
  } catch (error) {
    if (!client.closed) await client.close();
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    engine: 'pglite',
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

function pgliteRunner(client: PGlite): MigrationRunner {
  return {
    transaction: (fn) =>
      client.transaction((tx) =>
        fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <R>(sql: string, params?: unknown[]) => (await tx.query<R>(sql, params)).rows,
        }),
      ),
  };
}

/** What an operator reads when the embedded database does not open: where, why, and what to do. */
export class DamagedDatabaseError extends Error {
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

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

async function openPostgres(
  url: string,
  schemaName: string | undefined,
  migrations: Awaited<ReturnType<typeof loadMigrations>>,
): Promise<Database> {
  if (schemaName !== undefined && !SCHEMA_NAME.test(schemaName)) {
    throw new Error(`DATABASE_SCHEMA must be lower-case letters, digits and _ (got ${JSON.stringify(schemaName)})`);
  }
  if (schemaName) {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schemaName ? { options: `-c search_path="${schemaName}"` } : {}),
  });
  // An idle connection dropped by the server must not crash the process; the pool reconnects.
  pool.on('error', () => {});
  const runner: MigrationRunner = {
    async transaction(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        const result = await fn({
          exec: async (sql) => {
            await conn.query(sql);
          },
          query: async <R>(sql: string, params?: unknown[]) => (await conn.query(sql, params)).rows as R[],
        });
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        conn.release();
      }
    },
  };
  try {
    await migrate(runner, migrations);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    engine: 'postgresql',
    async close() {
      await pool.end();
    },
  };
}
