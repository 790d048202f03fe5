import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { startHarness, validContact, type Harness } from '../test/harness';
import { runAdmin } from '../test/process';
import { abandonDownload } from '../test/raw-http';
import { until } from '../test/until';
import { decryptWith } from './encryption';
import { restoreBackup } from './restore';

/*
 * An archive encrypted at creation to the operator's age public key (issue 32): it streams as a
 * .tar.gz.age that only the matching secret key opens, and restore reads it with that key. A
 * recipient that is not an age public key (a secret key pasted by mistake above all) is refused.
 */

let h: Harness;
let http: RunningServer;
let admin = '';
let identity = '';
let recipient = '';
const work: string[] = [];
const scratch = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'encrypted-backup-'));
  work.push(dir);
  return dir;
};

beforeAll(async () => {
  h = await startHarness();
  admin = (await h.client.signUpAndIn('owner@example.com')).accessToken;
  expect((await h.client.call('/api/contact', { json: { ...validContact, subject: 'Kept secret' } })).status).toBe(201);
  identity = await generateIdentity();
  recipient = await identityToRecipient(identity);
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
}, 60_000);
afterAll(async () => {
  await http?.shutdown('test over');
  await h?.cleanup();
  for (const dir of work) await rm(dir, { recursive: true, force: true });
});

const backup = (query: string, method = 'GET') => h.client.call(`/api/admin/backup${query}`, { token: admin, method });
const plaintext = async (bytes: Buffer, keys: string[]) => {
  const chunks: Buffer[] = [];
  for await (const chunk of await decryptWith(keys, Readable.from([bytes]))) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe('GET /api/admin/backup?recipient=age1...', () => {
  it('streams the archive encrypted to that key, which restore reads with the secret key alone', async () => {
    const res = await backup(`?recipient=${recipient}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="nexlink-backup-[\dT-]+Z\.tar\.gz\.age"/);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 22).toString()).toBe('age-encryption.org/v1\n');
    // Nothing of the database is readable in it; decrypted, it is the .tar.gz restore knows.
    expect(bytes.includes(Buffer.from('Kept secret'))).toBe(false);
    expect(gunzipSync(await plaintext(bytes, [identity])).includes(Buffer.from('manifest.json'))).toBe(true);

    const archive = path.join(await scratch(), 'backup.tar.gz.age');
    await writeFile(archive, bytes);
    // One after the other: two started together, the second's refusal could come while the first was
    // awaited, with nothing yet listening for it (an unhandled rejection that failed the whole run).
    await expect(restoreBackup({ archive, dataDir: await scratch(), say: () => {} })).rejects.toThrow(
      /it is encrypted \(age\): give the file that holds its secret key/,
    );
    await expect(
      restoreBackup({ archive, dataDir: await scratch(), say: () => {}, identities: [await generateIdentity()] }),
    ).rejects.toThrow(/none of the keys given opens it/);

    // What an operator runs, with the key file as age-keygen writes it.
    const keyFile = path.join(await scratch(), 'backup-key.txt');
    await writeFile(keyFile, `# created: 2026-01-31T02:00:00Z\n# public key: ${recipient}\n${identity}\n`, { mode: 0o600 });
    const dataDir = await scratch();
    const { code, output } = await runAdmin(['restore', archive, '--identity', keyFile], { DATA_DIR: dataDir });
    // On PostgreSQL the archive holds the stored files only (none here); the database is pg_dump's.
    expect(output).toMatch(process.env.DATABASE_URL ? /Restored 0 stored files/ : /Restored the database and 0 stored files/);
    expect(code).toBe(0);
  }, 120_000);

  it('answers HEAD with the .age name, taking nothing', async () => {
    const head = await backup(`?recipient=${recipient}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-disposition')).toMatch(/\.tar\.gz\.age"/);
  });

  it('refuses with 400 what is not an age public key, a secret key pasted by mistake first of all', async () => {
    const cases: Array<[string, RegExp]> = [
      [`?recipient=${encodeURIComponent(identity)}`, /This is an age secret key/],
      ['?recipient=age1notakey', /not a valid age public key/],
      ['?recipient=ssh-ed25519%20AAAA', /Give an age public key/],
      [`?recipient=age1${'q'.repeat(3000)}`, /Give an age public key/],
      [`?recipient=${recipient}%0ASet-Cookie:%20x`, /Give an age public key/],
      [`?${Array<string>(6).fill(`recipient=${recipient}`).join('&')}`, /Give at most 5 public keys/],
    ];
    for (const [query, message] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const res = await backup(query, method);
        expect(res.status, `${method} ${query.slice(0, 40)}`).toBe(400);
        if (method === 'GET') {
          const body = (await res.json()) as { error: string; fields: { recipient: string } };
          expect(body.error).toMatch(message);
          expect(body.fields.recipient).toBe(body.error);
        }
      }
    }
    // Two keys (the operator's and an offline one): either opens it. An empty parameter is no key.
    const other = await generateIdentity();
    const both = await backup(`?recipient=${recipient}&recipient=${await identityToRecipient(other)}&recipient=`);
    expect(both.status).toBe(200);
    expect(gunzipSync(await plaintext(Buffer.from(await both.arrayBuffer()), [other])).length).toBeGreaterThan(0);
  }, 60_000);

  it('lets go of everything when the client goes away mid-download: the next backup starts', async () => {
    await abandonDownload(new URL(`/api/admin/backup?recipient=${recipient}`, http.url), { Authorization: `Bearer ${admin}` });
    // Within 5 s a backup is answered 200 (started), not refused as one still running. Each is read
    // to its end before the next is asked for; a read that ends after the 5 s still counts: a whole
    // backup may take longer than that on a busy machine, and that is not what is measured.
    const status = await until(
      async () => {
        const res = await backup(`?recipient=${recipient}`);
        await res.arrayBuffer();
        return res.status;
      },
      (answered) => answered === 200,
      5000,
    );
    expect(status).toBe(200);
    expect(await readdir(path.join(h.dataDir, 'tmp'))).toEqual([]);
  });
});
