import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import type { Post } from '../../schemas/blog';
import type { PreviewLink } from '../../schemas/blog-revisions';
import { PNG } from '../test/fixtures';
import { builtDist, ensureBuilt } from '../test/built-site';
import { form, startHarness, type Harness } from '../test/harness';
import { attribute, parsePage, textOf } from '../test/html';
import { manualClock } from '../test/manual-clock';

/*
 * Preview links and each post's own search and social text, as the built site's renderer serves
 * them: a draft shown to whoever holds its link and to no one else, never kept or indexed; the
 * post page's head from its meta title, description and social image.
 */

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(Date.parse('2026-03-02T08:00:00Z'));
let h: Harness;
let token: string;

beforeAll(async () => {
  await ensureBuilt();
  h = await startHarness({ distDir: builtDist, clock });
  token = (await h.client.signUpAndIn('previewer@example.com', 'correct horse battery', 'Previewer')).accessToken;
}, 600_000);
afterAll(() => h?.cleanup());

const create = async (json: Record<string, unknown>) => {
  const res = await h.client.call('/api/blogs', { json, token });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Post;
};
const put = (id: string, json: Record<string, unknown>) => h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token });
const makeLink = async (id: string, query = '') => {
  const res = await h.client.call(`/api/admin/blogs/${id}/preview${query}`, { method: 'POST', token });
  expect(res.status).toBe(201);
  return (await res.json()) as PreviewLink;
};
const open = async (path: string) => {
  const res = await h.client.call(path);
  return { res, html: await res.text() };
};
/** The article as the page shows it, without the preview's notice. */
const article = (html: string) =>
  /<article[\s\S]*<\/article>/.exec(html)?.[0].replace(/<p[^>]*data-preview-notice[^>]*>[\s\S]*?<\/p>/, '') ?? '';

describe('a preview link', () => {
  it("shows a draft as it stands to anyone with the link, from the live page's renderer, never kept or indexed", async () => {
    const draft = await create({ title: 'Draft for a colleague', content: '<p>First go</p>', status: 'draft' });
    const link = await makeLink(draft._id);
    expect(link.url).toMatch(/^\/blog\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt)).toBe(clock.now() + 7 * DAY);

    const { res, html } = await open(link.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const page = parsePage(html);
    expect(attribute(page.one('meta', { name: 'robots' }), 'content')).toBe('noindex, nofollow');
    expect(page.all('link', { rel: 'canonical' })).toHaveLength(0);
    expect(textOf(page.one('p', { 'data-preview-notice': 'true' }))).toMatch(/^Preview: this post is not published/);
    expect(textOf(page.one('h1'))).toBe('Draft for a colleague');
    // The site's layout around it, as on every page.
    expect(page.all('header').length).toBeGreaterThan(0);

    // As it stands now: an edit shows at once (nothing was kept).
    await put(draft._id, { content: '<p>Second go</p>' });
    expect((await open(link.url)).html).toContain('Second go');
    // Nowhere public: not at its address, in the list, the sitemap or the feed.
    expect((await open(draft.url)).res.status).toBe(404);
    for (const path of ['/blog', '/sitemap.xml', '/blog/rss.xml', '/api/blogs']) {
      const { html: text } = await open(path);
      expect(text, path).not.toContain('Draft for a colleague');
      expect(text, path).not.toContain('/blog/preview/');
    }
    // Once published, the live page holds the very article the preview showed.
    const preview = article((await open(link.url)).html);
    await put(draft._id, { status: 'published' });
    expect(article((await open(draft.url)).html)).toBe(preview);
  });

  it('answers 404 for a forged, changed, expired or revoked link, and for one whose post is gone', async () => {
    const draft = await create({ title: 'Guarded draft', content: '<p>Not for everyone</p>', status: 'draft' });
    const link = await makeLink(draft._id);
    const key = link.url.split('/').at(-1) ?? '';
    const changed = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/blog/preview/${'A'.repeat(43)}`,
      `/blog/preview/${changed}`,
      `/blog/preview/${key}x`,
      `/blog/preview/${key.slice(0, 42)}`,
      `/blog/preview/${draft._id}`,
      '/blog/preview/%00',
      `/blog/preview/${'a'.repeat(10_000)}`,
    ]) {
      const { res, html } = await open(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(html).not.toContain('Not for everyone');
    }
    // Expired: a week and a moment later.
    const shortLived = await makeLink(draft._id, '?days=1');
    expect(Date.parse(shortLived.expiresAt)).toBe(clock.now() + DAY);
    clock.advance(DAY - 1);
    expect((await open(shortLived.url)).res.status).toBe(200);
    clock.advance(1);
    expect((await open(shortLived.url)).res.status).toBe(404);
    expect((await open(link.url)).res.status).toBe(200);
    clock.advance(6 * DAY);
    expect((await open(link.url)).res.status).toBe(404);

    // Revoked: every link of the post, at once.
    const one = await makeLink(draft._id);
    const two = await makeLink(draft._id);
    const revoked = await h.client.call(`/api/admin/blogs/${draft._id}/preview`, { method: 'DELETE', token });
    expect(revoked.status).toBe(204);
    for (const url of [one.url, two.url]) expect((await open(url)).res.status).toBe(404);
    // A new link after a revocation works; deleting the post ends it.
    const fresh = await makeLink(draft._id);
    expect((await open(fresh.url)).res.status).toBe(200);
    await h.client.call(`/api/blogs/${draft._id}`, { method: 'DELETE', token });
    expect((await open(fresh.url)).res.status).toBe(404);
  });

  it('is made and revoked by an administrator only, for a post that exists, for 1 to 30 days', async () => {
    const draft = await create({ title: 'Admin only', content: 'x', status: 'draft' });
    expect((await h.client.call(`/api/admin/blogs/${draft._id}/preview`, { method: 'POST' })).status).toBe(401);
    expect((await h.client.call(`/api/admin/blogs/${draft._id}/preview`, { method: 'DELETE' })).status).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-post', '%00']) {
      expect((await h.client.call(`/api/admin/blogs/${id}/preview`, { method: 'POST', token })).status, id).toBe(404);
    }
    for (const days of ['0', '31', 'x', '1.5']) {
      expect((await h.client.call(`/api/admin/blogs/${draft._id}/preview?days=${days}`, { method: 'POST', token })).status).toBe(
        400,
      );
    }
  });
});

describe("a post's own search and social text", () => {
  const upload = async () => {
    const res = await h.client.call('/api/uploads/images', {
      form: form({}, { field: 'file', name: 'a.png', content: PNG }),
      token,
    });
    return ((await res.json()) as { secure_url: string }).secure_url;
  };
  const head = async (post: Post) => {
    const page = parsePage((await open(post.url)).html);
    const meta = (key: string, attr: 'name' | 'property' = 'name') => attribute(page.one('meta', { [attr]: key }), 'content');
    const graph = (
      JSON.parse(textOf(page.one('script', { type: 'application/ld+json' }))) as { '@graph': Array<Record<string, unknown>> }
    )['@graph'];
    return {
      title: textOf(page.one('title')),
      description: meta('description'),
      ogTitle: meta('og:title', 'property'),
      ogDescription: meta('og:description', 'property'),
      ogImage: meta('og:image', 'property'),
      posting: graph.find((node) => node['@type'] === 'BlogPosting'),
    };
  };

  it('gives the page its meta title, description and social image, and falls back to the title, excerpt and cover', async () => {
    const cover = await upload();
    const social = await upload();
    const post = await create({
      title: 'Cutting cloud costs',
      content: '<p>Body</p>',
      excerpt: 'The excerpt.',
      imageUrl: cover,
      imageAlt: 'x',
    });
    expect(await head(post)).toMatchObject({
      title: `Cutting cloud costs | ${site.company.name}`,
      description: 'The excerpt.',
      ogImage: `${site.company.url}${cover}`,
      posting: { description: 'The excerpt.', image: `${site.company.url}${cover}` },
    });
    const res = await put(post._id, {
      metaTitle: 'Cut your AWS bill in half: three changes',
      metaDescription: 'Right-sizing, reserved capacity and storage tiers: what halved a client’s bill.',
      socialImageUrl: social,
    });
    const updated = (await res.json()) as Post;
    expect(updated).toMatchObject({
      metaTitle: 'Cut your AWS bill in half: three changes',
      socialImageUrl: social,
      socialImageWidth: 1,
    });
    expect(await head(updated)).toMatchObject({
      title: 'Cut your AWS bill in half: three changes',
      ogTitle: 'Cut your AWS bill in half: three changes',
      description: 'Right-sizing, reserved capacity and storage tiers: what halved a client’s bill.',
      ogDescription: 'Right-sizing, reserved capacity and storage tiers: what halved a client’s bill.',
      ogImage: `${site.company.url}${social}`,
      posting: {
        headline: 'Cutting cloud costs',
        description: 'Right-sizing, reserved capacity and storage tiers: what halved a client’s bill.',
        image: `${site.company.url}${social}`,
      },
    });
    // Cleared, they fall back again.
    const cleared = (await (await put(post._id, { metaTitle: '', metaDescription: '', socialImageUrl: '' })).json()) as Post;
    expect((await head(cleared)).title).toBe(`Cutting cloud costs | ${site.company.name}`);
  });

  it('stores them as plain text within their limits, and refuses an image this site does not hold', async () => {
    const post = await create({ title: 'Limits', content: 'x', metaTitle: '<b>Bold</b> &amp; plain', metaDescription: 'a\nb' });
    expect(post).toMatchObject({ metaTitle: 'Bold & plain', metaDescription: 'a b' });
    for (const [field, value] of [
      ['metaTitle', 'x'.repeat(201)],
      ['metaDescription', 'x'.repeat(501)],
      ['socialImageUrl', 'https://elsewhere.example/a.png'],
      ['socialImageUrl', '/api/uploads/images/00000000-0000-4000-8000-000000000000.png'],
      ['metaTitle', 42],
    ] as const) {
      const res = await put(post._id, { [field]: value });
      expect(res.status, `${field}=${String(value).slice(0, 20)}`).toBe(400);
      expect(Object.keys(((await res.json()) as { fields?: object }).fields ?? {})).toEqual([field]);
    }
  });
});
