import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import type { SearchResults } from '../../schemas/search';
import { startHarness, type Harness } from '../test/harness';

/*
 * GET /api/search over the posts (issue 45): the index follows every write of a post at once,
 * drafts and scheduled posts never appear, misspelt and cut-off words find what they mean without
 * outranking exact matches, and each result carries an excerpt with the words found marked.
 */

let h: Harness;
let token = '';

beforeAll(async () => {
  h = await startHarness({ searchRateLimit: { max: 10_000, windowMs: 60_000 } });
  token = (await h.client.signUpAndIn('author@example.com', 'correct horse battery', 'Author')).accessToken;
});
afterAll(() => h.cleanup());

const create = async (json: Record<string, unknown>) => {
  const res = await h.client.call('/api/blogs', { json, token });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Post;
};
const update = async (id: string, json: Record<string, unknown>) => {
  const res = await h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token });
  expect(res.status).toBe(200);
};
const find = async (q: string, page?: number) => {
  const res = await h.client.call(`/api/search?${new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) })}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return (await res.json()) as SearchResults;
};
const titles = async (q: string) => (await find(q)).hits.map((hit) => hit.title);

describe('the index follows the posts', () => {
  it('finds a post the moment it is published, by a word of its body, with that word marked in the excerpt', async () => {
    const post = await create({
      title: 'Keeping the office online',
      content: '<p>Our engineers set up a <strong>quokkaline</strong> failover link for every branch.</p>',
    });
    const results = await find('quokkaline');
    expect(results).toMatchObject({ query: 'quokkaline', total: 1, page: 1, pageCount: 1 });
    expect(results.hits).toEqual([
      expect.objectContaining({
        kind: 'post',
        title: 'Keeping the office online',
        url: post.url,
        publishedAt: expect.any(String),
      }),
    ]);
    expect(results.hits[0]?.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(['quokkaline']);
    expect(results.hits[0]?.excerpt.map((part) => part.text).join('')).toContain('set up a quokkaline failover link');
  });

  it('never shows a draft or a scheduled post, and drops a post unpublished or deleted', async () => {
    await create({ title: 'Unfinished', content: '<p>The zanzibarite plan</p>', status: 'draft' });
    await create({
      title: 'Next month',
      content: '<p>The marmaladeon launch</p>',
      status: 'scheduled',
      publishedDate: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(await titles('zanzibarite')).toEqual([]);
    expect(await titles('marmaladeon')).toEqual([]);

    const live = await create({ title: 'Here today', content: '<p>The pomegranatex report</p>' });
    expect(await titles('pomegranatex')).toEqual(['Here today']);
    await update(live._id, { status: 'draft' });
    expect(await titles('pomegranatex')).toEqual([]);
    await update(live._id, { status: 'published' });
    expect(await titles('pomegranatex')).toEqual(['Here today']);
    expect((await h.client.call(`/api/blogs/${live._id}`, { method: 'DELETE', token })).status).toBe(200);
    expect(await titles('pomegranatex')).toEqual([]);
  });

  it('follows an edit: the new words are found, the old ones no longer, at the post’s new address', async () => {
    const post = await create({ title: 'Before the edit', content: '<p>The vellichorum text</p>' });
    await update(post._id, { title: 'After the edit', content: '<p>The quincunxial text</p>' });
    expect(await titles('vellichorum')).toEqual([]);
    const [hit] = (await find('quincunxial')).hits;
    expect(hit).toMatchObject({ title: 'After the edit' });
    const now = (await (await h.client.call(`/api/blogs/${post._id}`)).json()) as Post;
    expect(hit?.url).toBe(now.url);
  });
});

describe('what a query finds', () => {
  beforeAll(async () => {
    await create({ title: 'Moving a WordPress site without downtime', content: '<p>A careful plan for the move.</p>' });
    await create({ title: 'Migrating mail to the cloud', content: '<p>Mailboxes, calendars and contacts.</p>' });
    await create({ title: 'Visiting Kathmandu', content: '<p>Our team in Nepal.</p>' });
    await create({ title: 'Backpack checklist', content: '<p>What our field engineers carry.</p>' });
    await create({ title: 'Backup rules that work', content: '<p>Three copies, two media, one offsite.</p>' });
  });

  it('finds a misspelt word and a word cut short', async () => {
    expect(await titles('wordpres')).toContain('Moving a WordPress site without downtime');
    expect(await titles('wrodpress')).toContain('Moving a WordPress site without downtime');
    expect(await titles('kathmand')).toContain('Visiting Kathmandu');
    expect(await titles('migrat')).toContain('Migrating mail to the cloud');
  });

  it('ranks exact matches before look-alikes', async () => {
    const found = await titles('backup');
    expect(found[0]).toBe('Backup rules that work');
  });

  it('reads stems, phrases and exclusions as a search engine does', async () => {
    expect(await titles('backups')).toContain('Backup rules that work');
    // A phrase is its words, all of them (the index keeps no positions).
    expect(await titles('"three copies"')).toEqual(['Backup rules that work']);
    expect(await titles('"three copies" calendars')).toEqual([]);
    expect(await titles('mailboxes -calendars')).toEqual([]);
  });

  it('pages results ten at a time', async () => {
    for (let i = 0; i < 12; i += 1)
      await create({ title: `Patch notes ${i}`, content: `<p>The zebrafinch release, part ${i}.</p>` });
    const first = await find('zebrafinch');
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2 });
    expect(first.hits).toHaveLength(10);
    const second = await find('zebrafinch', 2);
    expect(second).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect(second.hits).toHaveLength(2);
    expect(new Set([...first.hits, ...second.hits].map((hit) => hit.url)).size).toBe(12);
    expect(await find('zebrafinch', 3)).toMatchObject({ total: 12, page: 3, hits: [] });
  });

  it('finds nothing for an empty query or one of punctuation alone', async () => {
    expect(await find('')).toMatchObject({ total: 0, hits: [] });
    expect(await find('  ')).toMatchObject({ total: 0, hits: [] });
    expect(await find('?!.,')).toMatchObject({ total: 0, hits: [] });
  });
});
