/**
 * npm run bench:pages: a post page the server renders (then keeps) beside a page the build
 * prerendered, on the compiled server as `npm start` runs it, in one run so the machine's noise
 * falls on both alike. Measures GET /about (a static file), GET /blog/{slug} and GET /blog (both
 * rendered once, then served from memory) with autocannon, 10 connections, as a browser asks
 * (Accept-Encoding: br), BENCH_SECONDS each (default 10) after a warm-up; RUNS rounds (default 3),
 * the median reported. Writes the table into docs/benchmarks/blog-pages.md.
 */
import os from 'node:os';
import path from 'node:path';
import { serverData, startServerProcess } from '../../src/server/test/process';
import { CONNECTIONS, loadPage, median } from './page-load';
import { writeResults } from './results-page';
import { ensureBuilt } from '../../src/server/test/built-site';

const root = path.resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);

await ensureBuilt();
const data = await serverData('bench-pages');
const server = await startServerProcess({ ...data.env, DIST_DIR: path.join(root, 'dist') }, { built: true });
try {
  const json = { 'Content-Type': 'application/json' };
  const account = { name: 'Bench Admin', email: 'bench-admin@example.com', password: 'a benchmark passphrase' };
  await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  const login = (await (
    await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) })
  ).json()) as { accessToken: string };
  const content = `<h2>What we changed</h2>${'<p>Some article text, long enough to be a real post. </p>'.repeat(60)}<ul><li>One</li><li>Two</li></ul>`;
  let url = '';
  for (let i = 1; i <= 12; i += 1) {
    const answer = await fetch(`${server.base}/api/blogs`, {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${login.accessToken}` },
      body: JSON.stringify({
        title: `How we cut cloud costs, part ${i}`,
        content,
        excerpt: 'Three changes that halved an AWS bill.',
      }),
    });
    if (answer.status !== 201) throw new Error(`creating a post answered ${answer.status}`);
    url = ((await answer.json()) as { url: string }).url;
  }

  const cases = [
    ['prerendered page (GET /about)', '/about'],
    ['cached post page (GET /blog/{slug})', url],
    ['cached list page (GET /blog)', '/blog'],
  ] as const;
  const measure = (pathname: string, duration: number) => loadPage(server.base, pathname, duration);
  const samples = new Map<string, { rps: number[]; p99: number[] }>(
    cases.map(([, pathname]) => [pathname, { rps: [], p99: [] }]),
  );
  for (const [, pathname] of cases) await measure(pathname, 2); // warm-up: JIT, and each page rendered once
  for (let run = 0; run < RUNS; run += 1) {
    for (const [, pathname] of cases) {
      const result = await measure(pathname, SECONDS);
      samples.get(pathname)?.rps.push(result.requests.average);
      samples.get(pathname)?.p99.push(result.latency.p99);
    }
  }
  const staticRps = median(samples.get('/about')?.rps ?? []);
  const rows = cases.map(([label, pathname]) => {
    const sample = samples.get(pathname) ?? { rps: [], p99: [] };
    const rps = median(sample.rps);
    return `| ${label} | ${rps.toFixed(0)} | ${median(sample.p99)} ms | ${(rps / staticRps).toFixed(2)} |`;
  });
  const table = [
    `Compiled server (\`npm start\`), PGlite, LOG_LEVEL=info; ${RUNS} runs × ${SECONDS} s per case, ${CONNECTIONS} connections, Accept-Encoding: br; medians. Node ${process.version}, ${os.cpus().length} CPUs.`,
    '',
    '| Page | req/s | p99 | beside the prerendered page |',
    '|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
  await writeResults(
    'blog-pages.md',
    '<!-- bench:pages -->',
    table,
    "# Server-rendered blog pages\n\nThe server renders `/blog` and `/blog/{slug}` with the build's own renderer, compresses each page once and keeps it until a post changes (server/blog/pages.ts). Target: a kept page at least 0.5 × the requests/s of a prerendered page. `npm run bench:pages` writes the table below.\n\n",
  );
} finally {
  await server.stop('SIGTERM');
  await data.remove();
}
