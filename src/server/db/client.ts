import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDirLock } from './lock';
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

async function openPglite(dataDir: string, migrations: Awaited<ReturnType<typeof loadMigrations>>): Promise<Database> {
  const dir = path.join(dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  // PGlite is a single-process database: two processes on one directory would corrupt it.
  const lock = await acquireDirLock(path.join(dataDir, 'pglite.lock'));
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: dir });
  } catch (error) {
    await lock.release();
    throw error;
  }
  const runner: MigrationRunner = {
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
  try {
    await migrate(runner, migrations);
  } catch (error) {
    await client.close();
    await lock.release();
    throw error;
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    engine: 'pglite',
    async close() {
      if (!client.closed) await client.close();
      await lock.release();
    },
  };
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
