import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * A small migrator for the hand-written SQL files in ./migrations, applied in name order, each in its
 * own transaction, and recorded in schema_migrations. It needs nothing beyond the database driver,
 * so a production start never depends on drizzle-kit.
 */

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** What the migrator needs from a driver: run statements inside one transaction. */
export interface MigrationRunner {
  /** Runs fn inside a transaction; exec may hold several statements, query returns rows. */
  transaction<T>(fn: (tx: MigrationTx) => Promise<T>): Promise<T>;
}
export interface MigrationTx {
  exec(sql: string): Promise<void>;
  query<R>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface Migration {
  name: string;
  sql: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(new URL(name, `file://${dir}`), 'utf8') })));
}

/** Applies the migrations that are not yet recorded; returns the names applied now. */
export async function migrate(runner: MigrationRunner, migrations: Migration[]): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await runner.transaction(async (tx) => {
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      // Serialises concurrent starts on a shared PostgreSQL: the second waits, then sees the row.
      await tx.query('SELECT pg_advisory_xact_lock(727274001)');
      const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations WHERE name = $1', [
        migration.name,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
