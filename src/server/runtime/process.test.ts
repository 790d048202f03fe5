import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { serverSecrets } from '../db/schema';
import { deriveJwtKey } from '../security/secrets';
import { validContact, validQuote } from '../test/harness';
import { startServerProcess, serverData, type ServerProcess } from '../test/process';
import { head, rawRequest, write } from '../test/raw-http';
import { forgeAccessToken } from '../test/forged-token';

/*
 * The server as an operator runs it: SIGTERM from a supervisor, kill -9 and restarts in a
 * container, a damaged data folder. Each test runs the real main.ts as its own process; starting
 * one takes seconds on a busy machine, hence the generous timeouts.
 */

const pglite = !process.env.DATABASE_URL;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(env: Record<string, string> = {}, data?: Awaited<ReturnType<typeof serverData>>) {
  const shared = data ?? (await serverData('process'));
  if (!data) cleanups.push(() => shared.remove());
  const server = await startServerProcess({ ...shared.env, ...env });
  cleanups.push(() => server.stop('SIGKILL'));
  return { server, data: shared };
}

/** A quote upload whose second half is sent only when `finish()` is called. */
function slowUpload(server: ServerProcess) {
  const body = Buffer.concat([
    Buffer.from(
      Object.entries(validQuote)
        .map(([name, value]) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join(''),
    ),
    Buffer.from(
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="plan.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
    ),
    randomBytes(1024 * 1024),
    Buffer.from('\r\n--XX--\r\n'),
  ]);
  let finish!: () => void;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started!: () => void;
  const halfSent = new Promise<void>((resolve) => {
    started = resolve;
  });
  const response = rawRequest(
    server.base,
    async (socket) => {
      await write(
        socket,
        head('POST', '/api/request-quote', { 'Content-Type': 'multipart/form-data; boundary=XX', 'Content-Length': body.length }),
      );
      await write(socket, body.subarray(0, body.length / 2));
      started();
      await finished;
      await write(socket, body.subarray(body.length / 2));
    },
    { timeoutMs: 30_000 },
  );
  return { response, halfSent, finish };
}

const tmpFiles = (server: ServerProcess) => readdir(path.join(server.dataDir, 'tmp'));

describe('graceful shutdown on SIGTERM', { timeout: 120_000 }, () => {
  it('turns /api/ready and new requests to 503 at once, lets a running upload finish, then exits 0 and releases the lock', async () => {
    const { server } = await start({ SHUTDOWN_GRACE_MS: '20000' });
    expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
    const upload = slowUpload(server);
    await upload.halfSent;
    await expect.poll(() => tmpFiles(server)).toHaveLength(1);

    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.msg === 'shutting down');
    const ready = await fetch(`${server.base}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ error: 'The server is restarting. Please try again in a moment.' });
    const late = await fetch(`${server.base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validContact),
    });
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');

    upload.finish();
    const answer = await upload.response;
    expect(answer.status).toBe(201);
    expect(await server.stop()).toBe(0);
    expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
    expect(await tmpFiles(server)).toEqual([]);
  });

  it('answers 503 to an upload still running when the grace period ends, removes its temporary file, and exits 0', async () => {
    const { server } = await start({ SHUTDOWN_GRACE_MS: '1500' });
    const upload = slowUpload(server);
    await upload.halfSent;
    await expect.poll(() => tmpFiles(server)).toHaveLength(1);
    const stopping = Date.now();
    const exit = server.stop();
    const answer = await upload.response;
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ error: 'The server is restarting. Please try again in a moment.' });
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(1400);
    expect(await exit).toBe(0);
    expect(await tmpFiles(server)).toEqual([]);
    expect(existsSync(path.join(server.dataDir, 'server.lock'))).toBe(false);
  });
});

describe('restarts', { timeout: 120_000 }, () => {
  it('start again after kill -9, whose lock the new process cannot mistake for a live one', async () => {
    const { server, data } = await start();
    expect(await server.stop('SIGKILL')).toBeNull();
    expect(existsSync(path.join(data.dataDir, 'server.lock'))).toBe(true);
    const started = Date.now();
    const again = await startServerProcess(data.env);
    cleanups.push(() => again.stop('SIGKILL'));
    expect((await fetch(`${again.base}/api/health`)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it("start when an old lock names a process that is alive, as a restarted container's own pid 1 is", async () => {
    const data = await serverData('process');
    cleanups.push(() => data.remove());
    await mkdir(data.dataDir, { recursive: true });
    await writeFile(path.join(data.dataDir, 'pglite.lock'), '1');
    const server = await startServerProcess(data.env);
    cleanups.push(() => server.stop('SIGKILL'));
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect(existsSync(path.join(data.dataDir, 'pglite.lock'))).toBe(false);
  });

  it('remove every temporary file an interrupted upload left, however recent', async () => {
    const data = await serverData('process');
    cleanups.push(() => data.remove());
    await mkdir(path.join(data.dataDir, 'tmp'), { recursive: true });
    await writeFile(path.join(data.dataDir, 'tmp', 'cut-short.part'), randomBytes(1024));
    const server = await startServerProcess(data.env);
    cleanups.push(() => server.stop('SIGKILL'));
    expect(await tmpFiles(server)).toEqual([]);
  });

  it('refuse a second server on the same DATA_DIR while the first runs', async () => {
    const { data } = await start();
    await expect(startServerProcess(data.env)).rejects.toThrow(/in use by another running server/);
  });

  it('log a warning when the signing secret was lost and accounts exist: everyone must sign in again', async () => {
    const { server, data } = await start();
    const res = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Key Owner', email: 'key@example.com', password: 'keys are kept safely' }),
    });
    expect(res.status).toBe(201);
    expect(await server.stop()).toBe(0);
    // The accounts, but not the secret: a database restored elsewhere, or on the embedded database
    // a DATA_DIR copied without its secret.key.
    if (pglite) await rm(path.join(data.dataDir, 'secret.key'));
    else {
      const database = await openDatabase({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL });
      await database.db.delete(serverSecrets);
      await database.close();
    }
    const again = await startServerProcess(data.env);
    cleanups.push(() => again.stop('SIGKILL'));
    const warning = await again.waitForLog((line) => line.level === 'warn' && /signing secret was missing/.test(line.msg));
    expect(warning.msg).toMatch(/everyone signed in must sign in again/);
  });

  it('carry over the signing secret of an earlier version from DATA_DIR/secret.key, so nobody is signed out', async () => {
    // Into the database on PostgreSQL (every instance must share it); the embedded database keeps
    // it there, out of the database and so out of its backups.
    const data = await serverData('process');
    cleanups.push(() => data.remove());
    const secret = 'a secret that an earlier version generated and kept in the data folder';
    await writeFile(path.join(data.dataDir, 'secret.key'), secret);
    const server = await startServerProcess(data.env);
    cleanups.push(() => server.stop('SIGKILL'));
    expect(existsSync(path.join(data.dataDir, 'secret.key'))).toBe(pglite);
    // A token signed with that secret is still accepted.
    const user = (await (
      await fetch(`${server.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Kept Session', email: 'kept@example.com', password: 'sessions survive upgrades' }),
      })
    ).json()) as { user: { id: string } };
    const token = await forgeAccessToken(deriveJwtKey(secret), user.user.id, { role: 'admin' });
    expect((await fetch(`${server.base}/api/admin/contacts`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
  });

  it.runIf(pglite)('name the folder and the way back when the embedded database is damaged', async () => {
    const { server, data } = await start();
    expect(await server.stop()).toBe(0);
    const control = path.join(data.dataDir, 'pglite', 'global', 'pg_control');
    await writeFile(control, randomBytes(64));
    const failure = await startServerProcess(data.env).then(
      () => null,
      (error: Error) => error.message,
    );
    expect(failure).toContain(path.join(data.dataDir, 'pglite'));
    expect(failure).toMatch(/could not be opened/);
    expect(failure).toMatch(/Restore DATA_DIR from your latest backup/);
  });
});
