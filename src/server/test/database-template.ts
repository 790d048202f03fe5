import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { MIGRATIONS_DIR } from '../db/migrate';
import { admin } from './database';

/*
 * One migrated database for a whole test run, copied for every server a test starts. Creating the
 * embedded database (initdb) and applying the migrations takes some 6 s; copying its files, well
 * under one. The copy is what a new install has once the migrations ran, nothing more: each server
 * still makes its own secrets and first account at its own start. The first start on an empty
 * DATA_DIR stays covered where it is the subject (db/migrate.test.ts, the browser suites' server).
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The migrations and the database engines' versions: another of any is another template. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_DIR, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm'])
    hash.update(pkg).update(readFileSync(path.join(ROOT, 'node_modules', pkg, 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The folder holding a migrated embedded database (its `pglite/`), made once and kept in tmp/ for
 * later runs until a migration changes. Made under another name and renamed into place, so a run
 * that starts meanwhile never copies half of one.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = path.join(ROOT, 'tmp', 'test-templates', `pglite-${templateKey()}`);
  if (existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) return dir;
  await mkdir(path.dirname(dir), { recursive: true });
  const work = `${dir}.${process.pid}`;
  await rm(work, { recursive: true, force: true });
  const database = await openDatabase({ dataDir: work });
  await database.close();
  try {
    await rename(work, dir);
  } catch (error) {
    // Another run put its own in place first: the same migrations, so the same database.
    if (!existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) throw error;
    await rm(work, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A migrated database on the PostgreSQL server of `serverUrl` (npm run test:api:pg) for CREATE
 * DATABASE … TEMPLATE to copy: made once per server and migrations, under another name first.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `template_${templateKey()}`;
  const exists = async () => (await admin(serverUrl, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount === 1;
  if (await exists()) return name;
  const work = `${name}_${process.pid}`;
  await admin(serverUrl, `DROP DATABASE IF EXISTS "${work}" WITH (FORCE)`);
  await admin(serverUrl, `CREATE DATABASE "${work}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${work}`;
  const database = await openDatabase({ dataDir: '', databaseUrl: url.href });
  await database.close();
  try {
    await admin(serverUrl, `ALTER DATABASE "${work}" RENAME TO "${name}"`);
  } catch (error) {
    if (!(await exists())) throw error;
    await admin(serverUrl, `DROP DATABASE IF EXISTS "${work}" WITH (FORCE)`);
  }
  return name;
}
