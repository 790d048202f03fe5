import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { form, startHarness, validContact, validQuote, type Harness } from '../test/harness';
import { metricOf, metricsUrlOf, serverData, startServerProcess } from '../test/process';
import { rawRequest } from '../test/raw-http';
import { registry } from './registry';

/*
 * /metrics as an operator's scraper sees it: on its own port, in Prometheus' text format, with
 * series per route pattern so that no client can add series by choosing paths.
 */

/** The distinct label sets of one metric in the registry now. */
async function series(name: string) {
  const metric = (await registry.getMetricsAsJSON()).find((item) => item.name === name);
  return (metric?.values ?? []) as Array<{ labels: Record<string, string | number>; value: number }>;
}

describe('request metrics in one process', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(() => harness.cleanup());

  it('labels requests by route pattern: 1,000 random paths add a handful of series, none named by its path', async () => {
    const earlier = await series('http_requests_total');
    const paths: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const junk = randomBytes(6).toString('hex');
      paths.push([`/api/blogs/${junk}`, `/api/${junk}`, `/${junk}/${junk}`, `/api/admin/files/${junk}`][i % 4] ?? '/');
    }
    for (const path of paths) await harness.client.call(path);
    const after = await series('http_requests_total');
    // One series per (route pattern, method, status) reached: a few, whatever the paths were.
    expect(after.length - earlier.length).toBeLessThanOrEqual(6);
    const text = await registry.metrics();
    for (const path of paths.slice(0, 50)) expect(text).not.toContain(path.split('/').at(-1));
    // The registry is the process's: other servers of this run may have counted other answers there.
    const missingPosts = (list: typeof after) =>
      list.find(({ labels }) => labels.route === '/api/blogs/:id' && labels.method === 'GET' && labels.status === '404')?.value ??
      0;
    expect(missingPosts(after) - missingPosts(earlier)).toBe(250);
  });

  it('counts a made-up method as OTHER rather than by its spelling', async () => {
    for (const method of ['FOO', 'BAR', 'BAZ']) await harness.client.call('/api/health', { method });
    const methods = new Set((await series('http_requests_total')).map((item) => item.labels.method));
    expect(methods.has('OTHER')).toBe(true);
    expect(methods.has('FOO')).toBe(false);
  });

  it('answers 404 at /metrics on the site port', async () => {
    const res = await harness.client.call('/metrics');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_requests_total');
  });

  it('counts nothing with metrics off', async () => {
    const quiet = await startHarness({ metrics: false });
    try {
      const before = JSON.stringify(await series('http_requests_total'));
      await quiet.client.call('/api/health');
      expect(JSON.stringify(await series('http_requests_total'))).toBe(before);
    } finally {
      await quiet.cleanup();
    }
  });
});

describe('the metrics port of a running server', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const start = async (env: Record<string, string> = {}) => {
    const data = await serverData('metrics');
    cleanups.push(() => data.remove());
    const server = await startServerProcess({ ...data.env, ...env });
    cleanups.push(() => server.stop('SIGKILL'));
    return server;
  };
  it('counts the requests being answered now: one whose body stalls is in flight until its client gives up', async () => {
    const server = await start();
    expect(await metricOf(server, 'http_requests_in_flight')).toBe(0);
    let giveUp = () => {};
    const stalled = rawRequest(server.base, (socket) => {
      giveUp = () => socket.destroy();
      socket.write('POST /api/contact HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na');
    });
    await expect.poll(() => metricOf(server, 'http_requests_in_flight'), { timeout: 10_000 }).toBe(1);
    giveUp();
    await stalled;
    await expect.poll(() => metricOf(server, 'http_requests_in_flight'), { timeout: 10_000 }).toBe(0);
  }, 60_000);

  it('serves Prometheus text on 127.0.0.1 only, with requests, latency, memory, event loop, uploads, caches and 429s', async () => {
    const server = await start({ RATE_LIMIT_MAX: '2' });
    const url = await metricsUrlOf(server);
    expect(new URL(url).hostname).toBe('127.0.0.1');
    expect(new URL(url).port).not.toBe(new URL(server.base).port);

    const file = randomBytes(3000);
    const quote = await fetch(`${server.base}/api/request-quote`, {
      method: 'POST',
      body: form(validQuote, { field: 'file', name: 'plan.bin', content: file }),
    });
    expect(quote.status).toBe(201);
    const contacts = [];
    for (let i = 0; i < 3; i++) {
      contacts.push(
        (
          await fetch(`${server.base}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(validContact),
          })
        ).status,
      );
    }
    expect(contacts).toEqual([201, 201, 429]);
    await fetch(`${server.base}/api/blogs`);
    await fetch(`${server.base}/api/blogs`);
    // API only here (no dist/): the site's port has no /metrics of its own either way.
    const site = await fetch(`${server.base}/metrics`);
    expect(site.status).not.toBe(200);
    expect(await site.text()).not.toContain('http_requests_total');

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^http_requests_total\{method="POST",route="\/api\/contact",status="201"\} 2$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="POST",route="\/api\/request-quote",status="201"\} 1$/m,
    );
    expect(text).toMatch(/^http_throttled_total\{route="\/api\/contact"\} 1$/m);
    expect(text).toMatch(new RegExp(`^upload_stored_bytes_total\\{kind="quote"\\} ${file.length}$`, 'm'));
    // An empty list is never kept, so both reads missed.
    expect(text).toMatch(/^cache_lookups_total\{topic="blogs",result="miss"\} 2$/m);
    for (const name of ['nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    if (process.env.DATABASE_URL) expect(text).toMatch(/^db_pool_connections\{state="idle"\} \d/m);
    // The site's /metrics is counted under the pattern that answered it, never as its own route.
    expect(text).not.toMatch(/route="\/metrics"/);

    expect((await fetch(url.replace('/metrics', '/other'))).status).toBe(404);
    expect((await fetch(url, { method: 'POST' })).status).toBe(404);
  }, 90_000);

  it('serves the site when METRICS_PORT is taken, and says so in the log as an error naming the port; off opens none', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => taken.close(resolve)));
    const port = (taken.address() as { port: number }).port;
    const server = await start({ METRICS_PORT: String(port) });
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    const loud = await server.waitForLog((line) => line.level === 'error' && line.metricsPort === port);
    expect(loud.msg).toMatch(
      new RegExp(`METRICS_PORT ${port} cannot be opened \\(EADDRINUSE\\): this instance serves the site without /metrics`),
    );
    expect((await server.waitForLog((line) => line.msg === 'listening')).metrics).toBeNull();

    const off = await start({ METRICS_PORT: 'off' });
    expect((await off.waitForLog((line) => line.msg === 'listening')).metrics).toBeNull();
  }, 120_000);
});
