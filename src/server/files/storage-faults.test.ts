import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { builtDist, ensureBuilt } from '../test/built-site';
import { validQuote } from '../test/harness';
import { serverData, startServerProcess, type ServerProcess } from '../test/process';

/*
 * The server's own storage failing under an upload: the visitor is told it is the server's fault
 * (507 when the disk is full, 500 when it cannot be written; never 503, which a proxy counts
 * against the instance), at once, in plain words naming no
 * path; the log has the request id and the real error; no temporary file is left; and the next
 * upload after the fault is gone is stored. Uploads are received in DATA_DIR/tmp, so that is
 * where the small volume goes. A real 12 MB tmpfs where the test runs as root (as CI does), a
 * read-only folder otherwise.
 */

const root = process.getuid?.() === 0;
let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;
let tmp = '';
let mounted = false;

const upload = async (bytes: number) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(validQuote)) body.append(key, value);
  body.append('file', new Blob([randomBytes(bytes)]), 'site-plan.bin');
  const started = Date.now();
  const response = await fetch(`${server.base}/api/request-quote`, { method: 'POST', body });
  return {
    status: response.status,
    body: (await response.json()) as { error?: string },
    requestId: response.headers.get('x-request-id'),
    ms: Date.now() - started,
  };
};

/** Fills the volume until it refuses another byte. */
const fill = async (file: string) => {
  const handle = await open(file, 'w');
  const block = Buffer.alloc(1024 * 1024);
  try {
    for (;;) await handle.write(block);
  } catch (error) {
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    await handle.close();
  }
};

const leftovers = async () => (await readdir(tmp)).filter((name) => name !== 'filler');

const loggedFault = (requestId: string | null, code: string) =>
  server.waitForLog(
    (line) => line.level === 'error' && line.reqId === requestId && JSON.stringify(line.err).includes(code),
    5000,
  );

beforeAll(async () => {
  // With the build, so a page's form (posted without script) meets the same fault.
  await ensureBuilt();
  data = await serverData('storage-faults');
  server = await startServerProcess({ ...data.env, DIST_DIR: builtDist });
  tmp = path.join(server.dataDir, 'tmp');
  if (root) {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=12m,mode=0700', 'tmpfs', tmp]);
    mounted = true;
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
  if (mounted) execFileSync('umount', [tmp]);
  await data?.remove();
});

describe.runIf(root)('an upload onto a full 12 MB volume (tmpfs)', () => {
  it('is answered 507 within a second, naming no path, logged with the request id and ENOSPC; after space is freed the next is stored', async () => {
    const filler = path.join(tmp, 'filler');
    // The volume is freed whatever this test finds, so the next one starts with room.
    onTestFinished(() => rm(filler, { force: true }));
    await fill(filler);
    const refused = await upload(3 * 1024 * 1024);
    expect(refused.status).toBe(507);
    expect(refused.ms).toBeLessThan(1000);
    expect(refused.body.error).toMatch(/no room to store your file/);
    expect(refused.body.error).not.toContain('/');
    expect(refused.requestId).toBeTruthy();
    await loggedFault(refused.requestId, 'ENOSPC');
    await expect.poll(leftovers, { timeout: 3000 }).toEqual([]);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);

    // The page's form, posted without script, meets the same fault: the page again, what was typed kept.
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...validQuote, companyName: 'Kept through a full disk' }))
      body.append(key, value);
    body.append('file', new Blob([randomBytes(3 * 1024 * 1024)]), 'site-plan.bin');
    const page = await fetch(`${server.base}/quote-uk`, { method: 'POST', body, headers: { Origin: server.base } });
    expect(page.status).toBe(507);
    const html = await page.text();
    expect(html).toContain('no room to store your file');
    expect(html).toContain('value="Kept through a full disk"');
    await expect.poll(leftovers, { timeout: 3000 }).toEqual([]);

    await rm(filler);
    const stored = await upload(3 * 1024 * 1024);
    expect(stored.status).toBe(201);
    expect(await leftovers()).toEqual([]);
  });

  it('is answered 500 when the volume turns read-only, and stored again once it is writable', async () => {
    execFileSync('mount', ['-o', 'remount,ro', tmp]);
    try {
      const refused = await upload(512 * 1024);
      expect(refused.status).toBe(500);
      expect(refused.body.error).toMatch(/could not store your file/);
      expect(refused.body.error).not.toContain('/');
      await loggedFault(refused.requestId, 'EROFS');
    } finally {
      execFileSync('mount', ['-o', 'remount,rw', tmp]);
    }
    expect((await upload(512 * 1024)).status).toBe(201);
  });
});

describe.runIf(!root)('an upload into a temporary folder the server may not write', () => {
  it('is answered 500, naming no path, logged with the request id; once writable the next is stored', async () => {
    await chmod(tmp, 0o500);
    try {
      const refused = await upload(512 * 1024);
      expect(refused.status).toBe(500);
      expect(refused.body.error).not.toContain('/');
      await loggedFault(refused.requestId, 'EACCES');
    } finally {
      await chmod(tmp, 0o700);
    }
    expect((await upload(512 * 1024)).status).toBe(201);
  });
});
