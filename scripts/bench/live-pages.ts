/**
 * npm run bench:live: a page published in the live editor (issue 43's targets), on the compiled
 * server as `npm start` runs it, on the embedded database. For PUBLISHES publishes (default 15) of
 * the about page's hero title it times the publish call, then the next GET /about, which renders the
 * page with the build's renderer and must already show the new title (publish to served: the next
 * request); and GET /about's requests/s as the build prerendered it, then published and kept, with
 * autocannon (10 connections, Accept-Encoding: br, BENCH_SECONDS each, default 10; RUNS rounds,
 * default 3). Then as many changes of the site's settings (the contact e-mail): the draft, the
 * publish, the next GET /connect, and GET /about's requests/s with every page rendered with them.
 * Then as many changes of the about page's route (its title, published with the page) and new
 * pages (made, published with their route): each call and the next request. Medians. Writes the table into docs/benchmarks/live-pages.md.
 */
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from '../../src/server/test/built-site';
import { serverData, startServerProcess } from '../../src/server/test/process';
import { CONNECTIONS, loadPage, median } from './page-load';
import { writeResults } from './results-page';

const root = path.resolve(import.meta.dirname, '../..');
const PUBLISHES = Number(process.env.PUBLISHES ?? 15);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.RUNS ?? 3);
const json = { 'Content-Type': 'application/json' };

await ensureBuilt();
const data = await serverData('bench-live');
const server = await startServerProcess({ ...data.env, DIST_DIR: path.join(root, 'dist') }, { built: true });
try {
  const account = { name: 'Bench Owner', email: 'bench-owner@example.com', password: 'a benchmark passphrase' };
  await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  const { accessToken } = (await (
    await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) })
  ).json()) as { accessToken: string };
  const headers = { ...json, Authorization: `Bearer ${accessToken}` };
  const page = '/api/admin/content/pages/about';
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };

  const measure = async (pathname: string, duration: number) =>
    (await loadPage(server.base, pathname, duration)).requests.average;
  /** Requests/s of GET /about: RUNS rounds after a warm-up, the median. */
  const throughput = async () => {
    await measure('/about', 2);
    const rounds: number[] = [];
    for (let run = 0; run < RUNS; run += 1) rounds.push(await measure('/about', SECONDS));
    return median(rounds);
  };
  // The same page both ways: as the build prerendered it, then published and kept.
  const prerenderedRps = await throughput();

  const publishMs: number[] = [];
  const firstRequestMs: number[] = [];
  // The renderer's module is loaded by the first page the server renders: not part of a publish.
  await fetch(`${server.base}/blog`);
  for (let n = 1; n <= PUBLISHES; n += 1) {
    const about = await call<{ page: { blocks: { type: string; props: Record<string, unknown> }[] }; version: string }>(
      'GET',
      page,
    );
    about.page.blocks.find((block) => block.type === 'hero')!.props.title = `About us, version ${n}`;
    const { version } = await call<{ version: string }>('PUT', `${page}/draft`, { page: about.page, version: about.version });
    let started = performance.now();
    await call('POST', `${page}/publish`, { version });
    publishMs.push(performance.now() - started);
    started = performance.now();
    const html = await (await fetch(`${server.base}/about`, { headers: { 'accept-encoding': 'br' } })).text();
    firstRequestMs.push(performance.now() - started);
    if (!html.includes(`About us, version ${n}`)) throw new Error(`publish ${n}: the next request did not serve it`);
  }
  const liveRps = await throughput();

  // The site's settings: a change of the contact e-mail drafted (site.config.ts's text edited and
  // formatted, every page checked), published, and the next GET /connect rendering it.
  const site = '/api/admin/content/site';
  const settingsDraftMs: number[] = [];
  const settingsPublishMs: number[] = [];
  const settingsFirstMs: number[] = [];
  for (let n = 1; n <= PUBLISHES; n += 1) {
    const settings = await call<{ version: string; site: { company: { social: unknown[] }; offices: unknown[] } }>('GET', site);
    const email = `office-${n}@example.com`;
    let started = performance.now();
    const { version } = await call<{ version: string }>('PUT', `${site}/draft/company`, {
      version: settings.version,
      email,
      social: settings.site.company.social,
      offices: settings.site.offices,
    });
    settingsDraftMs.push(performance.now() - started);
    started = performance.now();
    await call('POST', `${site}/publish`, { version });
    settingsPublishMs.push(performance.now() - started);
    started = performance.now();
    const html = await (await fetch(`${server.base}/connect`, { headers: { 'accept-encoding': 'br' } })).text();
    settingsFirstMs.push(performance.now() - started);
    if (!html.includes(email)) throw new Error(`settings publish ${n}: the next request did not serve it`);
  }
  // Every page is now rendered with the published settings, then kept.
  const settingsRps = await throughput();

  // A page's route: its title changed in the settings' draft, published with the page (one
  // transaction, the page checked against those settings and they with it), and the next GET /about.
  const current = async () => {
    const settings = await call<{ version: string; draft: { version: string } | null }>('GET', site);
    return settings.draft?.version ?? settings.version;
  };
  const routeDraftMs: number[] = [];
  const routePublishMs: number[] = [];
  const routeFirstMs: number[] = [];
  for (let n = 1; n <= PUBLISHES; n += 1) {
    const title = `About the team, take ${n}`;
    let started = performance.now();
    const { version: siteVersion } = await call<{ version: string }>('PATCH', `${site}/draft/routes`, {
      version: await current(),
      path: '/about',
      changes: { title },
    });
    routeDraftMs.push(performance.now() - started);
    const { version } = await call<{ version: string }>('GET', page);
    started = performance.now();
    await call('POST', `${page}/publish`, { version, site: siteVersion });
    routePublishMs.push(performance.now() - started);
    started = performance.now();
    const html = await (await fetch(`${server.base}/about`, { headers: { 'accept-encoding': 'br' } })).text();
    routeFirstMs.push(performance.now() - started);
    if (!html.includes(title)) throw new Error(`route publish ${n}: the next request did not serve it`);
  }

  // A new page: made (its route and its draft), published with its route, and its first request.
  const newPageMs: number[] = [];
  const newPublishMs: number[] = [];
  const newFirstMs: number[] = [];
  for (let n = 1; n <= PUBLISHES; n += 1) {
    let started = performance.now();
    const made = await call<{ version: string; name: string }>('POST', `${site}/draft/pages`, {
      version: await current(),
      path: `/partners-${n}`,
      title: `Partners ${n}`,
      description: 'The firms we work with in the UK and Nepal: hosting, hardware and software partners we trust.',
      from: null,
    });
    newPageMs.push(performance.now() - started);
    const { draft } = await call<{ draft: { version: string } }>('GET', `/api/admin/content/pages/${made.name}`);
    started = performance.now();
    await call('POST', `/api/admin/content/pages/${made.name}/publish`, { version: draft.version, site: made.version });
    newPublishMs.push(performance.now() - started);
    started = performance.now();
    const response = await fetch(`${server.base}/partners-${n}`, { headers: { 'accept-encoding': 'br' } });
    newFirstMs.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`new page ${n}: the next request answered ${response.status}`);
  }

  const table = [
    `Compiled server (\`npm start\`), PGlite, LOG_LEVEL=info, Node ${process.version}, ${os.cpus().length} CPUs. ${PUBLISHES} publishes of the about page's hero title; ${RUNS} runs × ${SECONDS} s of GET /about each way, ${CONNECTIONS} connections, Accept-Encoding: br. Medians.`,
    '',
    '| Measure | Median | Target |',
    '|---|---:|---|',
    `| POST .../publish (check, store, history, audit) | ${median(publishMs).toFixed(0)} ms | |`,
    `| the next GET /about: rendered with the new title | ${median(firstRequestMs).toFixed(0)} ms | under 300 ms; served by the next request |`,
    `| worst of those ${PUBLISHES} first requests | ${Math.max(...firstRequestMs).toFixed(0)} ms | |`,
    `| GET /about published and kept, req/s beside the same page prerendered | ${(liveRps / prerenderedRps).toFixed(2)} × (${liveRps.toFixed(0)} against ${prerenderedRps.toFixed(0)}) | |`,
    `| site settings: PUT .../site/draft/company (site.config.ts edited, formatted, every page checked) | ${median(settingsDraftMs).toFixed(0)} ms | |`,
    `| site settings: POST .../site/publish | ${median(settingsPublishMs).toFixed(0)} ms | |`,
    `| the next GET /connect: rendered with the new settings | ${median(settingsFirstMs).toFixed(0)} ms (worst ${Math.max(...settingsFirstMs).toFixed(0)}) | under 300 ms; served by the next request |`,
    `| GET /about with settings published, kept, req/s beside the same page prerendered | ${(settingsRps / prerenderedRps).toFixed(2)} × (${settingsRps.toFixed(0)} against ${prerenderedRps.toFixed(0)}) | |`,
    `| a page's route: PATCH .../site/draft/routes (its title) | ${median(routeDraftMs).toFixed(0)} ms | |`,
    `| a page's route: POST .../publish with \`site\` (the page and its route in one transaction) | ${median(routePublishMs).toFixed(0)} ms | |`,
    `| the next GET /about: its new title | ${median(routeFirstMs).toFixed(0)} ms (worst ${Math.max(...routeFirstMs).toFixed(0)}) | under 300 ms; served by the next request |`,
    `| a new page: POST .../site/draft/pages (its route and its draft) | ${median(newPageMs).toFixed(0)} ms | |`,
    `| a new page: POST .../publish with \`site\` | ${median(newPublishMs).toFixed(0)} ms | |`,
    `| the new page's first GET | ${median(newFirstMs).toFixed(0)} ms (worst ${Math.max(...newFirstMs).toFixed(0)}) | under 300 ms; served by the next request |`,
  ].join('\n');
  await writeResults(
    'live-pages.md',
    '<!-- bench:live -->',
    table,
    "# Pages published on the running site\n\nA page (or the site's settings, which every page shows) published in the live editor is rendered by the build's own renderer on the next request, compressed once and kept until any instance publishes again (server/content/live.ts). Targets (issue 43): served from the next request on the instance that published, within 5 s on another (src/server/content/live-instances.test.ts, PostgreSQL), one page rendered in under 300 ms (median) on the embedded database. `npm run bench:live` writes the table below.\n\n",
  );
} finally {
  await server.stop('SIGTERM');
  await data.remove();
}
