import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact, validQuote } from './test/harness';
import { testDatabase } from './test/database';
import { send, startNginx, type Nginx } from './test/nginx';
import { metricOf, startServerProcess, type ServerProcess } from './test/process';
import { multipart, rawRequest } from './test/raw-http';
import { startS3 } from './test/s3';
import { smallSite } from './test/small-site';
import { startTcpGate } from './test/tcp-gate';
import { proofFrom } from './test/spam-proof';

/*
 * The repository's nginx configuration (deploy/nginx/nexlink.conf) in front of two instances on one
 * PostgreSQL database, trusting nginx's address (TRUST_PROXY=127.0.0.1; true would trust all of
 * loopback, the test clients' addresses included), as the README deploys it. Clients connect from
 * different loopback addresses (127.0.0.2, 127.0.0.3...), so nginx sees different visitors, and
 * over HTTPS: plain HTTP answers a redirect and nothing else. The instances serve a small built
 * site and keep files in a bucket (s3rver) reached through a gate the tests can shut. Needs
 * PostgreSQL and nginx (npm run test:api:pg; .ci/run installs both).
 */

const RATE_LIMIT = 3;
const ADMIN = { name: 'Proxy Admin', email: 'proxy@example.com', password: 'behind the proxy we trust' };
const json = { 'Content-Type': 'application/json' };
let database: Awaited<ReturnType<typeof testDatabase>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let bucketGate: Awaited<ReturnType<typeof startTcpGate>>;
let dist: string;
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
    ...s3.env,
    S3_ENDPOINT: `http://127.0.0.1:${bucketGate.port}`,
    DIST_DIR: dist,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    SHUTDOWN_GRACE_MS: '2000',
  });
};
const port = (server: ServerProcess) => new URL(server.base).port;
const postJson = (urlPath: string, body: unknown, from: string, headers: Record<string, string> = {}) =>
  send({
    port: nginx.https,
    tls: true,
    path: urlPath,
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify(body),
    from,
  });
const get = (urlPath: string, from: string, headers: Record<string, string> = {}) =>
  send({ port: nginx.https, tls: true, path: urlPath, headers, from });

describe.runIf(process.env.DATABASE_URL)('nginx in front of two instances (deploy/nginx/nexlink.conf)', () => {
  beforeAll(async () => {
    [database, s3, dist] = await Promise.all([testDatabase('proxy'), startS3(), smallSite()]);
    bucketGate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(s3.options.endpoint ?? '').port) });
    [a, b] = await Promise.all([instance(), instance()]);
    nginx = await startNginx([`127.0.0.1:${port(a)}`, `127.0.0.1:${port(b)}`]);
    expect((await postJson('/api/auth/register', ADMIN, '127.0.0.1')).status).toBe(201);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    for (const dir of [...dataDirs, dist]) if (dir) await rm(dir, { recursive: true, force: true });
    await bucketGate?.stop();
    await s3?.stop();
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
    const secure = await get('/api/health', '127.0.0.6', { 'X-Forwarded-Proto': 'http' });
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const plain = await send({
      port: nginx.http,
      path: '/api/health',
      headers: { 'X-Forwarded-Proto': 'https' },
      from: '127.0.0.6',
    });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers plain HTTP with a redirect to HTTPS and nothing else, the ACME challenge aside', async () => {
    const page = await send({ port: nginx.http, path: '/about?from=mail', from: '127.0.0.11' });
    expect(page.status).toBe(308);
    expect(page.headers.location).toBe('https://127.0.0.1/about?from=mail');
    // A sign-in sent in clear text is answered by nginx alone: no instance ever sees the password.
    const seen = () => [...a.logs, ...b.logs].filter((line) => line.msg === 'request' && line.path === '/api/auth/login').length;
    const before = seen();
    const login = await send({
      port: nginx.http,
      path: '/api/auth/login',
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      from: '127.0.0.11',
    });
    expect(login.status).toBe(308);
    expect(login.headers.location).toBe('https://127.0.0.1/api/auth/login');
    expect(seen()).toBe(before);
    // Where certbot --webroot puts it: the webroot, then the request's path.
    const challenges = path.join(nginx.acmeRoot, '.well-known', 'acme-challenge');
    await mkdir(challenges, { recursive: true });
    await writeFile(path.join(challenges, 'renewal-token'), 'token.thumbprint');
    const acme = await send({ port: nginx.http, path: '/.well-known/acme-challenge/renewal-token', from: '127.0.0.11' });
    expect(acme.status).toBe(200);
    expect(acme.body.toString()).toBe('token.thumbprint');
  });

  it("logs each request without a preview link's token, over HTTPS and plain HTTP alike", async () => {
    const token = 'sEcReTpReViEwToKeN0123456789abcdef';
    expect((await get(`/blog/preview/${token}`, '127.0.0.12')).status).toBe(404);
    expect((await send({ port: nginx.http, path: `/blog/preview/${token}?utm=mail`, from: '127.0.0.12' })).status).toBe(308);
    expect((await get('/about?from=mail', '127.0.0.12')).status).toBe(200);
    // nginx writes a line once the answer is sent: read until the last one is there.
    await expect.poll(() => nginx.accessLog(), { timeout: 5_000 }).toContain('"GET /about?from=mail HTTP/1.1" 200');
    const lines = (await nginx.accessLog()).split('\n').filter((line) => line.startsWith('127.0.0.12 '));
    expect(lines.filter((line) => line.includes('"GET /blog/preview/:token HTTP/'))).toHaveLength(2);
    expect(lines.join('\n')).not.toContain(token);
  });

  /** A quote request with a file of `size` random bytes, through nginx over HTTPS from `from`. */
  const sendQuote = (file: { name: string; size: number }, from: string) => {
    const quote = multipart(validQuote, { name: file.name, content: randomBytes(file.size) });
    return send({
      port: nginx.https,
      tls: true,
      path: '/api/request-quote',
      method: 'POST',
      headers: quote.headers,
      body: quote.body,
      from,
    });
  };

  it('passes a 10 MB quote file and refuses what no endpoint accepts with 413', async () => {
    const MB = 1024 * 1024;
    expect((await sendQuote({ name: 'site-plan.bin', size: 10 * MB }, '127.0.0.7')).status).toBe(201);
    const refused = await sendQuote({ name: 'too-big.bin', size: 10 * MB + 1 }, '127.0.0.8');
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body.toString())).toHaveProperty('error');
    expect((await sendQuote({ name: 'huge.bin', size: 12 * MB }, '127.0.0.9')).status).toBe(413);
  }, 60_000);

  it('keeps serving pages while the bucket is down: a storage fault is an instance’s 500, not a 503 that marks it failed', async () => {
    const upload = (from: string) => sendQuote({ name: 'plan.bin', size: 64 * 1024 }, from);
    bucketGate.setDown(true);
    const uploads: Array<{ status: number; error: string }> = [];
    const pages: number[] = [];
    try {
      // Visitors browse while others' uploads fail: each upload, then a page and the API through nginx.
      for (let i = 0; i < 6; i++) {
        const refused = await upload(`127.0.0.${20 + i}`);
        const text = refused.body.toString();
        uploads.push({
          status: refused.status,
          error: text.startsWith('{') ? ((JSON.parse(text) as { error?: string }).error ?? '') : text,
        });
        pages.push((await get(i % 2 ? '/about' : '/', '127.0.0.30')).status);
        pages.push((await get('/api/blogs', '127.0.0.30')).status);
      }
    } finally {
      bucketGate.setDown(false);
    }
    // Both instances stayed in nginx's rotation (a 503 marked each failed in turn, and pages got 502).
    expect(pages).toEqual(Array<number>(12).fill(200));
    // Each upload was told it is the server's fault, in plain words.
    for (const refused of uploads)
      expect(refused).toEqual({ status: 500, error: expect.stringMatching(/could not store your file/) });
    expect((await upload('127.0.0.26')).status).toBe(201);
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
        const altcha = await proofFrom(b.base);
        statuses.push((await postJson('/api/contact', { ...validContact, subject, altcha }, from)).status);
        statuses.push((await get('/api/blogs', from)).status);
      }
    };
    // A request still running on A (a body that stalls) keeps it draining for its grace period,
    // answering 503 to whatever nginx sends it meanwhile.
    const stalled = rawRequest(a.base, (socket) => {
      socket.write('POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    });
    await expect.poll(() => metricOf(a, 'http_requests_in_flight'), { timeout: 10_000 }).toBe(1);
    const loops = Promise.all([loop(), loop(), loop()]);
    // Visitors are coming through nginx, to both instances, when A is told to stop.
    await expect.poll(() => n, { timeout: 10_000 }).toBeGreaterThanOrEqual(12);
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
      const inbox = await get(`/api/admin/contacts?limit=100&page=${page}`, '127.0.0.10', {
        Authorization: `Bearer ${accessToken}`,
      });
      const items = JSON.parse(inbox.body.toString()) as Array<{ subject: string }>;
      stored.push(...items.map((item) => item.subject).filter((s) => s.startsWith('Drain ')));
      if (items.length < 100) break;
    }
    // Each acknowledged once: none lost, none stored twice by a retry.
    expect(stored.sort()).toEqual([...subjects].sort());
  }, 90_000);
});
