import type { APIRequestContext } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { site } from '../../src/config/site';
import { attribute, parsePage, textOf } from '../../src/server/test/html';
import { expect, open, test } from './fixtures';

/*
 * The administrator's post as a reader, a crawler and a feed reader meet it: unseen while a draft;
 * once published, a complete page without JavaScript, in the list, the sitemap and the feed;
 * moved with a 301 when renamed; gone everywhere once deleted.
 */

const TITLE = 'Zero-downtime moves to the cloud';
const EXCERPT = 'How we moved a busy file server to the cloud without a minute of downtime.';

/** A wide photo, as a phone camera would send one: the server makes 480, 960 and 1440 px copies of it. */
const photo = async () => ({
  name: 'whiteboard.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2f855a' } })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

/** What a plain HTTP client gets: no JavaScript runs on it. */
const plain = async (request: APIRequestContext, path: string) => {
  const answer = await request.get(path, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers().location, text: await answer.text() };
};
const xml = new XMLParser({ isArray: (name) => name === 'url' || name === 'item' });
const sitemapLocs = async (request: APIRequestContext) =>
  (xml.parse((await plain(request, '/sitemap.xml')).text) as { urlset: { url: Array<{ loc: string }> } }).urlset.url.map(
    (url) => url.loc,
  );
const feedLinks = async (request: APIRequestContext) =>
  (
    xml.parse((await plain(request, '/blog/rss.xml')).text) as { rss: { channel: { item: Array<{ link: string }> } } }
  ).rss.channel.item.map((item) => item.link);

test('a post: unseen as a draft, a complete page once published, moved when renamed, gone when deleted', async ({
  admin,
  posts,
  request,
  page,
}) => {
  const imageUrl = await admin.uploadImage(await photo());
  const content =
    `<h2>The plan</h2><ul><li>Inventory every share</li><li>Pilot with one team</li></ul>` +
    `<p>Read about our <a href="/cloud-services">cloud services</a>.</p><p><img src="${imageUrl}" alt="The migration plan on a whiteboard"></p>`;
  const draft = await posts.create({
    title: TITLE,
    content,
    imageUrl,
    imageAlt: 'A whiteboard with the migration plan',
    excerpt: EXCERPT,
    status: 'draft',
  });
  const url = `${site.company.url}${draft.url}`;

  // A draft: no page, and in none of the list, the sitemap or the feed.
  expect((await plain(request, draft.url)).status).toBe(404);
  expect((await plain(request, '/blog')).text).not.toContain(TITLE);
  expect(await sitemapLocs(request)).not.toContain(url);
  expect(await feedLinks(request)).not.toContain(url);

  const published = await admin.updatePost(draft._id, { status: 'published' });
  expect(published.url).toBe(draft.url);

  // Without JavaScript: the post's page is complete.
  const html = await plain(request, draft.url);
  expect(html.status).toBe(200);
  const doc = parsePage(html.text);
  expect(textOf(doc.one('title'))).toBe(`${TITLE} | ${site.company.name}`);
  expect(attribute(doc.one('meta', { name: 'description' }), 'content')).toBe(EXCERPT);
  expect(attribute(doc.one('link', { rel: 'canonical' }), 'href')).toBe(url);
  expect(attribute(doc.one('meta', { property: 'og:image' }), 'content')).toMatch(/-1440w\.webp$/);
  const graph = (
    JSON.parse(textOf(doc.one('script', { type: 'application/ld+json' }))) as { '@graph': Array<Record<string, unknown>> }
  )['@graph'];
  expect(graph.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({
    headline: TITLE,
    datePublished: published.publishedDate,
    author: { name: expect.any(String) },
  });
  const body = textOf(doc.one('article', { 'data-blog-post': draft._id }));
  for (const text of ['The plan', 'Inventory every share', 'Pilot with one team', 'cloud services']) expect(body).toContain(text);
  // The list, the sitemap and the feed have it.
  const list = parsePage((await plain(request, '/blog')).text);
  expect(list.one('a', { href: draft.url })).toBeDefined();
  expect(await sitemapLocs(request)).toContain(url);
  expect(await feedLinks(request)).toContain(url);

  // In a phone's browser: the cover is a WebP copy sized for the screen, never the 2400 px upload,
  // its box reserved; the image in the text waits until it is near.
  await page.setViewportSize({ width: 375, height: 740 });
  await open(page, draft.url);
  const cover = page.locator(`[data-blog-post="${draft._id}"] > img`);
  await expect(cover).toHaveAttribute('alt', 'A whiteboard with the migration plan');
  await expect(cover).toHaveAttribute('width', '2400');
  await expect(cover).toHaveAttribute('height', '1200');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(480|960)w\.webp$/);
  await expect(page.locator(`[data-blog-post="${draft._id}"] p img`)).toHaveAttribute('loading', 'lazy');
  await expect(page.getByRole('link', { name: 'cloud services' })).toHaveAttribute('href', '/cloud-services');

  // Renamed: the new address serves it, the old one and the id answer 301 to it.
  const renamed = await admin.updatePost(draft._id, { title: 'Zero-downtime cloud moves, step by step' });
  expect(renamed.url).not.toBe(draft.url);
  expect(await plain(request, draft.url)).toMatchObject({ status: 301, location: renamed.url });
  expect(await plain(request, `/blog/${draft._id}`)).toMatchObject({ status: 301, location: renamed.url });
  await open(page, draft.url);
  await expect(page).toHaveURL(new RegExp(`${renamed.url}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zero-downtime cloud moves, step by step');

  // Deleted: 404 at every address, and out of the list, the sitemap and the feed.
  await admin.deletePost(draft._id);
  for (const path of [renamed.url, draft.url, `/blog/${draft._id}`]) expect((await plain(request, path)).status, path).toBe(404);
  expect((await plain(request, '/blog')).text).not.toContain('Zero-downtime');
  expect((await sitemapLocs(request)).some((loc) => loc.includes('zero-downtime'))).toBe(false);
  expect((await feedLinks(request)).some((link) => link.includes('zero-downtime'))).toBe(false);
});
