/**
 * npm run bench:blog-memory: whether the server's memory grows with the content. The real server
 * (dist-server/main.mjs, as `npm start` runs it, flags included, with the built site's renderer) on the embedded
 * database by default (DATABASE_URL: PostgreSQL) is given --posts published posts of --chars
 * characters each, then, --runs times: restarted, left idle, and every post page, every /blog
 * list page, every /api/blogs page, the bare /api/blogs, the sitemap and the feed read twice.
 * Figures are the kernel's (VmRSS, peak VmHWM), and the time GET /api/blogs takes once its answer
 * is kept (median of 20) and the first time (nothing kept). Writes the measurements at the head of
 * docs/benchmarks/blog-memory.md, keeping the sections written below them.
 *
 *   npm run bench:blog-memory -- --posts 2000 --chars 50000 --runs 3
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { builtDist } from '../../src/server/test/built-site';
import { blogAddresses, read, readTwice, writePosts } from '../../src/server/test/blog-load';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '2000' },
    chars: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '4' },
    out: { type: 'string', default: 'docs/benchmarks/blog-memory.md' },
  },
});
const POSTS = Number(args.posts);
const CHARS = Number(args.chars);
const RUNS = Number(args.runs);
const CONCURRENCY = Number(args.concurrency);

async function memory(server: ServerProcess): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${server.child.pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timed(server: ServerProcess, urlPath: string) {
  const started = performance.now();
  await read(server, urlPath);
  return performance.now() - started;
}

async function main() {
  if (!existsSync(path.join(builtDist, '../dist-ssr/render.js'))) throw new Error('Build the site first: npm run build');
  if (spawnSync('npm', ['run', 'build:server'], { stdio: 'inherit' }).status !== 0)
    throw new Error('npm run build:server failed');
  const data = await serverData('bench-blog-memory');
  const env = { ...data.env, DIST_DIR: builtDist };
  const results: Array<{ idle: number; after: number; peak: number; cold: number; warm: number; listBytes: number }> = [];
  try {
    const seeding = await startServerProcess(env, { built: true });
    const started = Date.now();
    await writePosts(seeding, { posts: POSTS, chars: CHARS, concurrency: CONCURRENCY });
    process.stderr.write(`${POSTS} posts of ${CHARS} characters written in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    await seeding.stop();

    for (let run = 1; run <= RUNS; run++) {
      const server = await startServerProcess(env, { built: true });
      await pause(5000);
      const idle = await memory(server);

      const cold = await timed(server, '/api/blogs');
      const addresses = await blogAddresses(server);
      await readTwice(server, addresses, CONCURRENCY);
      const warmTimes: number[] = [];
      for (let i = 0; i < 20; i++) warmTimes.push(await timed(server, '/api/blogs'));
      const listBytes = (await read(server, '/api/blogs')).body.length;
      await pause(2000);
      const after = await memory(server);

      results.push({ idle: idle.rss, after: after.rss, peak: after.peak, cold, warm: median(warmTimes), listBytes });
      process.stderr.write(`run ${run}: ${JSON.stringify(results.at(-1))} (${addresses.length} addresses read twice)\n`);
      await server.stop();
    }
  } finally {
    await data.remove();
  }

  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rows = results.map(
    (r, i) =>
      `| ${i + 1} | ${mb(r.idle)} | ${mb(r.after)} | ${mb(r.after - r.idle)} | ${mb(r.peak)} | ${ms(r.cold)} | ${ms(r.warm)} |`,
  );
  const pick = (key: keyof (typeof results)[number]) => median(results.map((r) => r[key]));
  const growth = median(results.map((r) => r.after - r.idle));
  const setup = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database (PGlite)';
  const report = [
    `# Memory against the content: ${POSTS} published posts of ${CHARS.toLocaleString('en')} characters`,
    '',
    '`npm run bench:blog-memory` (scripts/bench/blog-memory.ts) writes this part. The real server',
    '(`dist-server/main.mjs` with the built site) is restarted for each run and left idle 5 s; then every',
    'post page, every /blog list page, every /api/blogs page (9 and 50 a page), the bare /api/blogs, the',
    'sitemap and the feed are read twice, 4 at a time. RSS is the kernel’s VmRSS, peak its VmHWM;',
    '/api/blogs is timed the first time (nothing kept) and once kept (median of 20).',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${setup}, Node ${process.version}, on a 2-core machine`,
    'shared with other work at the time: single runs vary, the medians are what to compare.',
    '',
    '| run | idle RSS | after reading | growth | peak RSS | GET /api/blogs, first | GET /api/blogs, kept |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    `| median | ${mb(pick('idle'))} | ${mb(pick('after'))} | ${mb(growth)} | ${mb(pick('peak'))} | ${ms(pick('cold'))} | ${ms(pick('warm'))} |`,
    '',
    `Target: growth ≤ 100 MB, GET /api/blogs under 100 ms. The bare list answers the newest 50 posts`,
    `(${(pick('listBytes') / 1024 / 1024).toFixed(1)} MB of JSON here).`,
  ].join('\n');
  // The measurements replace the file's head; its written sections (from the first '## ') stay.
  const previous = await readFile(args.out, 'utf8').catch(() => '');
  const sections = previous.indexOf('\n## ');
  await writeFile(args.out, `${report}\n${sections === -1 ? '' : previous.slice(sections)}`);
  process.stdout.write(`${report}\n`);
}

await main();
