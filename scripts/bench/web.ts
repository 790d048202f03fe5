// `npm run bench:web`: Lighthouse 12 (mobile, simulated throttling, a new visitor each run) on every
// public route and alias of site.config.ts (not the noindex sign-in and admin screens), served by
// the real server from the built dist/, each page with its JavaScript and with its JavaScript
// blocked, in the same run so the LCP ratio compares like with like. Medians of --runs runs (default 3) go to docs/benchmarks/web.md under a section named
// by --label (default 'Latest'); other sections of that file are kept.
//
//   --routes /,/blog   only these paths (a query too: /search?q=cloud)   --runs N   runs per page and mode
//   --label After      the section to write      --dist DIR      another build to measure (default dist/)
//   --no-write         print only                --reports DIR   also keep each run's Lighthouse JSON there (long tasks, bootup time)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serverData, startServerProcess } from '../../src/server/test/process';
import rawSiteConfig from '../../site.config';
import { compileSiteConfig } from '../../src/config/compile';
import { buildIfStale } from '../build/freshness.mjs';
import { chromiumArgs, chromiumPath } from '../../tests/chromium.mjs';
import { measure } from '../build/budgets.mjs';
import { median, renderSection, replaceSection, type RouteResult, type Sample } from './web-report';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('runs') ?? 3);
const label = option('label') ?? 'Latest';
const dist = path.resolve(root, option('dist') ?? 'dist');
const reports = option('reports') ? path.resolve(root, option('reports') as string) : undefined;

const site = compileSiteConfig(rawSiteConfig);
// By default the public routes; the client app's (sign-in, registration, the admin: noindex) when
// --routes names them, measured to the same targets except SEO, which noindex lowers on purpose.
const routePaths = site.routes.flatMap((route) =>
  [route.path, ...route.aliases].map((p) => ({ path: p, noindex: route.noindex })),
);
const noindexPaths = new Set(routePaths.filter((r) => r.noindex).map((r) => r.path));
const wanted = option('routes')?.split(',');
// A path named with a query (/search?q=cloud, a page the server renders for it) is measured as named.
const paths = wanted
  ? wanted.filter((p) => routePaths.some((r) => r.path === p.split('?')[0]))
  : routePaths.map((r) => r.path).filter((p) => !noindexPaths.has(p));
if (paths.length === 0) throw new Error(`No route matches --routes ${option('routes')}`);

if (!option('dist')) {
  const built = (await buildIfStale()) as number;
  if (built !== 0) process.exit(built);
}

/** The real server (compiled, as `npm start` runs it) on a free port with a fresh DATA_DIR, serving `dist`. */
async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const data = await serverData('bench-web');
  const server = await startServerProcess({ ...data.env, DIST_DIR: dist }, { built: true });
  return {
    url: server.base,
    stop: async () => {
      await server.stop('SIGTERM');
      await data.remove();
    },
  };
}

let runCount = 0;
const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is tried again. */
async function lighthouseRun(port: number, url: string, withJs: boolean, attempt = 1): Promise<Sample> {
  try {
    return await lighthouseOnce(port, url, withJs);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`${url} (${withJs ? 'with' : 'without'} JS): ${(error as Error).message.split('\n')[0]}; trying again`);
    return lighthouseRun(port, url, withJs, attempt + 1);
  }
}

async function lighthouseOnce(port: number, url: string, withJs: boolean): Promise<Sample> {
  const run = ++runCount;
  const result = await lighthouse(
    url,
    {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Without JS: every script file fails to load; the inline head scripts (colour mode) still run.
      blockedUrlPatterns: withJs ? [] : ['*.js'],
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (reports) {
    mkdirSync(reports, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}${withJs ? '' : '.nojs'}.${run}.json`;
    writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit?.id ?? '');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    lcp: value('largest-contentful-paint'),
    failing,
  };
}

function machine(): string {
  const cpus = os.cpus();
  const chromium = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const lighthouseVersion = (
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  return [
    `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.type()} ${os.release()}`,
    `Node ${process.version}, ${chromium}, Lighthouse ${lighthouseVersion}; load average at the start ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  ].join('; ');
}

// The budgets of the measured build: its dist-ssr/ lies beside its dist/.
const buildRoot = path.dirname(dist);
const budgets = existsSync(path.join(buildRoot, 'dist-ssr/pages.json'))
  ? (measure(buildRoot) as { route: string; jsBytes: number }[])
  : [];

function report(completed: number) {
  const results: RouteResult[] = paths.map((route) => {
    const { js, noJs } = samples.get(route) ?? { js: [], noJs: [] };
    const lcp = median(js.map((s) => s.lcp));
    const lcpNoJs = median(noJs.map((s) => s.lcp));
    return {
      route,
      noindex: noindexPaths.has(route.split('?')[0] ?? route),
      performance: median(js.map((s) => s.performance)),
      accessibility: median(js.map((s) => s.accessibility)),
      bestPractices: median(js.map((s) => s.bestPractices)),
      seo: median(js.map((s) => s.seo)),
      tbt: median(js.map((s) => s.tbt)),
      cls: median(js.map((s) => s.cls)),
      lcp,
      lcpNoJs,
      ratio: lcp / lcpNoJs,
      initialJsKb: (budgets.find((row) => row.route === route)?.jsBytes ?? Number.NaN) / 1024,
      failing: [...new Set(js.flatMap((s) => s.failing))],
    };
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(0);
  const section = renderSection({ label, date: new Date(), machine: about, runs: completed, minutes, results });
  console.log(`\n${section}`);
  mkdirSync(path.join(root, 'tmp'), { recursive: true });
  writeFileSync(
    path.join(root, 'tmp/bench-web.json'),
    JSON.stringify({ label, samples: Object.fromEntries(samples), results }, null, 2),
  );
  if (!args.includes('--no-write')) {
    const file = path.join(root, 'docs/benchmarks/web.md');
    writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, 'utf8') : '', label, section));
    console.log(`Written to ${path.relative(root, file)} under '## ${label}'`);
  }
}

const server = await startServer();
const chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS });
const samples = new Map<string, { js: Sample[]; noJs: Sample[] }>(paths.map((p) => [p, { js: [], noJs: [] }]));
const started = Date.now();
const about = machine();
// Stopped from outside (Ctrl-C, kill): close Chromium and the server rather than leave them running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    chrome.kill();
    void server.stop().finally(() => process.exit(130));
  });
}
try {
  for (let run = 1; run <= runs; run++) {
    for (const route of paths) {
      const entry = samples.get(route);
      if (!entry) continue;
      // Alternate which mode goes first, so neither always meets a warmer machine.
      const order = (run + paths.indexOf(route)) % 2 === 0 ? [true, false] : [false, true];
      for (const withJs of order)
        (withJs ? entry.js : entry.noJs).push(await lighthouseRun(chrome.port, `${server.url}${route}`, withJs));
      const last = entry.js[entry.js.length - 1];
      console.log(
        `run ${run}/${runs} ${route}: perf ${last?.performance} TBT ${last?.tbt.toFixed(0)} CLS ${last?.cls.toFixed(3)} LCP ${last?.lcp.toFixed(0)} / no JS ${entry.noJs[entry.noJs.length - 1]?.lcp.toFixed(0)}`,
      );
    }
    // A long benchmark on a shared machine may be cut short: each completed round is written.
    report(run);
  }
} finally {
  chrome.kill();
  await server.stop();
}
