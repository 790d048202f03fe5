import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instancesOnOneDatabase } from './test/instances';
import type { ServerProcess } from './test/process';

/*
 * Two instances on one PostgreSQL database, the second behind a proxy that can cut its change feed
 * (its LISTEN connection) and nothing else. Whether that feed was killed while running or could
 * never connect, what the first instance writes is right on the second within 2 s, on every
 * address that shows posts: /blog, /blog/{slug}, /api/blogs, the sitemap and the feed. Needs
 * PostgreSQL (npm run test:api:pg) and the built site (it renders the blog's pages).
 */

const WITHIN_MS = 2000;
const ADMIN = { name: 'Feed Admin', email: 'feed@example.com', password: 'changes that always arrive' };
const instances = instancesOnOneDatabase('change_feed', ADMIN);

const write = async (method: string, urlPath: string, body?: unknown) => {
  const response = await instances.asAdmin(method, urlPath, body);
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as { _id: string; slug: string };
};

const text = async (server: ServerProcess, urlPath: string) => {
  const response = await fetch(`${server.base}${urlPath}`);
  return { status: response.status, body: await response.text() };
};

/** Where `marker` shows on `server`, address by address (the post's page by its status too). */
const shows = async (server: ServerProcess, slug: string, marker: string) => {
  const [api, list, page, sitemap, feed] = await Promise.all([
    text(server, '/api/blogs'),
    text(server, '/blog'),
    text(server, `/blog/${slug}`),
    text(server, '/sitemap.xml'),
    text(server, '/blog/rss.xml'),
  ]);
  return {
    api: api.body.includes(marker),
    list: list.body.includes(marker),
    page: page.status === 200 && page.body.includes(marker),
    sitemap: sitemap.body.includes(`/blog/${slug}`),
    feed: feed.body.includes(marker),
  };
};
const everywhere = { api: true, list: true, page: true, sitemap: true, feed: true };
const nowhere = { api: false, list: false, page: false, sitemap: false, feed: false };

/** Reads every address on `reader` (so each is cached), writes on the first instance, and times how long until `reader` shows `expected`. */
const lifecycleOn = async (reader: ServerProcess, name: string) => {
  const seen = async (slug: string, marker: string, expected: typeof everywhere) => {
    const started = Date.now();
    await expect.poll(() => shows(reader, slug, marker), { timeout: WITHIN_MS * 2, interval: 50 }).toEqual(expected);
    return Date.now() - started;
  };
  const times: number[] = [];
  await shows(reader, `${name}-first`, name);
  const created = await write('POST', '/api/blogs', { title: `${name} first`, content: `<p>${name} version one</p>` });
  times.push(await seen(created.slug, `${name} version one`, everywhere));

  await shows(reader, created.slug, `${name} version two`);
  await write('PUT', `/api/blogs/${created._id}`, { content: `<p>${name} version two</p>` });
  times.push(await seen(created.slug, `${name} version two`, everywhere));

  await write('PUT', `/api/blogs/${created._id}`, { status: 'draft' });
  times.push(await seen(created.slug, `${name} version two`, nowhere));

  await write('PUT', `/api/blogs/${created._id}`, { status: 'published' });
  times.push(await seen(created.slug, `${name} version two`, everywhere));

  await write('DELETE', `/api/blogs/${created._id}`);
  times.push(await seen(created.slug, `${name} version two`, nowhere));
  expect(Math.max(...times), `ms to show each change: ${times.join(', ')}`).toBeLessThan(WITHIN_MS);
};

describe.runIf(process.env.DATABASE_URL)('a change reaches the other instance within 2 s, with its change feed down', () => {
  beforeAll(instances.start, 600_000);
  afterAll(instances.stop);

  it('when its feed was killed while running (and refused since), then when the feed is back', async () => {
    const { proxy, server } = await instances.proxied({ feedDown: false });
    await expect.poll(() => proxy.feedOpen, { timeout: 10_000 }).toBe(true);
    proxy.setFeedDown(true);
    proxy.killFeed();
    await server.waitForLog((line) => line.msg.startsWith('the change feed lost its database connection'), 5000);
    await lifecycleOn(server, 'killed');
    expect(proxy.refused).toBeGreaterThan(0);

    proxy.setFeedDown(false);
    await server.waitForLog((line) => line.msg === 'the change feed is back', 15_000);
    await lifecycleOn(server, 'restored');
  }, 120_000);

  it('when its feed could not connect at start, then once it does', async () => {
    const { proxy, server } = await instances.proxied({ feedDown: true });
    await server.waitForLog((line) => line.msg.startsWith('the change feed could not connect'), 10_000);
    await lifecycleOn(server, 'never');

    proxy.setFeedDown(false);
    await server.waitForLog((line) => line.msg === 'the change feed is back', 15_000);
    expect(proxy.feedOpen).toBe(true);
    await lifecycleOn(server, 'late');
  }, 120_000);
});
