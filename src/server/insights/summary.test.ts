import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insights } from '../../schemas/insights';
import { builtDist, ensureBuilt } from '../test/built-site';
import { form, startHarness, validQuote, type Harness } from '../test/harness';
import { FIREFOX, GOOGLEBOT, hit, insightsText, IPHONE, rawHits, queryRows } from '../test/insights';
import { manualClock } from '../test/manual-clock';

/*
 * GET /api/admin/insights (issue 62) over what the site counted: page views from two browsers,
 * today's up to the moment and yesterday's rolled up; the quote of a visitor who landed on a
 * service page; a search that found nothing; an address that gave the 404 page, and who linked to
 * it; a campaign's tags. Each figure as the dashboard shows it, and nothing that names a visitor.
 */

const HOUR = 3_600_000;
/** Tuesday 10 June 2031, 09:00 UTC. */
const TUESDAY = Date.parse('2031-06-10T09:00:00Z');
const clock = manualClock(TUESDAY);
let h: Harness;
let owner = '';
let editor = '';
let author = '';

const PHONE_ADDRESS = '198.51.100.20';
const DESKTOP_ADDRESS = '203.0.113.7';

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ clock, distDir: builtDist, registration: 'open', searchRateLimit: { max: 10_000, windowMs: 60_000 } });
  owner = (await h.client.signUpAndIn('owner@example.com', 'correct horse battery', 'Olivia Owner')).accessToken;
  await h.client.signUpAndIn('editor@example.com', 'correct horse battery', 'Erin Editor');
  await h.client.signUpAndIn('author@example.com', 'correct horse battery', 'Aisha Author');
  await h.server.db.execute(sql`UPDATE users SET role = 'editor' WHERE email = 'editor@example.com'`);
  await h.server.db.execute(sql`UPDATE users SET role = 'author' WHERE email = 'author@example.com'`);
  editor = (await h.client.signIn('editor@example.com', 'correct horse battery')).accessToken;
  author = (await h.client.signIn('author@example.com', 'correct horse battery')).accessToken;
}, 600_000);
afterAll(() => h?.cleanup());

const insights = async (query = '', token = owner) => {
  const res = await h.client.call(`/api/admin/insights${query}`, { token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Insights;
};
/** A browser's request for a page of the site, as a visitor's address bar or link sends it. */
const page = (
  path: string,
  {
    userAgent = FIREFOX,
    address = DESKTOP_ADDRESS,
    headers = {},
  }: { userAgent?: string; address?: string; headers?: Record<string, string> } = {},
) =>
  h.client.call(path, { headers: { Accept: 'text/html,application/xhtml+xml', 'User-Agent': userAgent, ...headers }, address });

describe('the day before: counted, then rolled up', () => {
  it('answers the same figures for a day from its raw hits and from its totals', async () => {
    // Monday: three pages, two browsers, one visitor each.
    clock.set(TUESDAY - 24 * HOUR);
    for (const path of ['/', '/services', '/']) await hit(h.client, { path });
    await hit(h.client, { path: '/', referrer: 'https://www.google.com/' }, { userAgent: IPHONE, address: PHONE_ADDRESS });
    const monday = '?from=2031-06-09&to=2031-06-09';
    const live = await insights(monday);
    expect(live).toMatchObject({ visitors: 2, pageviews: 4 });
    expect(live.pages).toEqual([
      { path: '/', pageviews: 3, visitors: 2, enquiries: 0, formEnquiries: 0 },
      { path: '/services', pageviews: 1, visitors: 1, enquiries: 0, formEnquiries: 0 },
    ]);
    expect(live.referrers).toEqual([{ host: 'www.google.com', visitors: 1, pageviews: 1 }]);

    clock.set(TUESDAY);
    await h.server.idle();
    // Rolled up: Monday's raw hits are gone, and its totals answer the same.
    expect((await rawHits(h.server)).filter((row) => row.day === '2031-06-09')).toEqual([]);
    expect(await insights(monday)).toEqual(live);
  });
});

describe('today', () => {
  it('counts ten views of three pages from two browsers, and nothing from Do Not Track, Global Privacy Control or a crawler', async () => {
    clock.set(TUESDAY + HOUR);
    const visits = ['/', '/services', '/about-us', '/', '/services', '/', '/about-us', '/', '/services', '/'];
    for (const [n, path] of visits.entries())
      await hit(h.client, { path }, n % 2 ? { userAgent: IPHONE, address: PHONE_ADDRESS } : {});
    await hit(h.client, { path: '/' }, { headers: { DNT: '1' }, address: '192.0.2.50' });
    await hit(h.client, { path: '/' }, { headers: { 'Sec-GPC': '1' }, address: '192.0.2.51' });
    await hit(h.client, { path: '/' }, { userAgent: GOOGLEBOT, address: '192.0.2.52' });
    const today = await insights('?from=2031-06-10&to=2031-06-10');
    expect(today).toMatchObject({ visitors: 2, pageviews: 10, days: [{ date: '2031-06-10', visitors: 2, pageviews: 10 }] });
    expect(today.pages.map(({ path, pageviews, visitors }) => ({ path, pageviews, visitors }))).toEqual([
      { path: '/', pageviews: 5, visitors: 2 },
      { path: '/services', pageviews: 3, visitors: 2 },
      { path: '/about-us', pageviews: 2, visitors: 1 },
    ]);
  });

  it('attributes a quote to the page its visitor landed on and the page its form was on', async () => {
    clock.set(TUESDAY + 2 * HOUR);
    const visitor = { address: '192.0.2.80', userAgent: IPHONE };
    await hit(h.client, { path: '/wordpress-development', referrer: 'https://www.bing.com/' }, visitor);
    await hit(h.client, { path: '/request-quote' }, visitor);
    const res = await h.client.call('/api/request-quote', {
      form: form(validQuote),
      headers: { 'User-Agent': visitor.userAgent, Referer: 'http://localhost/request-quote?from=menu' },
      address: visitor.address,
    });
    expect(res.status).toBe(201);
    // A visitor with Do Not Track sends one too: stored, and attributed to nothing.
    const private_ = await h.client.call('/api/request-quote', {
      form: form(validQuote),
      headers: { 'User-Agent': FIREFOX, DNT: '1', Referer: 'http://localhost/services' },
      address: DESKTOP_ADDRESS,
    });
    expect(private_.status).toBe(201);
    const pagesOf = async (answer: Response) => {
      const { id } = (await answer.json()) as { id: string };
      return queryRows(h.server, sql`SELECT landing_path, form_path FROM quotes WHERE id = ${id}`);
    };
    expect(await pagesOf(res)).toEqual([{ landing_path: '/wordpress-development', form_path: '/request-quote' }]);
    expect(await pagesOf(private_)).toEqual([{ landing_path: null, form_path: null }]);

    const today = await insights('?from=2031-06-10&to=2031-06-10');
    expect(today.enquiries).toBe(2);
    expect(today.pages).toContainEqual({
      path: '/wordpress-development',
      pageviews: 1,
      visitors: 1,
      enquiries: 1,
      formEnquiries: 0,
    });
    expect(today.pages).toContainEqual({ path: '/request-quote', pageviews: 1, visitors: 1, enquiries: 0, formEnquiries: 1 });
  });

  it('lists the searches that found nothing first, each with its count and results; not a crawler’s, nor a next page', async () => {
    clock.set(TUESDAY + 3 * HOUR);
    expect((await page('/search?q=WordPress')).status).toBe(200);
    expect((await page('/search?q=wordpress')).status).toBe(200);
    expect((await page('/search?q=wordpress&page=2')).status).toBeLessThan(500);
    expect((await page('/search?q=Kubernetes%20%20operators')).status).toBe(200);
    expect((await page('/search?q=crawled', { userAgent: GOOGLEBOT })).status).toBe(200);
    expect((await page('/search?q=tracked', { headers: { 'Sec-GPC': '1' } })).status).toBe(200);
    const { searches } = await insights('?from=2031-06-10&to=2031-06-10');
    expect(searches[0]).toEqual({ query: 'kubernetes operators', count: 1, results: 0 });
    expect(searches[1]).toMatchObject({ query: 'wordpress', count: 2 });
    expect(searches[1]?.results).toBeGreaterThan(0);
    expect(searches).toHaveLength(2);
  });

  it('lists an address that gave the 404 page with the hosts that linked to it; not an image, a crawler or an opt-out', async () => {
    clock.set(TUESDAY + 4 * HOUR);
    const linked = { headers: { Referer: 'https://partner.example.org/links?ref=1' } };
    expect((await page('/no-such-page', linked)).status).toBe(404);
    expect((await page('/no-such-page', linked)).status).toBe(404);
    expect((await page('/no-such-page', { headers: { Referer: 'http://localhost/services' } })).status).toBe(404);
    expect((await page('/no-such-page')).status).toBe(404);
    expect((await page('/old-logo.png', { headers: { Accept: 'image/avif,image/webp,*/*' } })).status).toBe(404);
    expect((await page('/wp-login.php', { userAgent: GOOGLEBOT })).status).toBe(404);
    expect((await page('/private', { headers: { DNT: '1' } })).status).toBe(404);
    const { notFound } = await insights('?from=2031-06-10&to=2031-06-10');
    expect(notFound).toEqual([{ path: '/no-such-page', count: 4, referrers: ['partner.example.org', 'localhost'] }]);
  });

  it('counts the utm_* tags a visit arrived with, and stores no other parameter of its address', async () => {
    clock.set(TUESDAY + 5 * HOUR);
    await hit(h.client, { path: '/?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=jane%40example.com' });
    // Without script: the page's <noscript> image, the tags read from the page's address it was on.
    const image = await h.client.call('/api/insights/hit.gif?path=%2Fservices', {
      headers: { 'User-Agent': IPHONE, Referer: 'http://localhost/services?utm_source=newsletter&token=secret' },
      address: PHONE_ADDRESS,
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/gif');
    expect(image.headers.get('Cache-Control')).toBe('no-store');
    expect(image.headers.get('Set-Cookie')).toBeNull();
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
    const { campaigns } = await insights('?from=2031-06-10&to=2031-06-10');
    expect(campaigns).toEqual([
      { tag: 'source', value: 'newsletter', visitors: 2, pageviews: 2 },
      // Equal figures: by the tag's value.
      { tag: 'medium', value: 'email', visitors: 1, pageviews: 1 },
      { tag: 'campaign', value: 'launch', visitors: 1, pageviews: 1 },
    ]);
    const stored = await insightsText(h.server);
    for (const secret of ['jane@example.com', 'secret', DESKTOP_ADDRESS, PHONE_ADDRESS, 'Firefox', 'iPhone'])
      expect(stored).not.toContain(secret);
  });
});

describe('who may read it, and which ranges', () => {
  it('answers the owner and an editor; refuses an author (403) and anyone signed out (401)', async () => {
    expect((await h.client.call('/api/admin/insights', { token: editor })).status).toBe(200);
    expect((await h.client.call('/api/admin/insights', { token: author })).status).toBe(403);
    expect((await h.client.call('/api/admin/insights')).status).toBe(401);
  });

  it('covers the 30 days to today by default, every day present, and refuses a range backwards or over two years', async () => {
    clock.set(TUESDAY + 6 * HOUR);
    const { from, to, days } = await insights();
    expect({ from, to }).toEqual({ from: '2031-05-12', to: '2031-06-10' });
    expect(days).toHaveLength(30);
    expect(days.filter((day) => day.pageviews > 0).map((day) => day.date)).toEqual(['2031-06-09', '2031-06-10']);
    expect((await h.client.call('/api/admin/insights?from=2031-06-10&to=2031-06-09', { token: owner })).status).toBe(422);
    expect((await h.client.call('/api/admin/insights?from=2029-06-09&to=2031-06-10', { token: owner })).status).toBe(422);
    expect((await h.client.call('/api/admin/insights?from=2031-02-30', { token: owner })).status).toBe(400);
  });
});
