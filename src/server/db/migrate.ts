import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

/**
 * The SQL migrations drizzle-kit generates from schema.ts (`npm run db:generate`). drizzle-orm's
 * own migrator applies them at start, on PGlite and PostgreSQL alike, and records them in
 * drizzle.__drizzle_migrations.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Databases created before the migrations were generated recorded the hand-written files in
 * schema_migrations. Their schema is exactly what the generated migrations of the same names
 * create (same tables, constraint names and indexes), so those are recorded as applied in
 * drizzle's journal, once, and the old table goes. Runs inside the caller's transaction or lock.
 */
const LEGACY_NAMES: Record<string, number> = { '0001_initial.sql': 0, '0002_login_throttle_per_address.sql': 1 };

export async function adoptLegacyJournal(db: Db): Promise<void> {
  const [legacy] = rows<{ found: string | null }>(await db.execute(sql`SELECT to_regclass('schema_migrations')::text AS found`));
  if (!legacy?.found) return;
  const applied = rows<{ name: string }>(await db.execute(sql`SELECT name FROM schema_migrations`)).map((row) => row.name);
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
  await db.transaction(async (tx) => {
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
    );
    for (const name of applied) {
      const migration = migrations[LEGACY_NAMES[name] ?? -1];
      if (!migration) throw new Error(`The database records a migration this version does not know: ${name}`);
      await tx.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    await tx.execute(sql`DROP TABLE schema_migrations`);
  });
}

/** Both drivers answer execute() with { rows }. */
function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
