import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import type { Insights } from '../../src/schemas/insights';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, seedSession, test, waitForHydration, type LoginAnswer } from './fixtures';

/*
 * Issue 62's "done when", in Chromium against the built site and its own server: ten visits to three
 * pages from two browsers count ten page views by two visitors; Do Not Track, Global Privacy Control
 * and a crawler count nothing; a quote sent after landing on /wordpress-development is attributed to
 * it; a search that finds nothing and a request for /no-such-page from another website show in the
 * dashboard and the API alike; no cookie is set, and no address or user agent is in the database.
 */

const owner = { name: 'Insights Owner', email: 'insights-owner@example.com', password: 'correct horse battery' };
/**
 * The visitors' browsers: each user agent ends in a made-up product, so a search of the database for it
 * finds only what was stored of it (not a word isbot's list knows: "Insights" is a crawler's).
 */
const BROWSER_A =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Ashfield/7';
const BROWSER_B =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1 Birchwood/7';
const BROWSER_QUOTE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0 Cedarvale/7';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html) Fernhill/7';
const NOTHING_FOUND = 'zyxwvutsrq';

let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;
let token = '';

test.beforeAll(async () => {
  data = await serverData('insights-browser');
  server = await startServerProcess({ ...data.env, DIST_DIR: path.resolve('dist'), RATE_LIMIT_MAX: '1000' }, { built: true });
  const json = { 'Content-Type': 'application/json' };
  expect(
    (await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(owner) })).status,
  ).toBe(201);
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  token = ((await login.json()) as LoginAnswer).accessToken;
});
test.afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

const today = () => new Date().toISOString().slice(0, 10);
async function insights(): Promise<Insights> {
  const res = await fetch(`${server.base}/api/admin/insights?from=${today()}&to=${today()}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Insights;
}

/** A visitor's browser: its own user agent and headers, nothing stored from an earlier visit. */
function visitor(browser: Browser, userAgent: string, extraHTTPHeaders: Record<string, string> = {}) {
  return browser.newContext({ baseURL: server.base, userAgent, extraHTTPHeaders });
}

/** Opens `path` and waits for its view to be sent and answered (the beacon goes once the page is idle). */
async function read(page: Page, path: string) {
  const counted = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/insights/hit');
  await page.goto(path);
  await waitForHydration(page);
  expect((await counted).status()).toBe(204);
}

/** Every text a table of the database holds, as one string: what "grep the database" looks through. */
async function databaseText(): Promise<string> {
  const { createApp } = await import('../../src/server/app');
  const app = await createApp({ dataDir: data.dataDir, databaseUrl: data.env.DATABASE_URL, distDir: null, logLevel: 'silent' });
  try {
    type Column = { table_name: string; column_name: string };
    const { rows: columns } = (await app.db.execute<Column>(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json')`)) as { rows: Column[] };
    const values: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = (await app.db.execute<{ v: string | null }>(
        sql`SELECT ${sql.identifier(column)}::text AS v FROM ${sql.identifier(table)}`,
      )) as { rows: Array<{ v: string | null }> };
      values.push(...rows.map((row) => row.v ?? ''));
    }
    return values.join('\n');
  } finally {
    await app.close();
  }
}

test('counts what the issue asks, and nothing that names a visitor', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const contexts: BrowserContext[] = [];
  const open = async (userAgent: string, headers?: Record<string, string>) => {
    const context = await visitor(browser, userAgent, headers);
    contexts.push(context);
    return context.newPage();
  };

  // Ten visits to three pages from two browsers.
  const a = await open(BROWSER_A);
  const b = await open(BROWSER_B);
  for (const path of ['/', '/about', '/services', '/', '/about']) await read(a, path);
  for (const path of ['/', '/about', '/services', '/', '/']) await read(b, path);
  expect(await insights()).toMatchObject({ pageviews: 10, visitors: 2 });

  // Do Not Track, Global Privacy Control and a crawler: their pages show, and nothing is counted.
  for (const [userAgent, headers] of [
    [BROWSER_A.replace('Ashfield', 'Dunmore'), { DNT: '1' }],
    [BROWSER_A.replace('Ashfield', 'Elmstead'), { 'Sec-GPC': '1' }],
    [CRAWLER, {}],
  ] as const) {
    const quiet = await open(userAgent, headers);
    await quiet.goto('/');
    await waitForHydration(quiet);
    await quiet.goto('/about');
    await waitForHydration(quiet);
    // The beacon goes at idle time: let it go (and be refused) before counting.
    await quiet.waitForTimeout(1500);
  }
  expect(await insights()).toMatchObject({ pageviews: 10, visitors: 2 });

  // A visitor who lands on /wordpress-development and sends a quote from it.
  const quoter = await open(BROWSER_QUOTE);
  await read(quoter, '/wordpress-development');
  await quoter.getByRole('button', { name: 'Accept All' }).click();
  await quoter.getByRole('banner').getByRole('button', { name: 'Request a quote' }).click();
  const dialog = quoter.getByRole('dialog');
  await expect(dialog.locator('form[data-ready]')).toBeVisible();
  await dialog.getByLabel('Full Name').fill('Asha Gurung');
  await dialog.getByLabel('Email Address').fill('asha@example.com');
  await dialog.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await dialog.getByLabel('Company Name').fill('Gurung Trading Ltd');
  await dialog.getByLabel('Size of your company').selectOption('Small (1-4)');
  await dialog.getByLabel('Preferred contact method').selectOption('Email');
  await dialog.getByLabel('Service you need').selectOption('Website Development');
  await dialog.getByLabel('Budget').selectOption('£1,500 - £5,000');
  await dialog.getByLabel('How did you hear about us?').selectOption('Online Search');
  const sent = quoter.waitForResponse((res) => new URL(res.url()).pathname === '/api/request-quote');
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  expect((await sent).status()).toBe(201);

  // A search that finds nothing, and an address that does not exist, linked from another website.
  await read(a, `/search?q=${NOTHING_FOUND}`);
  const missing = await a.goto('/no-such-page', { referer: 'https://partner.example.org/links' });
  expect(missing?.status()).toBe(404);

  const answer = await insights();
  expect(answer).toMatchObject({ visitors: 3, pageviews: 12, enquiries: 1 });
  expect(answer.pages).toContainEqual({
    path: '/wordpress-development',
    pageviews: 1,
    visitors: 1,
    enquiries: 1,
    formEnquiries: 1,
  });
  expect(answer.searches).toContainEqual({ query: NOTHING_FOUND, count: 1, results: 0 });
  expect(answer.notFound).toEqual([{ path: '/no-such-page', count: 1, referrers: ['partner.example.org'] }]);

  // The same figures in the owner's dashboard.
  await seedSession(
    page,
    (await (
      await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      })
    ).json()) as LoginAnswer,
  );
  await page.goto(`${server.base}/admin`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Insights', exact: true }).click();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  const figures = page.locator('dl').filter({ hasText: 'Visitors' });
  await expect(figures).toContainText('Visitors3');
  await expect(figures).toContainText('Page views12');
  await expect(figures).toContainText('Enquiries1');
  const pages = page.getByRole('table', { name: 'Pages by page views' });
  await expect(pages.getByRole('row').filter({ hasText: '/wordpress-development' })).toContainText('1');
  const searches = page.getByRole('table', { name: /Searches on the site/ });
  await expect(searches.getByRole('row').filter({ hasText: NOTHING_FOUND })).toContainText('No results');
  const broken = page.getByRole('table', { name: /Addresses not found/ });
  await expect(broken.getByRole('row').filter({ hasText: '/no-such-page' })).toContainText('partner.example.org');

  // No cookie for any visitor; nothing of their address or browser in the database.
  for (const context of contexts) expect(await context.cookies()).toEqual([]);
  for (const context of contexts) await context.close();
  await server.stop();
  const stored = await databaseText();
  for (const agent of ['Ashfield', 'Birchwood', 'Cedarvale', 'Dunmore', 'Elmstead', 'Fernhill'])
    expect(stored, agent).not.toContain(agent);
  expect(stored).toContain('/wordpress-development');
});
