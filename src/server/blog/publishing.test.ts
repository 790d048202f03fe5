import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import type { ErrorBody } from '../../schemas/errors';
import { resolveBlogAddress } from './addresses';
import { PNG } from '../test/fixtures';
import { form, startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';

/* The publishing extension of /api/blogs: slugs, drafts, excerpts, sanitising, pages, limits. */

let h: Harness;
let token: string;
/** The server's clock: each write through create/update comes a second after the one before, as an editor's would (posts are dated by it, and listed newest first). */
const clock = manualClock();

beforeAll(async () => {
  h = await startHarness({ clock });
  token = (await h.client.signUpAndIn('publisher@example.com', 'correct horse battery', 'Publisher')).accessToken;
});
afterAll(() => h.cleanup());

/** A post as the API answers it: the shared schema's type. */
type Blog = Post;

const create = async (json: Record<string, unknown>) => {
  clock.advance(1_000);
  const res = await h.client.call('/api/blogs', { json, token });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Blog;
};
const update = (id: string, json: unknown) => {
  clock.advance(1_000);
  return h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token });
};
const get = (path: string) => h.client.call(path);
const publicTitles = async () => ((await (await get('/api/blogs')).json()) as Blog[]).map((post) => post.title);
/** What the site answers at a /blog/ path (the lookup behind its 301s and, later, its rendered posts). */
const address = (path: string) => resolveBlogAddress(h.server.db, path);

describe('slugs', () => {
  it('makes a readable slug from the title, transliterated, and the url from it', async () => {
    const post = await create({ title: 'How We Cut Cloud Costs — Café Déjà Vu & Co.', content: '<p>x</p>' });
    expect(post.slug).toBe('how-we-cut-cloud-costs-cafe-deja-vu-and-co');
    expect(post.url).toBe(`/blog/${post.slug}`);
  });

  it("numbers a taken slug, and never gives a built-in article's id, a reserved name or an id-shaped slug", async () => {
    const a = await create({ title: 'Numbered', content: 'x' });
    const b = await create({ title: 'Numbered!', content: 'x' });
    expect([a.slug, b.slug]).toEqual(['numbered', 'numbered-2']);
    for (const [title, slug] of [
      ['AWS', 'aws-2'],
      ['VPN', 'vpn-2'],
      ['Network design', 'network-design-2'],
      ['Page', 'page-2'],
      ['RSS', 'rss-2'],
      ['0f8c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6', '0f8c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6-2'],
      ['!!!', 'post'],
    ]) {
      expect((await create({ title, content: 'x' })).slug, title).toBe(slug);
    }
  });

  it('gives ten posts created at once with the same title ten different slugs', async () => {
    const posts = await Promise.all(Array.from({ length: 10 }, () => create({ title: 'Same title at once', content: 'x' })));
    const slugs = posts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(10);
    expect(slugs.sort()).toEqual(
      ['same-title-at-once', ...Array.from({ length: 9 }, (_, i) => `same-title-at-once-${i + 2}`)].sort(),
    );
  });

  it('keeps old addresses after a rename: the API finds the post by any of them, the site answers 301 to the current one', async () => {
    const post = await create({ title: 'Before the rename', content: 'x' });
    const renamed = (await (await update(post._id, { title: 'After the rename' })).json()) as Blog;
    expect(renamed.slug).toBe('after-the-rename');
    for (const key of [post._id, 'before-the-rename', 'after-the-rename']) {
      const res = await get(`/api/blogs/${key}`);
      expect(res.status, key).toBe(200);
      expect(((await res.json()) as Blog)._id).toBe(post._id);
    }
    expect(await address('/blog/before-the-rename')).toEqual({ kind: 'redirect', location: '/blog/after-the-rename' });
    expect(await address(`/blog/${post._id}`)).toEqual({ kind: 'redirect', location: '/blog/after-the-rename' });
    expect(await address('/blog/after-the-rename')).toMatchObject({ kind: 'post', post: { _id: post._id } });
    // A new post cannot take the old address, which still belongs to the renamed one.
    expect((await create({ title: 'Before the rename', content: 'x' })).slug).toBe('before-the-rename-2');
    // Renaming back takes the post's own old slug back.
    expect(((await (await update(post._id, { title: 'Before the rename' })).json()) as Blog).slug).toBe('before-the-rename');
    // A title whose slug is unchanged keeps the address.
    expect(((await (await update(post._id, { title: 'Before the Rename!' })).json()) as Blog).slug).toBe('before-the-rename');
  });

  it('survives two renames of one post at once: both answer 200, every address still leads to it', async () => {
    const post = await create({ title: 'Racing rename', content: 'x' });
    const [one, two] = await Promise.all([
      update(post._id, { title: 'Racing rename one' }),
      update(post._id, { title: 'Racing rename two' }),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const final = (await (await get(`/api/blogs/${post._id}`)).json()) as Blog;
    expect(['racing-rename-one', 'racing-rename-two']).toContain(final.slug);
    for (const slug of ['racing-rename', 'racing-rename-one', 'racing-rename-two']) {
      expect(((await (await get(`/api/blogs/${slug}`)).json()) as Blog)._id).toBe(post._id);
    }
  });
});

describe('drafts', () => {
  it('hides a draft from the list and every address until it is published, and dates it from publication', async () => {
    const draft = await create({ title: 'Draft in progress', content: '<p>Secret plans</p>', status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(await publicTitles()).not.toContain('Draft in progress');
    for (const key of [draft._id, draft.slug]) expect((await get(`/api/blogs/${key}`)).status).toBe(404);
    expect(await address(`/blog/${draft.slug}`)).toBeNull();
    const admin = (await (await h.client.call('/api/admin/blogs?q=draft%20in', { token })).json()) as { posts: Blog[] };
    expect(admin.posts.map((post) => post.title)).toEqual(['Draft in progress']);

    const published = (await (await update(draft._id, { status: 'published' })).json()) as Blog;
    expect(Date.parse(published.publishedDate)).toBeGreaterThan(Date.parse(draft.publishedDate));
    expect(await publicTitles()).toContain('Draft in progress');
    expect((await get(`/api/blogs/${draft.slug}`)).status).toBe(200);

    await update(draft._id, { status: 'draft' });
    expect(await publicTitles()).not.toContain('Draft in progress');
  });

  it('publishes a post sent without status, as the original clients expect', async () => {
    expect((await create({ title: 'Straight out', content: 'x' })).status).toBe('published');
  });
});

describe('excerpts, alt text and images', () => {
  it('derives the excerpt from the content (text only, at most 300 characters) unless one is given', async () => {
    const long = `<h2>Intro</h2><p>${'word '.repeat(200)}</p>`;
    const derived = await create({ title: 'Long one', content: long });
    expect(derived.excerpt.length).toBeLessThanOrEqual(300);
    expect(derived.excerpt).toMatch(/^Intro word word/);
    expect(derived.excerpt.endsWith('...')).toBe(true);
    const given = await create({ title: 'Given excerpt', content: long, excerpt: 'Short and sweet.' });
    expect(given.excerpt).toBe('Short and sweet.');
    const cleared = (await (await update(given._id, { excerpt: '' })).json()) as Blog;
    expect(cleared.excerpt).toBe(derived.excerpt);
    const tooLong = await h.client.call('/api/blogs', { json: { title: 'x', content: 'x', excerpt: 'e'.repeat(301) }, token });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ErrorBody).fields).toEqual({ excerpt: 'Excerpt must be at most 300 characters' });
  });

  it('carries the image alt text and the size recorded at upload; refuses an image this site does not hold', async () => {
    const uploaded = await h.client.call('/api/uploads/images', {
      form: form({}, { field: 'file', name: 'a.png', content: PNG }),
      token,
    });
    const { secure_url } = (await uploaded.json()) as { secure_url: string };
    const post = await create({ title: 'Illustrated', content: 'x', imageUrl: secure_url, imageAlt: 'A red square' });
    expect(post).toMatchObject({ imageUrl: secure_url, imageAlt: 'A red square', imageWidth: 1, imageHeight: 1 });
    const noImage = (await (await update(post._id, { imageUrl: '' })).json()) as Blog;
    expect(noImage).toMatchObject({ imageUrl: '', imageAlt: '' });
    expect(noImage.imageWidth).toBeUndefined();
    const missing = await h.client.call('/api/blogs', {
      json: { title: 'x', content: 'x', imageUrl: '/api/uploads/images/0f8c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6.png' },
      token,
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).fields).toEqual({ imageUrl: 'Image URL names no image uploaded to this site' });
  });
});

describe('sanitising on save', () => {
  it('stores only what the allow-list keeps, on create and on update', async () => {
    const post = await create({
      title: 'Hostile',
      content:
        '<h1>Title</h1><p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe><img src="https://tracker.example/p.gif">',
    });
    expect(post.content).toBe('<h2>Title</h2><p>Hi</p><a>x</a>');
    const updated = (await (
      await update(post._id, { content: '<ul><li>ok</li></ul><img src=x onerror=alert(1)>' })
    ).json()) as Blog;
    expect(updated.content).toBe('<ul><li>ok</li></ul>');
  });

  it('refuses content with nothing left after sanitising (400 naming content)', async () => {
    const res = await h.client.call('/api/blogs', {
      json: { title: 'Only a script', content: '<script>alert(1)</script>' },
      token,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as ErrorBody).fields ?? {})).toEqual(['content']);
  });
});

describe('body limits', () => {
  it('accepts the full 100 000 characters of content, even in three-byte characters or \\u escapes', async () => {
    const ascii = await h.client.call('/api/blogs', { json: { title: 'Long ASCII', content: 'a'.repeat(100_000) }, token });
    expect(ascii.status).toBe(201);
    expect(((await ascii.json()) as Blog).content.length).toBe(100_000);
    const nepali = await h.client.call('/api/blogs', { json: { title: 'Long Nepali', content: 'ह'.repeat(100_000) }, token });
    expect(nepali.status).toBe(201);
    // Python's json.dumps escapes every non-ASCII character: six bytes each.
    const escaped = JSON.stringify({ title: 'Escaped', content: 'ह'.repeat(100_000) }).replace(/ह/g, '\\u0939');
    const res = await h.client.call('/api/blogs', { body: escaped, headers: { 'Content-Type': 'application/json' }, token });
    expect(res.status).toBe(201);
    const put = await update(((await res.json()) as Blog)._id, { content: 'b'.repeat(100_000) });
    expect(put.status).toBe(200);
  });

  it('refuses 100 001 characters with 400 naming content, a larger body with 413, and keeps 64 KB elsewhere', async () => {
    const over = await h.client.call('/api/blogs', { json: { title: 'Too long', content: 'a'.repeat(100_001) }, token });
    expect(over.status).toBe(400);
    expect(((await over.json()) as ErrorBody).fields).toEqual({ content: 'Content must be at most 100000 characters' });
    const huge = await h.client.call('/api/blogs', { json: { title: 'Huge', content: 'a'.repeat(700_000) }, token });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as ErrorBody).error).toMatch(/^The request body is larger than \d+ KB$/);
    const contact = await h.client.call('/api/contact', {
      json: { name: 'A', email: 'a@example.com', subject: 's', message: 'm'.repeat(70_000) },
    });
    expect(contact.status).toBe(413);
  });

  it('answers malformed and cut-off JSON with 400, never 500', async () => {
    for (const body of ['{', '{"title": "x", "content": "y"', 'null', '[]', '"text"', '{"title": 1, "content": {}}', '']) {
      const res = await h.client.call('/api/blogs', { body, headers: { 'Content-Type': 'application/json' }, token });
      expect(res.status, body).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toBeTruthy();
    }
    const post = await create({ title: 'Target', content: 'x' });
    const res = await h.client.call(`/api/blogs/${post._id}`, {
      method: 'PUT',
      body: '{"status": "archived"}',
      headers: { 'Content-Type': 'application/json' },
      token,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).fields).toEqual({
      status: 'Status must be "draft", "review", "published" or "scheduled"',
    });
  });
});

describe('lists', () => {
  it('pages the public list on request, with the total and links, and answers every post without parameters', async () => {
    const all = (await (await get('/api/blogs')).json()) as Blog[];
    expect(all.every((post) => post.status === 'published')).toBe(true);
    const first = await get('/api/blogs?page=1&limit=5');
    expect(first.status).toBe(200);
    const total = Number(first.headers.get('x-total-count'));
    expect(total).toBe(all.length);
    const pageOne = (await first.json()) as Blog[];
    const pageTwo = (await (await get('/api/blogs?page=2&limit=5')).json()) as Blog[];
    expect([...pageOne, ...pageTwo].map((post) => post._id)).toEqual(all.slice(0, 10).map((post) => post._id));
    expect(first.headers.get('link')).toContain('</api/blogs?page=2&limit=5>; rel="next"');
    expect((await (await get('/api/blogs?page=9999&limit=5')).json()) as Blog[]).toEqual([]);
    for (const query of ['page=0', 'limit=101', 'page=abc', 'limit=1.5']) {
      const res = await get(`/api/blogs?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).fields ?? {})).toEqual([query.split('=')[0]]);
    }
  });

  it('lists every post for the administrator, drafts included, a page at a time, searchable by title', async () => {
    await create({ title: 'Findable draft zebra', content: 'x', status: 'draft' });
    await create({ title: 'Findable published zebra', content: 'x' });
    const res = await h.client.call('/api/admin/blogs?q=ZEBRA&limit=1', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { posts: Blog[]; total: number; page: number; limit: number };
    expect(body).toMatchObject({ total: 2, page: 1, limit: 1 });
    expect(body.posts.map((post) => post.title)).toEqual(['Findable published zebra']);
    const drafts = (await (await h.client.call('/api/admin/blogs?q=zebra&status=draft', { token })).json()) as { posts: Blog[] };
    expect(drafts.posts.map((post) => post.title)).toEqual(['Findable draft zebra']);
    // LIKE's wildcards are searched for as text.
    for (const wildcard of ['%25', '_']) {
      expect(((await (await h.client.call(`/api/admin/blogs?q=${wildcard}`, { token })).json()) as { total: number }).total).toBe(
        0,
      );
    }
    expect((await h.client.call('/api/admin/blogs')).status).toBe(401);
    expect((await h.client.call('/api/admin/blogs?page=-1', { token })).status).toBe(400);
  });
});
