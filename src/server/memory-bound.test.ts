import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_PAGE_BYTES } from './blog/pages';
import { KEPT_LIST_BYTES } from './blog/routes';
import { KEPT_FEED_BYTES } from './blog/feed-routes';
import { blogAddresses, read, readTwice, writePosts } from './test/blog-load';
import { builtDist, ensureBuilt } from './test/built-site';
import { serverData, startServerProcess, type LogLine, type ServerProcess } from './test/process';

/*
 * Memory does not grow with the content: the smaller sibling of `npm run bench:blog-memory` (2,000
 * posts, resident memory, docs/benchmarks/blog-memory.md). The built server, run as `npm start`
 * runs it, on the embedded database (PostgreSQL under npm run test:api:pg), with 300 published
 * posts of 50,000 characters. Every post page, list page, API page, the sitemap and the feed are
 * read twice; then what the process still holds after a full garbage collection (V8's heap and the
 * Buffers outside it) is measured against the same at idle. It may hold its caches, bounded by
 * bytes, and a little more; it may not hold the content. Resident memory is left to the benchmark:
 * the allocator decides when to give pages back, which makes it a poor figure for a test.
 */

const POSTS = 300;
const CHARS = 50_000;
const MB = 1024 * 1024;
/** What the caches may hold together, as their own byte counts go. */
const CACHE_BOUND = KEPT_PAGE_BYTES + KEPT_LIST_BYTES + KEPT_FEED_BYTES;
/** Beyond the caches: the bookkeeping around them, V8's compiled code for the paths first run under load. */
const SLACK = 12 * MB;
const PROBE = pathToFileURL(path.join(import.meta.dirname, 'test/memory-probe.mjs')).href;

/** What the process holds after a full collection: V8's heap, the memory outside it (Buffers, WebAssembly), resident memory. */
interface Held {
  heap: number;
  external: number;
  rss: number;
}

/** What a bound on memory is about: the heap and the memory outside it. */
const total = ({ heap, external }: Held) => heap + external;

/** Asks the server (test/memory-probe.mjs) to collect its garbage and say what it still holds. */
async function held(server: ServerProcess): Promise<Held> {
  const asked = Date.now();
  server.child.kill('SIGUSR2');
  const line = (await server.waitForLog((l: LogLine) => l.msg === 'memory probe' && Number(l.at) >= asked, 30_000)) as LogLine & {
    heapUsed: number;
    external: number;
    rss: number;
  };
  return { heap: line.heapUsed, external: line.external, rss: line.rss };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

let data: Awaited<ReturnType<typeof serverData>>;
let server: ServerProcess;

describe('memory against the content', () => {
  beforeAll(async () => {
    await ensureBuilt();
    data = await serverData('memory-bound');
    const env = {
      ...data.env,
      DIST_DIR: builtDist,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PROBE}`.trim(),
    };
    const writer = await startServerProcess(env, { built: true });
    try {
      await writePosts(writer, { posts: POSTS, chars: CHARS });
    } finally {
      await writer.stop();
    }
    // A fresh process: nothing kept, nothing left over from the writes.
    server = await startServerProcess(env, { built: true });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  it(`holds its caches, not the content, once ${POSTS} posts of ${CHARS.toLocaleString('en')} characters are all read twice`, async () => {
    const addresses = await blogAddresses(server);
    expect(addresses.length).toBeGreaterThan(POSTS);
    // One read of each kind first, so the baseline has the renderer and every code path loaded.
    for (const address of ['/blog', addresses[0] ?? '', '/api/blogs?page=1', '/sitemap.xml', '/blog/rss.xml'])
      await read(server, address);
    const idle = await held(server);

    const received = await readTwice(server, addresses);
    const after = await held(server);
    const growth = total(after) - total(idle);
    const report = `held ${mb(total(idle))} at idle, ${mb(total(after))} after ${addresses.length} addresses read twice (${mb(received)} received): growth ${mb(growth)} against caches bounded at ${mb(CACHE_BOUND)}; heap ${mb(idle.heap)} → ${mb(after.heap)}, external ${mb(idle.external)} → ${mb(after.external)}, resident ${mb(idle.rss)} → ${mb(after.rss)}`;
    console.info(report);

    // The reads carried more than the caches may hold, each post in several forms (its page, list
    // pages, API pages, the feed), compressed as sent: had the server kept what it answered, the
    // bound below could not hold (65 MB with the caches unbounded). Fewer bytes, and this test
    // would measure nothing (a seed gone wrong, pages answering 404).
    expect(received, report).toBeGreaterThan(CACHE_BOUND);
    expect(growth, report).toBeLessThan(CACHE_BOUND + SLACK);
  }, 600_000);
});
