import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { preparedIfAny, provided } from './provided';

const run = promisify(execFile);

/**
 * With DATABASE_URL (npm run test:api:pg), a fresh PostgreSQL database on that server for one test
 * file or server process, dropped afterwards; without it, nothing (the embedded database lives in
 * DATA_DIR). A database each, not a schema each: the generated migrations name the public schema.
 * Each is a copy of the run's migrated template (./database-template.ts).
 */
export async function testDatabase(prefix: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL || undefined;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `${prefix.replace(/\W/g, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  const template = await provided('postgresTemplate');
  await admin(server, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      await admin(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * Puts a copy of the run's migrated embedded database (./database-template.ts) in `dataDir`, unless
 * it has one already (a restart). The system's cp copies its 1,200 files in a fifth of the time
 * fs.cp takes. A benchmark started by itself has no run's template: its server creates the
 * database at its first start, as `npm start` does on an empty DATA_DIR.
 */
export async function seedEmbeddedDatabase(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  const template = await preparedIfAny('pgliteTemplate');
  if (existsSync(target) || template === undefined) return;
  await mkdir(dataDir, { recursive: true });
  await run('cp', ['-R', path.join(template, 'pglite'), target]);
}

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
