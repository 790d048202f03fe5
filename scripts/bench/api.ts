/**
 * npm run bench:api: the API against a bare node:http server answering the same JSON.
 *
 * Each server runs in its own process (this script re-runs itself with --serve), on 127.0.0.1 with a
 * temporary DATA_DIR; autocannon drives it with 10 connections for BENCH_SECONDS (default 10) per
 * case. Only the bench raises the rate limits: the public forms' (`rateLimit`), so POST /api/contact is
 * measured rather than refused, and the insights' (`insightsRateLimit`, 600 hits an address in
 * 10 minutes by default), so every POST /api/insights/hit from the bench's one address is counted
 * rather than answered 204 and dropped, which would measure a no-op. Its posts carry no proof of
 * work (a solution costs a client a fraction of a second and counts once), so each is stored as
 * spam: the same transaction, less the mail's row.
 *
 * The hits are sent as the site's beacon sends them (navigator.sendBeacon: a text/plain string of
 * JSON) with a Firefox User-Agent, as a browser's would be: without one the counter takes the
 * request for a bot's and stores nothing. At the end the bench reads each database's page views of
 * today through the dashboard's API (GET /api/admin/insights) and fails unless every hit answered
 * was stored, so a counter that quietly stopped counting cannot pass for a fast one.
 *
 * Issue 62 asks for 2,000 hits a second "without slowing pages": the bench then measures GET
 * /api/blogs (a page's read) alone, and at once again while hits arrive at BENCH_HIT_RATE a second
 * (default 2,000, on connections of their own), one after the other in the same run, so the
 * pages' rate with hits over their rate alone is the hits' cost to pages on this machine at that
 * moment.
 *
 * With DATABASE_URL the app runs on PostgreSQL, in a database of its own; BENCH_INSTANCES=2 then
 * also measures two instances on that one database, each driven by half the connections at once,
 * as behind a load balancer.
 *
 * The API is also started a second time with metrics off (METRICS_PORT=off), and each case is
 * measured on both in the same run, so the ratio with / without metrics is the request counting's
 * cost on this machine at that moment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';
import type { createApp } from '../../src/server/app';

type Cannon = typeof autocannon;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CONTACT = JSON.stringify({ name: 'Bench', email: 'bench@example.com', phone: '', subject: 'Benchmark', message: 'Hello' });
/** Issue 62's budget: hits a second the site takes without slowing its pages. */
const HIT_RATE = Number(process.env.BENCH_HIT_RATE ?? 2000);
/**
 * Connections the hits come on: each visitor's beacon is a request of its own browser, so a site's
 * hits arrive on many connections at once, not ten that each wait for the last answer.
 */
const HIT_CONNECTIONS = 50;
/** A page view as the beacon sends it (navigator.sendBeacon with a string: text/plain, no preflight), from a browser. */
const HIT = {
  method: 'POST' as const,
  connections: HIT_CONNECTIONS,
  body: JSON.stringify({ path: '/services', referrer: 'https://x.example/' }),
  headers: {
    'Content-Type': 'text/plain;charset=UTF-8',
    'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Accept-Language': 'en-GB,en;q=0.5',
  },
};
const ADMIN = { name: 'Bench Admin', email: 'bench-admin@example.com', password: 'a benchmark passphrase' };

async function serveApp(dataDir: string, databaseUrl: string | undefined, seed: boolean, metrics: boolean) {
  const { createApp } = await import('../../src/server/app');
  const { listen } = await import('../../src/server/runtime/node-server');
  const { createLogger } = await import('../../src/server/logger');
  const server = await createApp({
    dataDir,
    databaseUrl,
    distDir: null,
    logLevel: 'silent',
    rateLimit: { max: 1e9, windowMs: 60_000 },
    insightsRateLimit: { max: 1e9, windowMs: 60_000 },
    metrics,
  });
  if (seed) await seedPosts(server);
  const blogs = await (await server.app.request('/api/blogs')).text();
  // The production server (runtime/node-server.ts), as main.ts runs it.
  const running = await listen(server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
  process.stdout.write(`${JSON.stringify({ port: running.port, blogs })}\n`);
}

/** Five posts, as a small live blog would have. */
async function seedPosts(server: Awaited<ReturnType<typeof createApp>>) {
  const headers = { 'Content-Type': 'application/json' };
  await server.app.request('/api/auth/register', { method: 'POST', headers, body: JSON.stringify(ADMIN) });
  const login = await server.app.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(ADMIN) });
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (let i = 1; i <= 5; i++) {
    await server.app.request('/api/blogs', {
      method: 'POST',
      headers: { ...headers, Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ title: `Post ${i}`, content: `<p>${'Some article text. '.repeat(40)}</p>`, imageUrl: '' }),
    });
  }
}

function serveBare(blogs: string) {
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/blogs') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=UTF-8' });
      res.end(blogs);
      return;
    }
    if (req.method === 'POST' && req.url === '/api/insights/hit') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === 'POST' && req.url === '/api/contact') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        JSON.parse(Buffer.concat(chunks).toString('utf8'));
        res.writeHead(201, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ id: crypto.randomUUID(), message: 'Thank you for submitting!' }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
  });
}

async function start(
  args: string[],
  blogsFile?: string,
): Promise<{ child: ChildProcess; info: { port: number; blogs?: string } }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (blogsFile !== undefined) child.stdin?.end(blogsFile);
  else child.stdin?.end();
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, info: JSON.parse(line) as { port: number; blogs?: string } };
}

interface Target {
  url: string;
  options?: Partial<autocannon.Options>;
  /** Its own connections; else CONNECTIONS shared out among the targets without. */
  connections?: number;
}

/**
 * Drives the targets at once: each one's rate and p99, and the 2xx answers it had, the warm-up's
 * included (what the server stored, for a write).
 */
async function drive(cannon: Cannon, targets: Target[]) {
  const shared = targets.filter((target) => target.connections === undefined).length;
  const run = (duration: number) =>
    Promise.all(
      targets.map(({ url, options, connections }) =>
        cannon({ url, connections: connections ?? CONNECTIONS / shared, duration, ...options }),
      ),
    );
  // A short warm-up so JIT and caches are in their steady state.
  const warm = await run(2);
  const results = await run(SECONDS);
  for (const [i, result] of results.entries()) {
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${targets[i]?.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return results.map((result, i) => ({
    url: targets[i]?.url ?? '',
    rps: result.requests.average,
    p99: result.latency.p99,
    answered: result['2xx'] + (warm[i]?.['2xx'] ?? 0),
  }));
}

/** Drives the URLs at once, the connections shared out among them; the rates add up, the worst p99 counts. */
async function measure(cannon: Cannon, urls: string[], options: Partial<autocannon.Options> = {}) {
  const results = await drive(
    cannon,
    urls.map((url) => ({ url, options })),
  );
  return {
    rps: results.reduce((sum, result) => sum + result.rps, 0),
    p99: Math.max(...results.map((result) => result.p99)),
    results,
  };
}

/**
 * Today's page views on the database of the app at `port`, through the dashboard's API as its
 * owner (the bench's seeded admin): yesterday too, should the run cross midnight (UTC).
 */
async function pageViewsStored(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login for the stored hits: ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const answer = await fetch(`${base}/api/admin/insights?from=${day(Date.now() - 86_400_000)}&to=${day(Date.now())}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  if (!answer.ok) throw new Error(`GET /api/admin/insights: ${answer.status}`);
  return ((await answer.json()) as { pageviews: number }).pageviews;
}

async function bench() {
  const { default: cannon } = await import('autocannon');
  const { testDatabase } = await import('../../src/server/test/database');
  const database = await testDatabase('bench');
  const url = database.url ?? '';
  const instances = database.url ? Number(process.env.BENCH_INSTANCES ?? 1) : 1;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const app = async (seed: boolean, metrics = true) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
    dataDirs.push(dataDir);
    const started = await start(['--serve', 'app', dataDir, url, seed ? 'seed' : '', metrics ? 'metrics' : 'no-metrics']);
    children.push(started.child);
    return started;
  };
  try {
    const first = await app(true);
    const bare = await start(['--serve', 'bare'], first.info.blogs ?? '[]');
    children.push(bare.child);
    const second = instances > 1 ? await app(false) : undefined;
    // Seeded alike on its own embedded database; on PostgreSQL it shares the first one's posts.
    const quiet = await app(!database.url, false);
    const post = { method: 'POST' as const, body: CONTACT, headers: { 'Content-Type': 'application/json' } };
    const at = (port: number, pathname: string) => `http://127.0.0.1:${port}${pathname}`;
    /** The hits each app answered (and so stored), by its port. */
    const hits = new Map<number, number>();
    /** At most one request a connection is in flight when a run stops: stored, but answered to no one. */
    let inFlight = 0;
    const countHits = (results: { url: string; answered: number }[]) => {
      for (const { url, answered } of results) {
        if (!url.endsWith('/api/insights/hit')) continue;
        const port = Number(new URL(url).port);
        if (port === bare.info.port) continue;
        hits.set(port, (hits.get(port) ?? 0) + answered);
        inFlight += 2 * HIT_CONNECTIONS; // the warm-up's run and the measured one
      }
    };

    const rows: string[] = [];
    for (const [label, pathname, options] of [
      ['GET /api/blogs', '/api/blogs', {}],
      ['POST /api/contact', '/api/contact', post],
      ['POST /api/insights/hit', '/api/insights/hit', HIT],
    ] as const) {
      const ours = await measure(cannon, [at(first.info.port, pathname)], options);
      const baseline = await measure(cannon, [at(bare.info.port, pathname)], options);
      const both = second && (await measure(cannon, [at(first.info.port, pathname), at(second.info.port, pathname)], options));
      const without = await measure(cannon, [at(quiet.info.port, pathname)], options);
      for (const measured of [ours, both, without]) if (measured) countHits(measured.results);
      rows.push(
        `| ${label} | ${ours.rps.toFixed(0)} | ${ours.p99} ms | ${baseline.rps.toFixed(0)} | ${baseline.p99} ms | ${(ours.rps / baseline.rps).toFixed(2)} |` +
          ` ${without.rps.toFixed(0)} | ${(ours.rps / without.rps).toFixed(3)} |` +
          (both ? ` ${both.rps.toFixed(0)} | ${both.p99} ms |` : ''),
      );
    }

    // Pages alone, then the same pages while hits arrive at HIT_RATE on connections of their own:
    // one right after the other, so the machine's mood is as alike as it gets for the two.
    const pages = at(first.info.port, '/api/blogs');
    const [alone] = await drive(cannon, [{ url: pages }]);
    const [read, hit] = await drive(cannon, [
      { url: pages },
      { url: at(first.info.port, '/api/insights/hit'), options: { ...HIT, overallRate: HIT_RATE }, connections: HIT_CONNECTIONS },
    ]);
    if (!alone || !read || !hit) throw new Error('the pages-with-hits case measured nothing');
    countHits([hit]);

    // Every hit answered was stored (the counter answers after its insert): a few more may have
    // been in flight when autocannon stopped, answered to no one.
    const stores = database.url ? [first.info.port] : [first.info.port, quiet.info.port];
    const checks: string[] = [];
    for (const port of stores) {
      const answered = database.url ? [...hits.values()].reduce((sum, n) => sum + n, 0) : (hits.get(port) ?? 0);
      const stored = await pageViewsStored(port);
      if (stored < answered || stored > answered + inFlight)
        throw new Error(`hits: ${answered} answered 204, but ${stored} page views stored`);
      checks.push(`${stored} page views stored for ${answered} hits answered`);
    }

    const engine = database.url ? 'PostgreSQL' : 'PGlite';
    const lines = [
      `${engine}; ${SECONDS} s per case, ${CONNECTIONS} connections, Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`,
      '',
      `| Endpoint | API req/s | API p99 | bare node:http req/s | bare p99 | API / bare | API without metrics req/s | with / without metrics |${second ? ' 2 instances req/s | 2 instances p99 |' : ''}`,
      `|---|---:|---:|---:|---:|---:|---:|---:|${second ? '---:|---:|' : ''}`,
      ...rows,
      '',
      `Pages while hits arrive: GET /api/blogs on ${CONNECTIONS} connections, alone, then with POST /api/insights/hit at up to ${HIT_RATE}/s on ${HIT_CONNECTIONS} more`,
      '',
      '| Case | pages req/s | pages p99 | hits req/s | hits p99 | pages with hits / alone |',
      '|---|---:|---:|---:|---:|---:|',
      `| GET /api/blogs alone | ${alone.rps.toFixed(0)} | ${alone.p99} ms | | | |`,
      `| GET /api/blogs with hits | ${read.rps.toFixed(0)} | ${read.p99} ms | ${hit.rps.toFixed(0)} | ${hit.p99} ms | ${(read.rps / alone.rps).toFixed(2)} |`,
      '',
      `Stored (GET /api/admin/insights, today): ${checks.join('; ')}.`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    await database.drop();
  }
}

const [flag, mode, arg, databaseUrl, seed, metrics] = process.argv.slice(2);
if (flag === '--serve' && mode === 'app' && arg) {
  await serveApp(arg, databaseUrl || undefined, seed === 'seed', metrics !== 'no-metrics');
} else if (flag === '--serve' && mode === 'bare') {
  let blogs = '';
  for await (const chunk of process.stdin as AsyncIterable<Buffer>) blogs += chunk.toString();
  serveBare(blogs);
} else {
  await bench();
}
