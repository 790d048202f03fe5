import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * With DATABASE_URL (npm run test:api:pg), a fresh PostgreSQL database on that server for one test
 * file or server process, dropped afterwards; without it, nothing (the embedded database lives in
 * DATA_DIR). A database each, not a schema each: the generated migrations name the public schema.
 */
export async function testDatabase(prefix: string): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const server = process.env.DATABASE_URL || undefined;
  if (!server) return { url: undefined, drop: async () => {} };
  const name = `${prefix.replace(/\W/g, '_').toLowerCase()}_${randomBytes(6).toString('hex')}`;
  await admin(server, `CREATE DATABASE "${name}"`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => admin(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
