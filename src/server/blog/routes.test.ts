import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import { AVIF, GIF, JPEG, PDF, PNG, WEBP } from '../test/fixtures';
import { form, startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';

let h: Harness;
let token: string;
/** The server's clock: each create comes a second after the one before, as an editor's would (posts are dated by it, and listed newest first). */
const clock = manualClock();

beforeAll(async () => {
  h = await startHarness({ clock });
  token = (await h.client.signUpAndIn('editor@example.com', 'correct horse battery', 'Editor')).accessToken;
});
afterAll(() => h.cleanup());

/** A post as the API answers it: the shared schema's type. */
type Blog = Post;

const create = (json: unknown, auth = token) => {
  clock.advance(1_000);
  return h.client.call('/api/blogs', { json, token: auth });
};

describe('blog posts', () => {
  it('creates, reads, lists newest first, updates and deletes a post', async () => {
    const uploaded = await h.client.call('/api/uploads/images', {
      form: form({}, { field: 'file', name: 'a.png', content: PNG }),
      token,
    });
    const IMAGE = ((await uploaded.json()) as { secure_url: string }).secure_url;
    const first = await create({ title: 'First', content: '<p>One</p>', imageUrl: IMAGE });
    expect(first.status).toBe(201);
    const a = (await first.json()) as Blog;
    expect(a).toEqual({
      _id: expect.any(String),
      title: 'First',
      slug: 'first',
      url: '/blog/first',
      content: '<p>One</p>',
      excerpt: 'One',
      status: 'published',
      imageUrl: IMAGE,
      imageAlt: '',
      imageWidth: 1,
      imageHeight: 1,
      metaTitle: '',
      metaDescription: '',
      socialImageUrl: '',
      version: 1,
      author: { username: 'Editor' },
      publishedDate: expect.any(String),
      createdAt: a.publishedDate,
      updatedAt: a.publishedDate,
    });
    const b = (await (await create({ title: 'Second', content: 'Two' })).json()) as Blog;
    expect(b.imageUrl).toBe('');

    const list = (await (await h.client.call('/api/blogs')).json()) as Blog[];
    expect(list.map((blog) => blog.title)).toEqual(['Second', 'First']);

    const one = await h.client.call(`/api/blogs/${a._id}`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(a);

    const updated = await h.client.call(`/api/blogs/${a._id}`, { method: 'PUT', json: { title: 'First, revised' }, token });
    expect(updated.status).toBe(200);
    const revised = (await updated.json()) as Blog;
    expect(revised).toMatchObject({ _id: a._id, title: 'First, revised', slug: 'first-revised', content: '<p>One</p>' });
    expect(Date.parse(revised.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt));
    // The cached list reflects the change at once.
    expect(((await (await h.client.call('/api/blogs')).json()) as Blog[]).map((blog) => blog.title)).toEqual([
      'Second',
      'First, revised',
    ]);

    const removed = await h.client.call(`/api/blogs/${a._id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ _id: a._id });
    expect((await h.client.call(`/api/blogs/${a._id}`)).status).toBe(404);
    expect(((await (await h.client.call('/api/blogs')).json()) as Blog[]).map((blog) => blog.title)).toEqual(['Second']);
  });

  it('answers 404 for unknown posts on read, update and delete', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', '%00']) {
      expect((await h.client.call(`/api/blogs/${id}`)).status).toBe(404);
      expect((await h.client.call(`/api/blogs/${id}`, { method: 'PUT', json: { title: 'x' }, token })).status).toBe(404);
      const res = await h.client.call(`/api/blogs/${id}`, { method: 'DELETE', token });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'Blog post not found' });
    }
  });

  it('requires a token to write (401) and validates the fields (400)', async () => {
    expect((await create({ title: 't', content: 'c' }, '')).status).toBe(401);
    const res = await create({ title: 'x'.repeat(201), content: '', imageUrl: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      title: 'Title must be at most 200 characters',
      content: 'Content is required',
      imageUrl: 'Image URL must be an image uploaded to this site (/api/uploads/images/…)',
    });
    const empty = await h.client.call('/api/blogs/x', { method: 'PUT', json: {}, token });
    expect(empty.status).toBe(400);
  });

  it("accepts only images uploaded to this site: another host's image would be blocked and would track readers", async () => {
    for (const imageUrl of [
      'https://tracker.example/pixel.png',
      'http://cdn.example.com/a.jpg',
      '//evil.example/a.png',
      '/api/uploads/images/../../secret.key',
      '/api/uploads/images/0f8c2a4e-1b2c-4d5e-8f90-a1b2c3d4e5f6.svg',
      'data:image/png;base64,iVBORw0KGgo=',
    ]) {
      const res = await create({ title: 'Tracked', content: 'c', imageUrl });
      expect(res.status, imageUrl).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.imageUrl).toMatch(/uploaded to this site/);
    }
    const post = (await (await create({ title: 'Own image', content: 'c' })).json()) as Blog;
    const changed = await h.client.call(`/api/blogs/${post._id}`, {
      method: 'PUT',
      json: { imageUrl: 'https://tracker.example/p.gif' },
      token,
    });
    expect(changed.status).toBe(400);
  });
});

describe('image uploads', () => {
  const upload = (name: string, content: Buffer, auth = token) =>
    h.client.call('/api/uploads/images', { form: form({}, { field: 'file', name, content, type: 'image/png' }), token: auth });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
    ['GIF', GIF, 'gif', 'image/gif'],
    ['AVIF', AVIF, 'avif', 'image/avif'],
  ])('stores a %s and serves it publicly with its real type and long caching', async (_label, content, ext, type) => {
    const res = await upload(`../../etc/passwd.${ext}`, content);
    expect(res.status).toBe(201);
    const { secure_url } = (await res.json()) as { secure_url: string };
    expect(secure_url).toMatch(new RegExp(`^/api/uploads/images/[0-9a-f-]{36}\\.${ext}$`));
    const served = await h.client.call(secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);
  });

  it('refuses content that is not one of those images with 415, whatever the name says', async () => {
    for (const content of [PDF, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]) {
      const res = await upload('photo.png', content);
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe('The image must be a PNG, JPEG, WebP, GIF or AVIF file');
    }
  });

  it('refuses an image over 5 MB with 413, and a request without a file with 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await upload('big.png', big)).status).toBe(413);
    const none = await h.client.call('/api/uploads/images', { form: form({ title: 'no file' }), token });
    expect(none.status).toBe(400);
  });

  it('requires an administrator token', async () => {
    expect((await upload('a.png', PNG, '')).status).toBe(401);
  });

  it('does not serve CVs or attachments, or names it did not generate, under the image URL', async () => {
    const quote = await h.client.call('/api/request-quote', {
      form: form(
        { fullName: 'A', email: 'a@example.com', phone: '1', companyName: 'C' },
        { field: 'file', name: 'a.png', content: PNG },
      ),
    });
    expect(quote.status).toBe(201);
    const [listed] = (await (await h.client.call('/api/admin/quotes', { token })).json()) as Array<{ file: { id: string } }>;
    expect(listed?.file.id).toBeDefined();
    for (const name of ['..%2F..%2Fsecret.key', '.hidden', 'x.png', 'secret.key']) {
      expect((await h.client.call(`/api/uploads/images/${name}`)).status).toBe(404);
    }
  });
});
