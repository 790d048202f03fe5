import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '../../schemas/insights';
import { createApp, type ApiServer } from '../app';
import { createLogger } from '../logger';
import { builtDist, ensureBuilt } from '../test/built-site';
import { form, startHarness, TestClient, validQuote, type Harness } from '../test/harness';
import { FIREFOX, hit, IPHONE, rawHits, queryRows } from '../test/insights';
import { manualClock } from '../test/manual-clock';
import { serverBehindPgProxy } from '../test/pg-proxy';

/*
 * Issue 62's other counts and its dashboard when clients misbehave, crowds arrive at once or the
 * server's own parts fail: the <noscript> image's odd addresses, a burst of 404s and searches
 * counted exactly, the dashboard read while the rollup runs, its malformed query strings, and the
 * database lost as a page view, a 404 or the dashboard is counted or read. A count that fails never
 * fails the page or the enquiry it came with.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Wednesday 1 October 2031, noon UTC. */
const WEDNESDAY = Date.UTC(2031, 9, 1, 12);

const read = async (client: TestClient, token: string, query: string) => {
  const res = await client.call(`/api/admin/insights${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Insights;
};
const browserGet = (client: TestClient, path: string, headers: Record<string, string> = {}, address = '203.0.113.9') =>
  client.call(path, { headers: { Accept: 'text/html', 'User-Agent': FIREFOX, ...headers }, address });

describe('one instance', () => {
  const clock = manualClock(WEDNESDAY);
  const logged: Array<Record<string, unknown>> = [];
  let h: Harness;
  let owner = '';
  beforeAll(async () => {
    await ensureBuilt();
    h = await startHarness({
      clock,
      distDir: builtDist,
      searchRateLimit: { max: 10_000, windowMs: 60_000 },
      logger: createLogger('warn', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
    });
    owner = (await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner')).accessToken;
  }, 600_000);
  afterAll(() => h?.cleanup());

  it.each([
    ['no path', ''],
    ['an empty path', '?path='],
    ['another host', '?path=%2F%2Fevil.example%2F'],
    ['a scheme', '?path=https%3A%2F%2Fevil.example%2F'],
    ['a NUL byte', '?path=%2Fa%00b'],
    ['a path with its own query', '?path=%2Fa%3Fb%3D1'],
    ['a path of 5,000 characters', `?path=%2F${'a'.repeat(5000)}`],
    ['a broken escape', '?path=%2F%E0%A4%A'],
  ])('the <noscript> image answers its GIF for %s, and stores nothing', async (_, query) => {
    const res = await h.client.call(`/api/insights/hit.gif${query}`, { headers: { 'User-Agent': FIREFOX } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/gif');
    expect(await rawHits(h.server)).toEqual([]);
  });

  it('counts 60 requests for a missing page and 60 searches sent at once, each exactly', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 60 }, (_, n) =>
        browserGet(h.client, '/gone-at-once', { Referer: 'https://a.example/' }, `192.0.2.${n}`),
      ),
      ...Array.from({ length: 60 }, (_, n) => browserGet(h.client, '/search?q=nothing-like-this', {}, `192.0.2.${n}`)),
    ]);
    expect(answers.slice(0, 60).every((res) => res.status === 404)).toBe(true);
    expect(answers.slice(60).every((res) => res.status === 200)).toBe(true);
    const today = await read(h.client, owner, '?from=2031-10-01&to=2031-10-01');
    expect(today.notFound).toContainEqual({ path: '/gone-at-once', count: 60, referrers: ['a.example'] });
    expect(today.searches).toContainEqual({ query: 'nothing-like-this', count: 60, results: 0 });
  });

  it('keeps at most 1,000 missing addresses a day, the ones already kept still counting; a day of page views keeps its top 1,000 pages', async () => {
    clock.set(WEDNESDAY + 4 * DAY);
    const flood = Array.from({ length: 1100 }, (_, n) => `/flood-${String(n).padStart(4, '0')}`);
    for (let n = 0; n < flood.length; n += 100)
      await Promise.all(
        flood.slice(n, n + 100).map((path, k) => browserGet(h.client, path, {}, `10.1.${Math.floor(n / 100)}.${k}`)),
      );
    expect((await browserGet(h.client, '/flood-0000', {}, '10.2.0.1')).status).toBe(404);
    const rows = await queryRows(
      h.server,
      sql`SELECT count(*)::int AS n, max(count)::int AS most FROM insight_not_found WHERE day = '2031-10-05'`,
    );
    expect(rows).toEqual([{ n: 1000, most: 2 }]);

    for (let n = 0; n < flood.length; n += 100)
      await Promise.all(
        flood.slice(n, n + 100).map((path, k) => hit(h.client, { path }, { address: `10.3.${Math.floor(n / 100)}.${k}` })),
      );
    clock.set(WEDNESDAY + 5 * DAY);
    await h.server.idle();
    const pages = await queryRows(
      h.server,
      sql`SELECT count(*)::int AS n FROM insight_totals WHERE day = '2031-10-05' AND dimension = 'page'`,
    );
    expect(pages).toEqual([{ n: 1000 }]);
    expect(await read(h.client, owner, '?from=2031-10-05&to=2031-10-05')).toMatchObject({ pageviews: 1100 });
  });

  it('counts an address up to its budget, then answers alike and counts nothing more', async () => {
    const limited = await startHarness({ clock, insightsRateLimit: { max: 5, windowMs: 60_000 } });
    try {
      const answers = [];
      for (let n = 0; n < 8; n++) answers.push((await hit(limited.client, { path: '/' }, { address: '192.0.2.99' })).status);
      expect(answers).toEqual(Array(8).fill(204));
      expect(await rawHits(limited.server)).toHaveLength(5);
      await hit(limited.client, { path: '/' }, { address: '192.0.2.100' });
      expect(await rawHits(limited.server)).toHaveLength(6);
    } finally {
      await limited.cleanup();
    }
  });

  it('answers the same day the same while the rollup turns its hits into totals', async () => {
    clock.set(WEDNESDAY + DAY);
    for (let n = 0; n < 40; n++)
      await hit(h.client, { path: `/p${n % 4}` }, { address: `198.51.100.${n % 10}`, userAgent: n < 20 ? FIREFOX : IPHONE });
    // Ten addresses, each with two browsers: 20 visitors.
    clock.set(WEDNESDAY + 2 * DAY);
    const [answers] = await Promise.all([
      Promise.all(Array.from({ length: 12 }, () => read(h.client, owner, '?from=2031-10-02&to=2031-10-02'))),
      h.server.idle(),
    ]);
    for (const answer of answers) {
      expect(answer).toMatchObject({ pageviews: 40, visitors: 20 });
      expect(answer.pages.reduce((sum, one) => sum + one.pageviews, 0)).toBe(40);
    }
    expect(await rawHits(h.server)).toEqual([]);
  });

  it('answers malformed and oversized query strings with 400 or 422, never 500', async () => {
    for (const query of [
      '?from=',
      '?from=2031-1-1',
      '?to=2031-10-01T00:00:00Z',
      '?from=%00',
      '?to=0000-01-01',
      `?from=${'9'.repeat(10_000)}`,
    ])
      expect((await h.client.call(`/api/admin/insights${query}`, { token: owner })).status, query).toBe(400);
    expect((await h.client.call('/api/admin/insights?from=2031-10-02&to=2031-10-01', { token: owner })).status).toBe(422);
    expect((await h.client.call('/api/admin/insights?from=2031-10-01&from=2031-01-01', { token: owner })).status).toBe(200);
  });

  it('stores an enquiry without its pages when they cannot be read, and says so in the log', async () => {
    clock.set(WEDNESDAY + 6 * DAY);
    const visitor = { address: '192.0.2.200', userAgent: FIREFOX };
    await hit(h.client, { path: '/services' }, visitor);
    // The raw hits out of reach (a table gone): the lookup fails, the quote does not.
    await h.server.db.execute(sql`ALTER TABLE insight_hits RENAME TO insight_hits_away`);
    try {
      const res = await h.client.call('/api/request-quote', {
        form: form(validQuote),
        headers: { 'User-Agent': visitor.userAgent, Referer: 'http://localhost/services' },
        address: visitor.address,
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await queryRows(h.server, sql`SELECT landing_path, form_path FROM quotes WHERE id = ${id}`)).toEqual([
        { landing_path: null, form_path: null },
      ]);
      expect(logged.map((line) => line.msg)).toContain("an enquiry's landing page could not be found: it is stored without it");
    } finally {
      await h.server.db.execute(sql`ALTER TABLE insight_hits_away RENAME TO insight_hits`);
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost (PostgreSQL behind a proxy that cuts it)', () => {
  const clock = manualClock(WEDNESDAY);
  const lost = serverBehindPgProxy('insights_faults', { clock, distDir: builtDist });

  it('a page view, a 404 and the dashboard cut off: 204, the 404 page and 503; each works once the database is back', async () => {
    await ensureBuilt();
    const faulty = lost.harness;
    const token = (await faulty.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Owner')).accessToken;
    await hit(faulty.client, { path: '/' });

    lost.proxy.cutWhenSent('insert into "insight_hits"');
    expect((await hit(faulty.client, { path: '/services' })).status).toBe(204);
    expect(lost.proxy.databaseDown).toBe(true);
    await lost.databaseBack();

    lost.proxy.cutWhenSent('UPDATE "insight_not_found"');
    const missing = await browserGet(faulty.client, '/not-here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html');
    expect(lost.proxy.databaseDown).toBe(true);
    await lost.databaseBack();

    lost.proxy.cutWhenSent('insight_days');
    const cut = await faulty.client.call('/api/admin/insights', { token });
    expect(cut.status).toBe(503);
    expect(cut.headers.get('Retry-After')).toBe('5');
    expect(((await cut.json()) as { error: string }).error).toBe(
      'The insights could not be read: the database did not answer. Please try again in a minute.',
    );
    await lost.databaseBack();

    expect((await hit(faulty.client, { path: '/services' })).status).toBe(204);
    expect((await browserGet(faulty.client, '/not-here')).status).toBe(404);
    const back = await read(faulty.client, token, '');
    expect(back.pages.map(({ path, pageviews }) => ({ path, pageviews }))).toEqual([
      { path: '/', pageviews: 1 },
      { path: '/services', pageviews: 1 },
    ]);
    expect(back.notFound).toEqual([{ path: '/not-here', count: 1, referrers: [] }]);
  });
});

describe.runIf(process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  const clock = manualClock(WEDNESDAY);
  let h: Harness;
  let other: ApiServer;
  beforeAll(async () => {
    await ensureBuilt();
    h = await startHarness({ clock, distDir: builtDist, searchRateLimit: { max: 10_000, windowMs: 60_000 } });
    other = await createApp({
      clock,
      dataDir: `${h.dataDir}-b`,
      databaseUrl: h.databaseUrl,
      distDir: builtDist,
      logLevel: 'silent',
      searchRateLimit: { max: 10_000, windowMs: 60_000 },
    });
  }, 600_000);
  afterAll(async () => {
    await other?.close();
    await h?.cleanup();
  });

  it('count every 404 and every search once, though both take them at the same moment', async () => {
    const owner = (await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Owner')).accessToken;
    const clients = [h.client, new TestClient(other)];
    await Promise.all(
      Array.from({ length: 80 }, (_, n) =>
        n % 2
          ? browserGet(clients[n % 4 < 2 ? 0 : 1]!, '/broken-link', { Referer: 'https://b.example/' }, `192.0.2.${n}`)
          : browserGet(clients[n % 4 < 2 ? 0 : 1]!, '/search?q=zzyzx', {}, `192.0.2.${n}`),
      ),
    );
    const today = await read(h.client, owner, '?from=2031-10-01&to=2031-10-01');
    expect(today.notFound).toEqual([{ path: '/broken-link', count: 40, referrers: ['b.example'] }]);
    expect(today.searches).toEqual([{ query: 'zzyzx', count: 40, results: 0 }]);
  });
});
