import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateSigningKey } from './auth/rotation';
import { openDatabase } from './db/client';
import { serverSecrets, users } from './db/schema';
import { deriveJwtKey } from './security/secrets';
import { validContact, validQuote } from './test/harness';
import { testDatabase } from './test/database';
import { startServerProcess, type ServerProcess } from './test/process';
import { head, rawRequest, write } from './test/raw-http';
import { startS3 } from './test/s3';
import { forgeAccessToken } from './test/forged-token';
import { proofFrom } from './test/spam-proof';

/*
 * Two instances of the server, as behind a load balancer: one PostgreSQL database, one
 * S3-compatible bucket (s3rver), each instance with its own empty DATA_DIR. Whatever a visitor or
 * the administrator does through one is true through the other. Needs PostgreSQL
 * (npm run test:api:pg); the embedded database is one process by design.
 */

const RATE_LIMIT = 6;
let database: Awaited<ReturnType<typeof testDatabase>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];
let token = '';
const ADMIN = { name: 'Scale Admin', email: 'scale@example.com', password: 'two instances, one truth' };
const json = { 'Content-Type': 'application/json' };

const instance = async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scale-out-'));
  dataDirs.push(dataDir);
  return startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url ?? '',
    ...s3.env,
    RATE_LIMIT_MAX: String(RATE_LIMIT),
    SHUTDOWN_GRACE_MS: '1000',
  });
};
const post = (server: ServerProcess, urlPath: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.base}${urlPath}`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) });
const signIn = async (server: ServerProcess) =>
  (
    (await (await post(server, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()) as {
      accessToken: string;
    }
  ).accessToken;
const contacts = (server: ServerProcess, accessToken: string) =>
  fetch(`${server.base}/api/admin/contacts`, { headers: { Authorization: `Bearer ${accessToken}` } });

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL and one bucket', () => {
  beforeAll(async () => {
    [database, s3] = await Promise.all([testDatabase('scale_out'), startS3()]);
    // Both start at once on an empty database: the migrations run once, under an advisory lock.
    [a, b] = await Promise.all([instance(), instance()]);
    expect((await post(a, '/api/auth/register', ADMIN)).status).toBe(201);
    token = (
      (await (await post(b, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()) as {
        accessToken: string;
      }
    ).accessToken;
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await s3?.stop();
    await database?.drop();
  });

  it('serves a file uploaded through A from B, with a token B issued', async () => {
    const content = randomBytes(256 * 1024);
    const body = new FormData();
    for (const [key, value] of Object.entries({ ...validQuote, altcha: await proofFrom(a.base) })) body.append(key, value);
    body.append('file', new Blob([content]), 'site-plan.bin');
    expect((await fetch(`${a.base}/api/request-quote`, { method: 'POST', body })).status).toBe(201);
    const auth = { Authorization: `Bearer ${token}` };
    const [quote] = (await (await fetch(`${b.base}/api/admin/quotes`, { headers: auth })).json()) as Array<{
      file: { id: string };
    }>;
    const download = await fetch(`${b.base}/api/admin/files/${quote?.file.id}`, { headers: auth });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('enforces one rate limit across both: six contact messages per address, wherever they land', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++)
      statuses.push((await post(i % 2 ? b : a, '/api/contact', { ...validContact, subject: `n${i}` })).status);
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429, 429]);
  });

  it('trips the login throttle after 5 failures spread over A and B, as on one instance', async () => {
    for (let i = 0; i < 5; i++)
      expect((await post(i % 2 ? b : a, '/api/auth/login', { email: ADMIN.email, password: `wrong ${i}` })).status).toBe(401);
    expect((await post(a, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(429);
    expect((await post(b, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(429);
    // Leave the account usable for the tests after this one.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('DELETE FROM login_failures');
    await admin.end();
  });

  it('gives a burst of 30 parallel guesses spread over A and B exactly 5 password checks (401), the rest 429', async () => {
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(i % 2 ? b : a, '/api/auth/login', { email: 'burst@example.com', password: `guess ${i}` }).then((res) => res.status),
      ),
    );
    expect(burst.filter((status) => status === 401)).toHaveLength(5);
    expect(burst.filter((status) => status === 429)).toHaveLength(25);
  });

  it('lets exactly one of two simultaneous refreshes with one token win, on A and on B, and revokes the family on reuse', async () => {
    const login = (await (await post(a, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()) as {
      refreshToken: string;
    };
    const [onA, onB] = await Promise.all([
      post(a, '/api/auth/refresh-token', { refreshToken: login.refreshToken }),
      post(b, '/api/auth/refresh-token', { refreshToken: login.refreshToken }),
    ]);
    expect([onA.status, onB.status].sort()).toEqual([200, 401]);
    const winner = (await (onA.status === 200 ? onA : onB).json()) as { refreshToken: string };
    // The losing attempt was a reuse: the family is revoked, the winner's new token included.
    expect((await post(b, '/api/auth/refresh-token', { refreshToken: winner.refreshToken })).status).toBe(401);
    // And every access token of the account signed until then, whichever instance signed or checks it.
    for (const server of [a, b]) {
      expect((await fetch(`${server.base}/api/admin/contacts`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
        401,
      );
    }
    // A new sign-in, on either instance, works on both at once.
    token = (
      (await (await post(a, '/api/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()) as {
        accessToken: string;
      }
    ).accessToken;
    for (const server of [a, b]) {
      expect((await fetch(`${server.base}/api/admin/contacts`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
        200,
      );
    }
  });

  it('rotates the signing key under both running instances: every session ends on both, and the old key signs nothing', async () => {
    const before = { A: token, B: await signIn(b) };
    const shared = await openDatabase({ dataDir: dataDirs[0] ?? '', databaseUrl: database.url });
    const secret = async (name: string) =>
      (await shared.db.select().from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value ?? '';
    try {
      const oldKey = deriveJwtKey(await secret('master'), await secret('session-epoch'));
      expect(await rotateSigningKey(shared, { dataDir: dataDirs[0] ?? '' })).toEqual({ master: 'database' });
      for (const server of [a, b])
        for (const old of Object.values(before)) expect((await contacts(server, old)).status).toBe(401);
      // Whoever kept the old key cannot sign in with it, even knowing the account's new session version.
      const [admin] = await shared.db.select().from(users).where(eq(users.email, ADMIN.email));
      const forged = await forgeAccessToken(oldKey, admin?.id ?? '', { role: 'admin', ver: admin?.sessionVersion });
      // Each instance derives the new key when the change feed tells it, within moments.
      await expect
        .poll(async () => [(await contacts(a, forged)).status, (await contacts(b, forged)).status], { timeout: 2000 })
        .toEqual([401, 401]);
    } finally {
      await shared.close();
    }
    // A token one instance signs now, the other accepts.
    expect((await contacts(b, await signIn(a))).status).toBe(200);
    expect((await contacts(a, await signIn(b))).status).toBe(200);
    token = await signIn(a);
  });

  it('lists a post created on A through B at once, though B had the list cached', async () => {
    const before = (await (await fetch(`${b.base}/api/blogs`)).json()) as unknown[];
    const created = await post(
      a,
      '/api/blogs',
      { title: 'Written on A', content: '<p>Read on B</p>' },
      { Authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    const started = Date.now();
    await expect
      .poll(async () => ((await (await fetch(`${b.base}/api/blogs`)).json()) as Array<{ title: string }>).map((p) => p.title), {
        timeout: 1000,
        interval: 10,
      })
      .toContain('Written on A');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(before).toHaveLength(0);
  });

  it('publishes a post scheduled on A at its time on A and on B, with no request to either, within 5 s', async () => {
    const auth = { Authorization: `Bearer ${token}` };
    // Far enough ahead for the checks before it; the time is the servers' clock as much as ours (one machine).
    const due = Date.now() + 3000;
    const created = await post(
      a,
      '/api/blogs',
      {
        title: 'Scheduled on A',
        content: '<p>Out at its time</p>',
        status: 'scheduled',
        publishedDate: new Date(due).toISOString(),
      },
      auth,
    );
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    /** Every public place the post could be on `server`, as a reader, a crawler or a feed reader finds it. */
    const places = async (server: ServerProcess) => ({
      list: ((await (await fetch(`${server.base}/api/blogs`)).json()) as Array<{ slug: string }>).some((p) => p.slug === slug),
      post: (await fetch(`${server.base}/api/blogs/${slug}`)).status,
      sitemap: (await (await fetch(`${server.base}/sitemap.xml`)).text()).includes(`/blog/${slug}<`),
      feed: (await (await fetch(`${server.base}/blog/rss.xml`)).text()).includes(`/blog/${slug}<`),
    });
    const nowhere = { list: false, post: 404, sitemap: false, feed: false };
    const everywhere = { list: true, post: 200, sitemap: true, feed: true };
    // Read on both before its time, so each instance has its answers cached without it.
    for (const server of [a, b]) expect(await places(server)).toEqual(nowhere);
    expect(Date.now()).toBeLessThan(due);
    // From here on only the polls below ask anything; each instance is asked only whether it shows it.
    const latency = await Promise.all(
      [a, b].map(async (server) => {
        const early: unknown[] = [];
        const look = async () => {
          const seen = await places(server);
          // Anything public in an answer that was complete before its time is a leak.
          if (Date.now() < due && JSON.stringify(seen) !== JSON.stringify(nowhere)) early.push(seen);
          return seen;
        };
        await expect.poll(look, { timeout: due - Date.now() + 5000, interval: 50 }).toEqual(everywhere);
        const ms = Date.now() - due;
        expect(early).toEqual([]);
        return ms;
      }),
    );
    console.log(`scheduled post public after its time: A ${latency[0]} ms, B ${latency[1]} ms`);
    for (const ms of latency) expect(ms).toBeLessThan(5000);
  });

  it('on SIGTERM to A during an upload, completes it or refuses it cleanly, leaving no half-written file', async () => {
    const fields = Object.entries(validQuote)
      .map(([name, value]) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const body = Buffer.concat([
      Buffer.from(`${fields}--XX\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n`),
      randomBytes(4 * 1024 * 1024),
      Buffer.from('\r\n--XX--\r\n'),
    ]);
    let halfSent!: () => void;
    const sending = new Promise<void>((resolve) => {
      halfSent = resolve;
    });
    const answer = rawRequest(
      a.base,
      async (socket) => {
        await write(
          socket,
          head('POST', '/api/request-quote', {
            'Content-Type': 'multipart/form-data; boundary=XX',
            'Content-Length': body.length,
          }),
        );
        await write(socket, body.subarray(0, body.length / 2));
        halfSent();
        // The rest trickles in after the shutdown began, over about two seconds.
        for (let at = body.length / 2; at < body.length && !socket.destroyed; at += 64 * 1024) {
          await write(socket, body.subarray(at, at + 64 * 1024));
          // The slow client itself, part of the scenario, not a wait for an outcome.
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      },
      { timeoutMs: 30_000 },
    );
    await sending;
    const exit = a.stop('SIGTERM');
    const outcome = await answer;
    expect([201, 503]).toContain(outcome.status);
    expect(await exit).toBe(0);
    // Every object in the bucket belongs to a stored file row, and A left no temporary file.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const rows = (await admin.query<{ stored_name: string }>('SELECT stored_name FROM files')).rows
      .map((row) => row.stored_name)
      .sort();
    await admin.end();
    expect(await s3.objects()).toEqual(rows);
    expect(await readdir(path.join(a.dataDir, 'tmp'))).toEqual([]);
    // B serves on.
    expect((await fetch(`${b.base}/api/ready`)).status).toBe(200);
  });
});
