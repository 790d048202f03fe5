import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, openPgliteFiles } from './client';
import { MIGRATIONS_DIR } from './migrate';
import type { Executor } from './types';
import { findRevision, listRevisions } from '../blog/revisions';
import { findVersion, listVersions, recordVersion } from '../versions/history';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const temporary: string[] = [];
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))));
const tempDir = async (prefix: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

type Row = Record<string, unknown>;

/** A copy of the migrations as they stood before `tag`: what a database made then was migrated with. */
async function migrationsUntil(tag: string): Promise<string> {
  const earlier = await tempDir(`migrations-before-${tag}-`);
  await cp(MIGRATIONS_DIR, earlier, { recursive: true });
  const journalFile = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const until = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(until).toBeGreaterThan(0);
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, until) }));
  return earlier;
}

describe('migrations', () => {
  it(
    'are what drizzle-kit generates from schema.ts: a change to one without the other fails here',
    { timeout: 120_000 },
    async () => {
      const out = await tempDir('migrations-');
      await cp(MIGRATIONS_DIR, out, { recursive: true });
      const before = await readdir(out, { recursive: true });
      const { stdout } = await promisify(execFile)(
        process.execPath,
        // drizzle-kit puts './' before --out, so the folder is given relative to the project.
        [
          path.join(ROOT, 'node_modules/drizzle-kit/bin.cjs'),
          'generate',
          '--dialect',
          'postgresql',
          '--schema',
          'src/server/db/schema.ts',
          '--out',
          path.relative(ROOT, out),
        ],
        { cwd: ROOT },
      );
      expect(
        await readdir(out, { recursive: true }),
        `drizzle-kit generated a migration; run npm run db:generate\n${stdout}`,
      ).toEqual(before);
      expect(stdout).toMatch(/No schema changes/);
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    'adopt a database made by the earlier hand-written migrator and bring it up to date',
    async () => {
      const dataDir = await tempDir('legacy-');
      const legacy = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      // What the earlier migrator left: the initial schema, recorded in its own table.
      const initial = await readFile(path.join(MIGRATIONS_DIR, '0000_initial.sql'), 'utf8');
      for (const statement of initial.split('--> statement-breakpoint')) await legacy.exec(statement);
      await legacy.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO schema_migrations (name) VALUES ('0001_initial.sql');
      INSERT INTO users (id, name, email, username, password_hash, role, created_at) VALUES
        ('u2', 'Second', 'second@example.com', 'Second', 'x', 'admin', '2024-02-01'),
        ('u1', 'Kept', 'kept@example.com', 'Kept', 'x', 'admin', '2024-01-01'),
        ('u3', 'Registered', 'registered@example.com', 'Registered', 'x', 'user', '2024-03-01');
      INSERT INTO blogs (id, title, content, author_username, created_at) VALUES
        ('b1', 'Hello, World', '<p>1</p>', 'Kept', '2024-01-01'), ('b2', 'hello world!', '<p>2</p>', 'Kept', '2024-01-02'),
        ('b3', 'AWS', '<p>3</p>', 'Kept', '2024-01-03'), ('b4', '¿¡!', '<p>4</p>', 'Kept', '2024-01-04');`);
      await legacy.close();

      const database = await openDatabase({ dataDir });
      try {
        const result = (await database.db.execute<Row>(
          "SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM drizzle.__drizzle_migrations)::int AS applied, to_regclass('schema_migrations')::text AS legacy, (SELECT count(*) FROM information_schema.columns WHERE table_name = 'login_failures' AND column_name = 'address')::int AS address",
        )) as { rows: Row[] };
        // The initial migration adopted, and every later one applied.
        const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        expect(result.rows[0]).toEqual({ users: 3, applied: journal.entries.length, legacy: null, address: 1 });
        // The first administrator is the owner, a later one (made by the shell command) an
        // administrator, and an account that open registration made, with no rights, a contributor.
        const roles = (await database.db.execute<Row>('SELECT id, role FROM users ORDER BY id')) as { rows: Row[] };
        expect(roles.rows).toEqual([
          { id: 'u1', role: 'owner' },
          { id: 'u2', role: 'administrator' },
          { id: 'u3', role: 'contributor' },
        ]);
        // Posts written before slugs got one each (numbered, never a built-in article's), published, with history.
        const posts = (await database.db.execute<Row>(
          'SELECT b.id, b.slug, b.status, (SELECT count(*) FROM blog_slugs s WHERE s.blog_id = b.id AND s.slug = b.slug)::int AS history FROM blogs b ORDER BY b.id',
        )) as { rows: Row[] };
        expect(posts.rows).toEqual([
          { id: 'b1', slug: 'hello-world', status: 'published', history: 1 },
          { id: 'b2', slug: 'hello-world-2', status: 'published', history: 1 },
          { id: 'b3', slug: 'aws-2', status: 'published', history: 1 },
          { id: 'b4', slug: 'post', status: 'published', history: 1 },
        ]);
      } finally {
        await database.close();
      }
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    "keep the audit rows written before issue 59, without the visitor's address they named",
    async () => {
      const earlier = await migrationsUntil('0023_audit_without_visitors');

      const client = await openPgliteFiles({});
      try {
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: earlier });
        await client.exec(`INSERT INTO audit_log (at, actor_name, action, target) VALUES
          (now() - interval '3 days', 'Owner', 'submission.not-spam', 'contacts c1 from visitor@example.com'),
          (now() - interval '2 days', 'Owner', 'submission.resent', 'quotes q1 from other.visitor+tag@example.com'),
          (now() - interval '1 day', 'Owner', 'member.invited', 'someone from somewhere@example.com as editor')`);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });

        const { rows } = await client.query<Row>('SELECT action, target FROM audit_log ORDER BY at');
        expect(rows).toEqual([
          { action: 'submission.not-spam', target: 'contacts c1' },
          { action: 'submission.resent', target: 'quotes q1' },
          // Other acts name staff, whom the log is for, and are left as they were.
          { action: 'member.invited', target: 'someone from somewhere@example.com as editor' },
        ]);
        // And the log is append-only again.
        await expect(client.query(`UPDATE audit_log SET target = ''`)).rejects.toThrow(/never changed/);
      } finally {
        await client.close();
      }
    },
  );

  it.runIf(!process.env.DATABASE_URL)(
    "move a post's revisions and the pages' publishes into the one history, each still found by its id",
    async () => {
      const earlier = await migrationsUntil('0025_one_history');
      const client = await openPgliteFiles({});
      try {
        const db = drizzle({ client });
        await migrate(db, { migrationsFolder: earlier });
        await client.exec(`INSERT INTO users (id, name, email, username, password_hash, role) VALUES
            ('u1', 'Asha', 'asha@example.com', 'asha', 'x', 'owner');
          INSERT INTO blogs (id, title, slug, content, author_username, version) VALUES ('b1', 'Second title', 'second-title', '<p>2</p>', 'asha', 2);
          INSERT INTO blog_revisions (id, blog_id, event, status, version, title, content, excerpt, image_url, image_alt,
            meta_title, meta_description, social_image_url, published_date, author_id, author_username, created_at, updated_at) VALUES
            ('r1', 'b1', 'create', 'draft', 1, 'First title', '<p>1</p>', '', '', '', '', '', '', '2026-01-02T03:04:05.678Z', 'u1', 'asha', '2026-01-02', '2026-01-02'),
            ('r2', 'b1', 'update', 'published', 2, 'Second title', '<p>2</p>', 'Short', '/uploads/a.png', 'A', 'Meta', 'Described', '', '2026-01-03T00:00:00.000Z', 'u1', 'asha', '2026-01-03', '2026-01-03');
          INSERT INTO content_history (id, name, at, by_id, by_name, text, version, summary) VALUES
            (7, 'page:about', '2026-02-01', 'u1', 'Asha', '{"a":1}', 'v7', 'Changed the hero'),
            (9, 'site', '2026-02-02', 'gone', 'Removed person', '{"s":1}', 'v9', 'Changed the navigation');`);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
        const history = db as unknown as Executor;

        // The post's revisions, newest first, as the admin lists them, and one whole.
        expect(
          (await listRevisions(history, 'b1')).map(({ id, event, version, title }) => ({ id, event, version, title })),
        ).toEqual([
          { id: 'r2', event: 'update', version: 2, title: 'Second title' },
          { id: 'r1', event: 'create', version: 1, title: 'First title' },
        ]);
        expect(await findRevision(history, 'b1', 'r2')).toMatchObject({
          content: '<p>2</p>',
          excerpt: 'Short',
          imageUrl: '/uploads/a.png',
          metaDescription: 'Described',
          publishedDate: new Date('2026-01-03T00:00:00.000Z'),
          authorUsername: 'asha',
        });
        expect((await findRevision(history, 'b1', 'r1'))?.publishedDate).toEqual(new Date('2026-01-02T03:04:05.678Z'));
        // A page's entry keeps its number; a removed account's name stays without its id.
        expect(await findVersion(history, 'page:about', { seq: 7 })).toMatchObject({
          body: '{"a":1}',
          summary: 'Changed the hero',
        });
        expect(await findVersion(history, 'site', { seq: 9 })).toMatchObject({ authorId: null, authorName: 'Removed person' });
        // A version made after the move comes after every moved one.
        const next = await recordVersion(
          history,
          { document: 'site', event: 'publish', status: 'published', version: 'v10', body: '{}' },
          { id: 'u1', name: 'Asha' },
          new Date(),
        );
        expect(next.seq).toBeGreaterThan(9);
        expect((await listVersions(history, 'site')).map((row) => row.version)).toEqual(['v10', 'v9']);
      } finally {
        await client.close();
      }
    },
  );
});
