import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { BLOG_PAGE_SIZE, type Post } from '../../schemas/blog';
import { builtInArticles } from './builtin';
import { blogListPage } from './list-page';
import { blogs } from '../db/schema';
import { builtDist, ensureBuilt } from '../test/built-site';
import { startHarness, type Harness } from '../test/harness';
import { attribute, parsePage, textOf } from '../test/html';

/*
 * /blog and /blog/{slug} as the server renders them for a request without JavaScript: complete
 * HTML from the build's renderer, kept until a post changes. Runs against the real build.
 */

let h: Harness;
let token: string;

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ distDir: builtDist });
  token = (await h.client.signUpAndIn('writer@example.com', 'correct horse battery', 'Writer')).accessToken;
}, 600_000);
afterAll(() => h?.cleanup());

const BODY =
  '<h2>What we changed</h2><ul><li>Right-sized instances</li><li>Reserved capacity</li></ul><p>Read <a href="/cloud-services">our cloud services</a>.</p>';

async function create(json: Record<string, unknown>): Promise<Post> {
  const res = await h.client.call('/api/blogs', { json: { content: BODY, ...json }, token });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Post;
}
const update = async (id: string, json: Record<string, unknown>) => {
  const res = await h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token });
  if (res.status !== 200) throw new Error(`update answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Post;
};
/** A plain request, as a crawler or curl sends it: no JavaScript runs on the answer. */
const fetchPage = async (path: string, headers: Record<string, string> = {}) => {
  const res = await h.client.call(path, { headers });
  return { res, html: await res.text() };
};
const jsonLd = (html: string) =>
  JSON.parse(textOf(parsePage(html).one('script', { type: 'application/ld+json' }))) as {
    '@graph': Array<Record<string, unknown>>;
  };

describe('a published post at /blog/{slug}', () => {
  it('answers complete HTML: title, description, canonical, Open Graph, BlogPosting and the body', async () => {
    const post = await create({ title: 'How we cut cloud costs', excerpt: 'Three changes that halved a client’s AWS bill.' });
    const { res, html } = await fetchPage(post.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = parsePage(html);
    expect(textOf(page.one('title'))).toBe(`How we cut cloud costs | ${site.company.name}`);
    expect(attribute(page.one('meta', { name: 'description' }), 'content')).toBe(
      'Three changes that halved a client’s AWS bill.',
    );
    expect(attribute(page.one('link', { rel: 'canonical' }), 'href')).toBe(`${site.company.url}/blog/how-we-cut-cloud-costs`);
    expect(attribute(page.one('meta', { property: 'og:type' }), 'content')).toBe('article');
    expect(attribute(page.one('link', { rel: 'alternate' }), 'href')).toBe('/blog/rss.xml');
    const posting = jsonLd(html)['@graph'].find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'How we cut cloud costs',
      datePublished: post.publishedDate,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: 'Writer' },
      url: `${site.company.url}/blog/how-we-cut-cloud-costs`,
    });
    expect(posting?.image).toMatch(/^https:\/\//);
    const article = page.one('article', { 'data-blog-post': post._id });
    expect(textOf(page.one('h1'))).toBe('How we cut cloud costs');
    expect(textOf(article)).toContain('Right-sized instances');
    expect(page.all('li').map((li) => textOf(li))).toEqual(
      expect.arrayContaining(['Right-sized instances', 'Reserved capacity']),
    );
    expect(page.one('a', { href: '/cloud-services' })).toBeDefined();
    // The page runs the static pages' script, and its CSP allows exactly the shell's inline scripts.
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2};/);
  });

  it('is sent compressed as the browser accepts, and revalidates with its ETag', async () => {
    const post = await create({ title: 'Compressed and cached' });
    // The forms' stamp is the second the page was sent (http/document.ts): two answers a second
    // apart differ there and nowhere else.
    const unstamped = (html: string) => html.replace(/name="stamp" value="[^"]*"/g, 'name="stamp" value=""');
    const plain = await fetchPage(post.url);
    const br = await h.client.call(post.url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(unstamped(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toBe(unstamped(plain.html));
    const gz = await h.client.call(post.url, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(unstamped(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toBe(unstamped(plain.html));
    const etag = plain.res.headers.get('etag') ?? '';
    const again = await h.client.call(post.url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('never lets anything in a post run: scripts are gone and the CSP allows no script of the body', async () => {
    const post = await create({
      title: 'Hostile content',
      content:
        '<p onclick="alert(1)">hi</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">x</a><iframe src="//evil"></iframe>',
    });
    const { res, html } = await fetchPage(post.url);
    const article = parsePage(html).one('article', { 'data-blog-post': post._id });
    expect(
      parsePage(html)
        .all('script')
        .every((script) => attribute(script, 'type') === 'application/ld+json' || !textOf(script).includes('alert')),
    ).toBe(true);
    expect(html).not.toMatch(/onclick|onerror|javascript:|<iframe/i);
    expect(textOf(article)).toContain('hi');
    const about = await h.client.call('/about');
    expect(res.headers.get('content-security-policy')).toBe(about.headers.get('content-security-policy'));
  });

  it('keeps a draft unseen: no page, not in the list', async () => {
    const draft = await create({ title: 'Still a draft', status: 'draft' });
    expect((await fetchPage(draft.url)).res.status).toBe(404);
    expect((await fetchPage('/blog')).html).not.toContain('Still a draft');
    await update(draft._id, { status: 'published' });
    expect((await fetchPage(draft.url)).html).toContain('Still a draft');
    expect((await fetchPage('/blog')).html).toContain('Still a draft');
  });

  it('moves with a rename (301 from the old address and the id) and is gone once deleted', async () => {
    const post = await create({ title: 'Before the rename' });
    await fetchPage(post.url); // kept, so the rename must drop it
    const renamed = await update(post._id, { title: 'After the rename' });
    const old = await h.client.call(`${post.url}?ref=feed`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`${renamed.url}?ref=feed`);
    expect((await h.client.call(`/blog/${post._id}`)).headers.get('location')).toBe(renamed.url);
    expect((await h.client.call(`${renamed.url}/`)).headers.get('location')).toBe(renamed.url);
    expect(textOf(parsePage((await fetchPage(renamed.url)).html).one('h1'))).toBe('After the rename');

    expect((await h.client.call(`/api/blogs/${post._id}`, { method: 'DELETE', token })).status).toBe(200);
    for (const path of [renamed.url, post.url, `/blog/${post._id}`]) expect((await fetchPage(path)).res.status, path).toBe(404);
    expect((await fetchPage('/blog')).html).not.toContain('After the rename');
  });

  it('leaves the built-in articles to the build, and unknown addresses to the 404 page', async () => {
    const aws = await fetchPage('/blog/aws');
    expect(aws.res.status).toBe(200);
    expect(textOf(parsePage(aws.html).one('h1'))).toBe(builtInArticles.find((a) => a.id === 'aws')?.title);
    expect((await fetchPage('/blog/no-such-post')).res.status).toBe(404);
    expect((await fetchPage('/blog/%E0%A4%A')).res.status).toBe(404);
  });

  it('answers many readers at once with the same page', async () => {
    const post = await create({ title: 'Read by many at once' });
    const pages = await Promise.all(Array.from({ length: 30 }, () => fetchPage(post.url)));
    expect(new Set(pages.map((page) => page.res.status))).toEqual(new Set([200]));
    expect(new Set(pages.map((page) => page.html)).size).toBe(1);
  });
});

describe('the list at /blog', () => {
  it('pages by nine, newest first, built-in articles in their place, with rel prev/next', async () => {
    await h.server.db.delete(blogs);
    const days = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2023, 10, 1 + i * 5)));
    for (const [i, day] of days.entries()) {
      const post = await create({ title: `Dated post ${i}` });
      await h.server.db.update(blogs).set({ publishedDate: day }).where(eq(blogs.id, post._id));
    }
    // The dates were set behind the API's back: one more write through it drops the kept pages.
    const nudge = await create({ title: 'Nudge' });
    await h.client.call(`/api/blogs/${nudge._id}`, { method: 'DELETE', token });
    const first = await fetchPage('/blog');
    const firstPage = parsePage(first.html);
    expect(firstPage.all('article').length).toBe(BLOG_PAGE_SIZE);
    expect(attribute(firstPage.one('link', { rel: 'next' }), 'href')).toBe(`${site.company.url}/blog?page=2`);
    expect(firstPage.one('link', { rel: 'prev' })).toBeUndefined();
    expect(attribute(firstPage.one('link', { rel: 'canonical' }), 'href')).toBe(`${site.company.url}/blog`);
    const second = parsePage((await fetchPage('/blog?page=2')).html);
    expect(second.all('article').length).toBe(12 + builtInArticles.length - BLOG_PAGE_SIZE);
    expect(attribute(second.one('link', { rel: 'prev' }), 'href')).toBe(`${site.company.url}/blog`);
    expect(attribute(second.one('link', { rel: 'canonical' }), 'href')).toBe(`${site.company.url}/blog?page=2`);
    expect(textOf(second.one('title'))).toBe(`Blog (page 2 of 2) | ${site.company.name}`);
    expect(textOf(firstPage.one('title'))).toBe(`Blog | ${site.company.name}`);
    // Every post and article once, over both pages, newest first.
    const dates = [...firstPage.all('time'), ...second.all('time')].map((time) => Date.parse(attribute(time, 'datetime') ?? ''));
    expect(dates).toHaveLength(12 + builtInArticles.length);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const cardLinks = [...firstPage.all('a'), ...second.all('a')]
      .map((a) => attribute(a, 'href'))
      .filter((href) => /^\/blog\/./.test(href ?? ''));
    expect(new Set(cardLinks).size).toBe(12 + builtInArticles.length);
  });

  it('sends /blog?page=1 to /blog, and answers 404 past the last page or for a page that is not a number', async () => {
    const one = await h.client.call('/blog?page=1');
    expect([one.status, one.headers.get('location')]).toEqual([301, '/blog']);
    for (const query of ['?page=99', '?page=0', '?page=abc', '?page=2.5', `?page=${'9'.repeat(500)}`]) {
      const { res, html } = await fetchPage(`/blog${query}`);
      expect(res.status, query).toBe(404);
      expect(textOf(parsePage(html).one('title')), query).toContain('Page not found');
    }
  });

  it('merges any number of posts with the built-in articles exactly as one sorted list would', async () => {
    await h.server.db.delete(blogs);
    // Posts around, between and on the articles' days, across several pages.
    const articleDays = builtInArticles.map((article) => Date.parse(`${article.date}T00:00:00Z`));
    const stamps = [...articleDays, ...articleDays.map((day) => day + 3_600_000), ...articleDays.map((day) => day - 86_400_000)];
    for (let i = 0; i < 20; i += 1) stamps.push(Date.UTC(2022 + (i % 4), (i * 5) % 12, 1 + i));
    for (const [i, stamp] of stamps.entries()) {
      const post = await create({ title: `Merge ${i}` });
      await h.server.db
        .update(blogs)
        .set({ publishedDate: new Date(stamp) })
        .where(eq(blogs.id, post._id));
    }
    const merged: string[] = [];
    for (let page = 1; ; page += 1) {
      const listPage = await blogListPage(h.server.db, page);
      if (!listPage) break;
      merged.push(
        ...listPage.entries.map((entry) =>
          'post' in entry
            ? entry.post.publishedDate
            : `${builtInArticles.find((a) => a.id === entry.builtIn)?.date}T00:00:00.000Z`,
        ),
      );
    }
    expect(merged).toHaveLength(stamps.length + builtInArticles.length);
    expect(merged).toEqual([...merged].sort((a, b) => Date.parse(b) - Date.parse(a)));
  });
});
