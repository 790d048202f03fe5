/**
 * npm run bench:api: the API against a bare node:http server answering the same JSON.
 *
 * Each server runs in its own process (this script re-runs itself with --serve), on 127.0.0.1 with a
 * temporary DATA_DIR; autocannon drives it with 10 connections for BENCH_SECONDS (default 10) per
 * case. Only the bench raises the rate limit, so POST /api/contact is measured rather than refused.
 * Its posts carry no proof of work (a solution costs a client a fraction of a second and counts
 * once), so each is stored as spam: the same transaction, less the mail's row.
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
  const account = { name: 'Bench Admin', email: 'bench-admin@example.com', password: 'a benchmark passphrase' };
  await server.app.request('/api/auth/register', { method: 'POST', headers, body: JSON.stringify(account) });
  const login = await server.app.request('/api/auth/login', { method: 'POST', headers, body: JSON.stringify(account) });
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

/** Drives the URLs at once, the connections shared out among them; the rates add up, the worst p99 counts. */
async function measure(cannon: Cannon, urls: string[], options: Partial<autocannon.Options> = {}) {
  const run = (duration: number) =>
    Promise.all(urls.map((url) => cannon({ url, connections: CONNECTIONS / urls.length, duration, ...options })));
  // A short warm-up so JIT and caches are in their steady state.
  await run(2);
  const results = await run(SECONDS);
  for (const [i, result] of results.entries()) {
    if (result.errors > 0 || result.non2xx > 0)
      throw new Error(`${urls[i]}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return {
    rps: results.reduce((sum, result) => sum + result.requests.average, 0),
    p99: Math.max(...results.map((result) => result.latency.p99)),
  };
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

    const rows: string[] = [];
    for (const [label, pathname, options] of [
      ['GET /api/blogs', '/api/blogs', {}],
      ['POST /api/contact', '/api/contact', post],
    ] as const) {
      const ours = await measure(cannon, [at(first.info.port, pathname)], options);
      const baseline = await measure(cannon, [at(bare.info.port, pathname)], options);
      const both = second && (await measure(cannon, [at(first.info.port, pathname), at(second.info.port, pathname)], options));
      const without = await measure(cannon, [at(quiet.info.port, pathname)], options);
      rows.push(
        `| ${label} | ${ours.rps.toFixed(0)} | ${ours.p99} ms | ${baseline.rps.toFixed(0)} | ${baseline.p99} ms | ${(ours.rps / baseline.rps).toFixed(2)} |` +
          ` ${without.rps.toFixed(0)} | ${(ours.rps / without.rps).toFixed(3)} |` +
          (both ? ` ${both.rps.toFixed(0)} | ${both.p99} ms |` : ''),
      );
    }

    const engine = database.url ? 'PostgreSQL' : 'PGlite';
    const lines = [
      `${engine}; ${SECONDS} s per case, ${CONNECTIONS} connections, Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs`,
      '',
      `| Endpoint | API req/s | API p99 | bare node:http req/s | bare p99 | API / bare | API without metrics req/s | with / without metrics |${second ? ' 2 instances req/s | 2 instances p99 |' : ''}`,
      `|---|---:|---:|---:|---:|---:|---:|---:|${second ? '---:|---:|' : ''}`,
      ...rows,
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
