import { randomBytes } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { form, validContact, validQuote } from '../test/harness';
import { runAdmin, serverData, startServerProcess, type ServerProcess } from '../test/process';
import { proofFrom } from '../test/spam-proof';

/*
 * The whole round as an operator does it on the embedded database: back up while visitors keep
 * writing, stop, lose DATA_DIR, `npm run admin -- restore`, start. Everything acknowledged before
 * the backup began is back, stored files byte for byte.
 */

const ADMIN = { name: 'Site Admin', email: 'owner@example.com', password: 'a long enough passphrase' };
const json = { 'Content-Type': 'application/json' };
let data: Awaited<ReturnType<typeof serverData>> | undefined;
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  await data?.remove();
});

const post = (urlPath: string, body: unknown, token?: string) =>
  fetch(`${server?.base}${urlPath}`, {
    method: 'POST',
    headers: { ...json, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const signIn = async () =>
  ((await (await post('/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()) as { accessToken: string })
    .accessToken;
const list = async <T>(urlPath: string, token: string) =>
  (await (await fetch(`${server?.base}${urlPath}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T[];

const restore = (archive: string, dataDir: string) => runAdmin(['restore', archive], { DATA_DIR: dataDir });

describe.runIf(!process.env.DATABASE_URL)('a backup taken while serving, restored into an empty DATA_DIR', () => {
  it('brings back every post, submission and file acknowledged before the backup began', async () => {
    data = await serverData('backup-round');
    server = await startServerProcess(data.env);
    expect((await post('/api/auth/register', ADMIN)).status).toBe(201);
    const token = await signIn();

    const files = [randomBytes(300_000), randomBytes(1), randomBytes(2_000_000)];
    for (const [i, content] of files.entries()) {
      const altcha = await proofFrom(server.base);
      const body = form({ ...validQuote, fullName: `Quoter ${i}`, altcha }, { field: 'file', name: `plan-${i}.bin`, content });
      expect((await fetch(`${server.base}/api/request-quote`, { method: 'POST', body })).status).toBe(201);
    }
    for (let i = 0; i < 5; i++)
      expect(
        (await post('/api/contact', { ...validContact, subject: `Before ${i}`, altcha: await proofFrom(server.base) })).status,
      ).toBe(201);
    const created = await post('/api/blogs', { title: 'Kept across a restore', content: '<p>Still here.</p>' }, token);
    expect(created.status).toBe(201);

    // Writes keep arriving while the backup is taken and sent.
    let writing = true;
    const during = (async () => {
      let n = 0;
      while (writing && n < 200) {
        const res = await post('/api/contact', { ...validContact, subject: `During ${n++}` });
        expect(res.status).toBe(201);
      }
      return n;
    })();
    const res = await fetch(`${server.base}/api/admin/backup`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const archive = path.join(data.dataDir, '..', `${path.basename(data.dataDir)}.tar.gz`);
    await writeFile(archive, Buffer.from(await res.arrayBuffer()));
    writing = false;
    expect(await during).toBeGreaterThan(0);

    expect(await server.stop()).toBe(0);
    for (const name of await readdir(data.dataDir)) await rm(path.join(data.dataDir, name), { recursive: true, force: true });
    const restored = await restore(archive, data.dataDir);
    await rm(archive, { force: true });
    expect(restored.output).toMatch(/Restored the database and 3 stored files/);
    expect(restored.code).toBe(0);

    server = await startServerProcess(data.env);
    const again = await signIn();
    const contacts = await list<{ subject: string }>('/api/admin/contacts', again);
    for (let i = 0; i < 5; i++) expect(contacts.map((c) => c.subject)).toContain(`Before ${i}`);
    const blogs = await list<{ title: string }>('/api/blogs', again);
    expect(blogs.map((b) => b.title)).toEqual(['Kept across a restore']);
    const quotes = await list<{ fullName: string; file: { id: string } }>('/api/admin/quotes', again);
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      const i = Number(quote.fullName.split(' ')[1]);
      const download = await fetch(`${server.base}/api/admin/files/${quote.file.id}`, {
        headers: { Authorization: `Bearer ${again}` },
      });
      expect(Buffer.from(await download.arrayBuffer()).equals(files[i] ?? Buffer.alloc(0))).toBe(true);
    }
  }, 240_000);
});
