import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { form, startHarness, validContact, validQuote, type Harness } from '../test/harness';
import { abandonDownload } from '../test/raw-http';
import { restoreBackup } from './restore';

/*
 * GET /api/admin/backup and `npm run admin -- restore` against what an operator or an intruder
 * might do: call it without being the administrator, take two at once, walk away mid-download, and
 * hand restore an archive that was cut short or altered.
 */

let harness: Harness;
let http: RunningServer;
let admin = '';
let archive: Buffer;
const work: string[] = [];

const backup = (token = admin) => harness.client.call('/api/admin/backup', { token });
const scratch = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'backup-abuse-'));
  work.push(dir);
  return dir;
};

beforeAll(async () => {
  harness = await startHarness({ registration: 'open' });
  admin = (await harness.client.signUpAndIn('owner@example.com')).accessToken;
  expect((await harness.client.call('/api/contact', { json: validContact })).status).toBe(201);
  const quote = form(validQuote, { field: 'file', name: 'plan.bin', content: randomBytes(20_000) });
  expect((await harness.client.call('/api/request-quote', { form: quote })).status).toBe(201);
  const res = await backup();
  expect(res.status).toBe(200);
  archive = Buffer.from(await res.arrayBuffer());
  http = await listen(harness.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
}, 120_000);

afterAll(async () => {
  await http?.shutdown('test over');
  await harness?.cleanup();
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});

describe('GET /api/admin/backup', () => {
  it('answers a .tar.gz attachment to the administrator', async () => {
    const res = await backup();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="nexlink-backup-[\dT-]+Z\.tar\.gz"/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).length).toBeGreaterThan(0);
  });

  it('refuses anyone but the administrator: 401 without a token, 403 for an ordinary account', async () => {
    expect((await harness.client.call('/api/admin/backup')).status).toBe(401);
    expect((await backup('not-a-token')).status).toBe(401);
    const visitor = await harness.client.signUpAndIn('visitor@example.com', 'another good passphrase', 'Visitor');
    const res = await backup(visitor.accessToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toHaveProperty('error');
  });

  it('takes one backup at a time: a second meanwhile gets 409 with Retry-After, and the next one after works', async () => {
    const first = await backup();
    expect(first.status).toBe(200);
    const second = await backup();
    expect(second.status).toBe(409);
    expect(second.headers.get('retry-after')).toBe('30');
    expect(await second.json()).toEqual({ error: 'A backup is being taken already. Try again when it has finished.' });
    await first.arrayBuffer();
    const third = await backup();
    expect(third.status).toBe(200);
    await third.arrayBuffer();
  });

  it('answers HEAD with the headers alone, taking no snapshot and leaving the one place free', async () => {
    const heads = await Promise.all(
      [1, 2, 3].map(() => harness.client.call('/api/admin/backup', { method: 'HEAD', token: admin })),
    );
    for (const head of heads) {
      expect(head.status).toBe(200);
      expect(head.headers.get('content-disposition')).toMatch(/^attachment; filename="nexlink-backup-[\dT-]+Z\.tar\.gz"/);
      expect(await head.text()).toBe('');
    }
    // It used to take the snapshot and hold the place for 60 s: the GET after it got 409.
    const res = await backup();
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    expect((await harness.client.call('/api/admin/backup', { method: 'HEAD' })).status).toBe(401);
  });

  it('lets go of everything when the client goes away mid-download: no temporary file, and the next backup starts', async () => {
    await abandonDownload(new URL('/api/admin/backup', http.url), { Authorization: `Bearer ${admin}` });
    // The server notices the closed socket on its next write; until then the backup slot is taken (409).
    await expect
      .poll(
        async () => {
          const res = await backup();
          await res.arrayBuffer();
          return res.status;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(200);
    expect(await readdir(path.join(harness.dataDir, 'tmp'))).toEqual([]);
  });
});

describe('npm run admin -- restore refuses a damaged archive before touching anything', () => {
  /** A DATA_DIR with something in it, to prove that a refused restore leaves it as it was. */
  const occupiedDataDir = async () => {
    const dataDir = await scratch();
    await mkdir(path.join(dataDir, 'pglite'));
    await writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'the current database\n');
    await mkdir(path.join(dataDir, 'files'));
    await writeFile(path.join(dataDir, 'files', 'current'), 'a current file\n');
    return dataDir;
  };
  const snapshotOf = async (dir: string) =>
    JSON.stringify(
      await Promise.all(
        (await readdir(dir, { recursive: true })).sort().map(async (name) => {
          const full = path.join(dir, name);
          return [
            name,
            await readFile(full)
              .then((b) => b.toString('base64'))
              .catch(() => 'dir'),
          ];
        }),
      ),
    );
  const refused = async (bytes: Buffer, reason: RegExp) => {
    const dataDir = await occupiedDataDir();
    const before = await snapshotOf(dataDir);
    const file = path.join(await scratch(), 'backup.tar.gz');
    await writeFile(file, bytes);
    await expect(restoreBackup({ archive: file, dataDir, say: () => {} })).rejects.toThrow(reason);
    expect(await snapshotOf(dataDir)).toBe(before);
    expect(existsSync(path.join(dataDir, '.restore-staging'))).toBe(false);
  };

  it('cut short at any of several points', async () => {
    for (const fraction of [0.1, 0.5, 0.9, 0.999]) {
      await refused(archive.subarray(0, Math.floor(archive.length * fraction)), /cannot be restored.*Nothing was changed/);
    }
  }, 120_000);

  it('with one byte of a stored file changed, even when the gzip around it is redone', async () => {
    const tar = gunzipSync(archive);
    const at = tar.indexOf(Buffer.from('files/'));
    expect(at).toBeGreaterThanOrEqual(0);
    // The file's content starts at the next 512-byte block after its header.
    const content = Math.ceil((at + 1) / 512) * 512 + 100;
    const altered = Buffer.from(tar);
    altered[content] = (altered[content] ?? 0) ^ 0xff;
    await refused(gzipSync(altered), /does not match its checksum/);
  }, 60_000);

  it('with a byte of the compressed stream changed, or something that is no archive at all', async () => {
    const altered = Buffer.from(archive);
    const at = Math.floor(altered.length / 2);
    altered[at] = (altered[at] ?? 0) ^ 0x55;
    await refused(altered, /cannot be restored/);
    await refused(Buffer.from('not an archive at all'), /not a whole \.tar\.gz/);
  }, 60_000);
});
