import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact, validQuote } from './test/harness';
import { testDatabase } from './test/database';
import { send, startNginx, type Nginx } from './test/nginx';
import { startServerProcess, type ServerProcess } from './test/process';
import { rawRequest } from './test/raw-http';

/*
 * The repository's nginx configuration (deploy/nginx/nexlink.conf) in front of two instances on one
 * PostgreSQL database, trusting nginx's address (TRUST_PROXY=127.0.0.1; true would trust all of
 * loopback, the test clients' addresses included), as the README deploys it. Clients connect from
 * different loopback addresses (127.0.0.2, 127.0.0.3...), so nginx sees different visitors. Needs
 * PostgreSQL and nginx (npm run test:api:pg; .ci/run installs both).
 */

const RATE_LIMIT = 3;
const ADMIN = { name: 'Proxy Admin', email: 'proxy@example.com', password: 'behind the proxy we trust' };
const json = { 'Content-Type': 'application/json' };
let database: Awaited<ReturnType<typeof testDatabase>>;
let a: ServerProcess;
let b: ServerProcess;
let nginx: Nginx;
const dataDirs: string[] = [];

const instance = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'proxy-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    SHUTDOWN_GRACE_MS: '2000',
  });
};
const port = (server: ServerProcess) => new URL(server.base).port;
const postJson = (urlPath: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  send({ port: nginx.http, path: urlPath, method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body), from });

function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----proxy${randomBytes(8).toString('hex')}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}

describe.runIf(process.env.DATABASE_URL)('nginx in front of two instances (deploy/nginx/nexlink.conf)', () => {
  beforeAll(async () => {
    database = await testDatabase('proxy');
    [a, b] = await Promise.all([instance(), instance()]);
    nginx = await startNginx([`127.0.0.1:${port(a)}`, `127.0.0.1:${port(b)}`]);
    expect((await postJson('/api/auth/register', ADMIN, '127.0.0.1')).status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database?.drop();
  });

  it('throttles sign-in failures per real client address, whatever X-Forwarded-For a client sends', async () => {
    const wrong = { email: ADMIN.email, password: 'not the password at all' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // A guesser claiming a new address each time gains nothing: nginx appends the one it saw.
      statuses.push((await postJson('/api/auth/login', wrong, '127.0.0.2', { 'X-Forwarded-For': `203.0.113.${i}` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = { email: ADMIN.email, password: ADMIN.password };
    expect((await postJson('/api/auth/login', right, '127.0.0.2')).status).toBe(429);
    // The administrator elsewhere is not locked out by the guesser.
    expect((await postJson('/api/auth/login', right, '127.0.0.3')).status).toBe(200);
  });

  it('counts the rate limit per real client address, one limit across both instances', async () => {
    const from = async (address: string) => {
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMIT; i++) statuses.push((await postJson('/api/contact', validContact, address)).status);
      return statuses;
    };
    const limited = [...Array<number>(RATE_LIMIT).fill(201), 429];
    expect(await from('127.0.0.4')).toEqual(limited);
    expect(await from('127.0.0.5')).toEqual(limited);
  });

  it('sends HSTS over HTTPS (X-Forwarded-Proto: https from nginx), never over plain HTTP whatever the client claims', async () => {
    const secure = await send({ port: nginx.https, path: '/api/health', tls: true, from: '127.0.0.6' });
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await send({
      port: nginx.http,
      path: '/api/health',
      headers: { 'X-Forwarded-Proto': 'https' },
      from: '127.0.0.6',
    });
    expect(plain.status).toBe(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('passes a 10 MB quote file and refuses what no endpoint accepts with 413', async () => {
    const content = randomBytes(10 * 1024 * 1024);
    const quote = multipart(validQuote, { name: 'site-plan.bin', content });
    const res = await send({
      port: nginx.http,
      path: '/api/request-quote',
      method: 'POST',
      headers: quote.headers,
      body: quote.body,
      from: '127.0.0.7',
    });
    expect(res.status).toBe(201);
    const over = multipart(validQuote, { name: 'too-big.bin', content: randomBytes(10 * 1024 * 1024 + 1) });
    const refused = await send({
      port: nginx.http,
      path: '/api/request-quote',
      method: 'POST',
      headers: over.headers,
      body: over.body,
      from: '127.0.0.8',
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body.toString())).toHaveProperty('error');
    const huge = multipart(validQuote, { name: 'huge.bin', content: randomBytes(12 * 1024 * 1024) });
    expect(
      (
        await send({
          port: nginx.http,
          path: '/api/request-quote',
          method: 'POST',
          headers: huge.headers,
          body: huge.body,
          from: '127.0.0.9',
        })
      ).status,
    ).toBe(413);
  }, 60_000);

  it('loses no request while one instance drains and stops: nginx sends them to the other', async () => {
    let n = 0;
    const statuses: number[] = [];
    const subjects: string[] = [];
    let stopping = true;
    const loop = async () => {
      while (stopping || n < 40) {
        const i = n++;
        if (i > 400) break;
        // Each from its own address, so the rate limit stays out of the picture.
        const from = `127.0.${2 + Math.floor(i / 250)}.${1 + (i % 250)}`;
        const subject = `Drain ${i}`;
        subjects.push(subject);
        statuses.push((await postJson('/api/contact', { ...validContact, subject }, from)).status);
        statuses.push((await send({ port: nginx.http, path: '/api/blogs', from })).status);
      }
    };
    const loops = Promise.all([loop(), loop(), loop()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A request still running on A (a body that stalls) keeps it draining for its grace period,
    // answering 503 to whatever nginx sends it meanwhile.
    const stalled = rawRequest(a.base, (socket) => {
      socket.write('POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await a.stop('SIGTERM')).toBe(0);
    await stalled;
    stopping = false;
    await loops;
    expect(statuses.filter((status) => status !== 201 && status !== 200)).toEqual([]);
    // A did turn requests away while draining (503): nginx sent each again to B, unseen by the client.
    expect(a.logs.filter((line) => line.msg === 'request' && line.status === 503).length).toBeGreaterThan(0);

    const login = await postJson('/api/auth/login', { email: ADMIN.email, password: ADMIN.password }, '127.0.0.10');
    const { accessToken } = JSON.parse(login.body.toString()) as { accessToken: string };
    // The inbox answers a page at a time (100 at most): read every page.
    const stored: string[] = [];
    for (let page = 1; ; page++) {
      const inbox = await send({
        port: nginx.http,
        path: `/api/admin/contacts?limit=100&page=${page}`,
        headers: { Authorization: `Bearer ${accessToken}` },
        from: '127.0.0.10',
      });
      const items = JSON.parse(inbox.body.toString()) as Array<{ subject: string }>;
      stored.push(...items.map((item) => item.subject).filter((s) => s.startsWith('Drain ')));
      if (items.length < 100) break;
    }
    // Each acknowledged once: none lost, none stored twice by a retry.
    expect(stored.sort()).toEqual([...subjects].sort());
  }, 90_000);
});
