import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts } from '../db/schema';
import { startHarness, type Harness } from '../test/harness';
import { UNPAGED_BLOG_LIST } from '../blog/routes';

/*
 * Every list the API answers is one page with a ceiling, and says where the rest is (Link,
 * X-Total-Count): the public blog list, bare as the seed's clients read it or paged, and the
 * administrator's inbox. Malformed, truncated and oversized page queries are a 400 naming the
 * parameter; a page past the end is an empty page, not an error.
 */

let h: Harness;
let token = '';
const POSTS = UNPAGED_BLOG_LIST + 5;
const CONTACTS = 7;

interface Listed {
  _id: string;
  title: string;
}

/** The Link header by relation: { next: '/api/…', … }. */
const links = (res: Response): Record<string, string | undefined> => {
  const byRel: Record<string, string> = {};
  for (const part of (res.headers.get('link') ?? '').split(', ')) {
    const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
    if (url && rel) byRel[rel] = url;
  }
  return byRel;
};

beforeAll(async () => {
  h = await startHarness();
  token = (await h.client.signUpAndIn('paging@example.com')).accessToken;
  for (let i = 0; i < POSTS; i++) {
    const res = await h.client.call('/api/blogs', {
      token,
      json: { title: `Paged post ${i}`, content: `<p>Post number ${i}</p>` },
    });
    expect(res.status).toBe(201);
  }
  await h.server.db.insert(contacts).values(
    Array.from({ length: CONTACTS }, (_, i) => ({
      id: randomUUID(),
      name: `Sender ${i}`,
      email: `sender${i}@example.com`,
      phone: '',
      subject: `Subject ${i}`,
      message: 'Hello',
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
}, 120_000);
afterAll(() => h.cleanup());

describe('GET /api/blogs', () => {
  it(`answers the newest ${UNPAGED_BLOG_LIST} without a query, with the total and a link to the rest`, async () => {
    const res = await h.client.call('/api/blogs');
    expect(res.status).toBe(200);
    const first = (await res.json()) as Listed[];
    expect(first).toHaveLength(UNPAGED_BLOG_LIST);
    expect(first[0]?.title).toBe(`Paged post ${POSTS - 1}`);
    expect(res.headers.get('x-total-count')).toBe(String(POSTS));
    const rel = links(res);
    expect(rel.next).toBe(`/api/blogs?page=2&limit=${UNPAGED_BLOG_LIST}`);
    expect(rel.last).toBe(`/api/blogs?page=2&limit=${UNPAGED_BLOG_LIST}`);

    const rest = await h.client.call(rel.next ?? '');
    const second = (await rest.json()) as Listed[];
    expect(second.map((post) => post.title)).toEqual(
      Array.from({ length: POSTS - UNPAGED_BLOG_LIST }, (_, i) => `Paged post ${POSTS - UNPAGED_BLOG_LIST - 1 - i}`),
    );
    expect(links(rest).next).toBeUndefined();
    expect(new Set([...first, ...second].map((post) => post._id)).size).toBe(POSTS);
  });

  it('answers a page past the end as an empty page with the total, not an error', async () => {
    const res = await h.client.call('/api/blogs?page=999&limit=10');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(res.headers.get('x-total-count')).toBe(String(POSTS));
  });

  it.each([
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=', 'page'],
    ['page=1e400', 'page'],
    ['limit=1000000', 'limit'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['limit=%00', 'limit'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await h.client.call(`/api/blogs?${query}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it('answers 40 readers at once, during a write, each with a whole page', async () => {
    const reads = Array.from({ length: 40 }, (_, i) => h.client.call(i % 2 ? '/api/blogs' : '/api/blogs?page=2&limit=20'));
    const write = h.client.call('/api/blogs', { token, json: { title: 'Written meanwhile', content: '<p>x</p>' } });
    const answers = await Promise.all(reads);
    expect((await write).status).toBe(201);
    for (const [i, res] of answers.entries()) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as Listed[]).length).toBe(i % 2 ? UNPAGED_BLOG_LIST : 20);
    }
    const after = await h.client.call('/api/blogs');
    expect(((await after.json()) as Listed[])[0]?.title).toBe('Written meanwhile');
  });
});

describe('GET /api/admin/contacts (and quotes, applications)', () => {
  it('answers a page newest first with the total and links, and the next page the rest', async () => {
    const res = await h.client.call('/api/admin/contacts?limit=3', { token });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Array<{ subject: string }>).map((item) => item.subject)).toEqual([
      'Subject 6',
      'Subject 5',
      'Subject 4',
    ]);
    expect(res.headers.get('x-total-count')).toBe(String(CONTACTS));
    expect(links(res)).toMatchObject({ next: '/api/admin/contacts?page=2&limit=3', last: '/api/admin/contacts?page=3&limit=3' });
    const last = await h.client.call('/api/admin/contacts?page=3&limit=3', { token });
    expect(((await last.json()) as Array<{ subject: string }>).map((item) => item.subject)).toEqual(['Subject 0']);
  });

  it('answers at most 50 without a query, and every kind pages alike', async () => {
    for (const kind of ['quotes', 'contacts', 'applications']) {
      const res = await h.client.call(`/api/admin/${kind}`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-total-count')).toMatch(/^\d+$/);
      expect(((await res.json()) as unknown[]).length).toBeLessThanOrEqual(50);
    }
  });

  it.each(['page=-1', 'page=abc', 'limit=100000', 'limit=', 'page=99999999999'])('refuses ?%s with 400', async (query) => {
    for (const kind of ['quotes', 'contacts', 'applications']) {
      expect((await h.client.call(`/api/admin/${kind}?${query}`, { token })).status).toBe(400);
    }
  });

  it('asks for the administrator before reading the query', async () => {
    expect((await h.client.call('/api/admin/contacts?page=abc')).status).toBe(401);
  });
});
