import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness } from '../test/harness';
import { totalsBy, dayTotals, FIREFOX, GOOGLEBOT, hit, insightsText, IPHONE, rawHits } from '../test/insights';
import { manualClock } from '../test/manual-clock';

/*
 * POST /api/insights/hit (issue 62) as the beacon uses it: what is counted, what is not, and that
 * nothing stored can name a visitor.
 */

const HOUR = 3_600_000;
const NOON = Date.UTC(2031, 2, 12, 12);

describe('POST /api/insights/hit', () => {
  const clock = manualClock(NOON);
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ clock, publicUrl: 'https://www.example.com' });
  });
  afterAll(() => h?.cleanup());
  // Not the salts: the instance holds today's in memory, as it would all day.
  beforeEach(async () => {
    await h.server.db.execute(sql`TRUNCATE insight_hits, insight_totals, insight_days, insight_searches, insight_not_found`);
  });

  it('counts ten page views from two browsers as ten views by two visitors, once the day is rolled up', async () => {
    for (let n = 0; n < 10; n++) {
      const res = await hit(
        h.client,
        { path: `/services?from=${n}#top`, referrer: 'https://Search.Example.org/results?q=it' },
        {
          userAgent: n % 2 === 0 ? FIREFOX : IPHONE,
          headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
        },
      );
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
    }
    const raw = await rawHits(h.server);
    expect(raw).toHaveLength(10);
    expect(new Set(raw.map((row) => row.visitor)).size).toBe(2);
    expect(raw[0]).toMatchObject({ day: '2031-03-12', path: '/services', referrerHost: 'search.example.org', country: 'GB' });

    clock.set(Date.UTC(2031, 2, 13, 1));
    await h.server.idle();
    expect(await dayTotals(h.server)).toEqual([expect.objectContaining({ day: '2031-03-12', pageviews: 10, visitors: 2 })]);
    const byDevice = (await totalsBy(h.server, 'device')).map(({ value, pageviews, visitors }) => ({
      device: value,
      pageviews,
      visitors,
    }));
    expect(byDevice.sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { device: 'desktop', pageviews: 5, visitors: 1 },
      { device: 'mobile', pageviews: 5, visitors: 1 },
    ]);
    clock.set(NOON);
  });

  it('counts the same browser as another visitor the next day', async () => {
    await hit(h.client, { path: '/' });
    clock.set(NOON + 24 * HOUR);
    await hit(h.client, { path: '/' });
    clock.set(NOON);
    const [first, second] = await rawHits(h.server);
    expect(first?.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(second?.visitor).not.toBe(first?.visitor);
  });

  it.each([
    ['Do Not Track', { 'User-Agent': FIREFOX, DNT: '1' }],
    ['Global Privacy Control', { 'User-Agent': FIREFOX, 'Sec-GPC': '1' }],
    ["a crawler's user agent", { 'User-Agent': GOOGLEBOT }],
    ['no user agent at all', { 'User-Agent': '' }],
  ])('answers 204 and counts nothing for %s', async (_, headers) => {
    const res = await hit(h.client, { path: '/about' }, { headers });
    expect(res.status).toBe(204);
    expect(await rawHits(h.server)).toEqual([]);
  });

  it("takes sendBeacon's text/plain body", async () => {
    const res = await hit(h.client, JSON.stringify({ path: '/contact' }), {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
    expect((await rawHits(h.server)).map((row) => row.path)).toEqual(['/contact']);
  });

  it("keeps only another site's host as the referrer, and no country it cannot read", async () => {
    await hit(h.client, { path: '/a', referrer: 'https://www.example.com/services' });
    await hit(h.client, { path: '/b', referrer: 'javascript:alert(1)' }, { headers: { 'Accept-Language': 'es-419,es' } });
    await hit(h.client, { path: '/c', referrer: 'not a url' }, { headers: { 'Accept-Language': 'zh-Hant-TW' } });
    const rows = (await rawHits(h.server)).sort((a, b) => a.path.localeCompare(b.path));
    expect(rows.map(({ path, referrerHost, country }) => ({ path, referrerHost, country }))).toEqual([
      { path: '/a', referrerHost: null, country: null },
      { path: '/b', referrerHost: null, country: null },
      { path: '/c', referrerHost: null, country: 'TW' },
    ]);
  });

  it.each([
    ['a full address', 'https://evil.example/page'],
    ['a host without a scheme', '//evil.example/page'],
    ['a relative path', 'services'],
    ['a path over 300 characters', `/${'a'.repeat(300)}`],
    ['a backslash', '/\\evil.example'],
    ['a number', 42],
  ])('counts nothing for %s as the path', async (_, path) => {
    expect((await hit(h.client, { path })).status).toBe(204);
    expect(await rawHits(h.server)).toEqual([]);
  });

  it("stores neither the address nor the user agent anywhere in the insights' tables", async () => {
    const address = '198.51.100.23';
    const userAgent = `${FIREFOX} UniqueMarker/7.7`;
    for (let n = 0; n < 5; n++) await hit(h.client, { path: `/p${n}` }, { address, userAgent });
    clock.set(NOON + 13 * HOUR);
    await h.server.idle();
    await hit(h.client, { path: '/next-day' }, { address, userAgent });
    clock.set(NOON);
    const text = await insightsText(h.server);
    expect(text).toContain('/next-day');
    expect(text).not.toContain(address);
    expect(text).not.toContain('198.51.100');
    expect(text).not.toContain('UniqueMarker');
    expect(text).not.toContain('Firefox');
  });
});
