import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '../../schemas/blog';
import type { AutosaveAnswer, Revision, RevisionSummary } from '../../schemas/blog-revisions';
import type { ErrorBody } from '../../schemas/errors';
import { AUTOSAVE_FOLD_MS, KEEP_PUBLISHED, KEEP_RECENT } from '../versions/history';
import { changeAnnouncements } from '../metrics/registry';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';

/* A post's versions and history: 409 on a stale save, a revision per save, restore, autosave. */

let h: Harness;
let token: string;
let second: string;
const clock = manualClock(Date.parse('2026-03-02T08:00:00Z'));

beforeAll(async () => {
  h = await startHarness({ clock, registration: 'open' });
  token = (await h.client.signUpAndIn('editor@example.com', 'correct horse battery', 'Editor')).accessToken;
  // A second administrator (made one by hand: registration makes ordinary accounts after the first).
  await h.client.signUpAndIn('second@example.com', 'correct horse battery', 'Second');
  await h.server.db.execute(sql`UPDATE users SET role = 'editor' WHERE email = 'second@example.com'`);
  second = (await h.client.signIn('second@example.com', 'correct horse battery')).accessToken;
});
afterAll(() => h.cleanup());

const create = async (json: Record<string, unknown>) => {
  const res = await h.client.call('/api/blogs', { json, token });
  if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Post;
};
const put = (id: string, json: unknown, as = token) => h.client.call(`/api/blogs/${id}`, { method: 'PUT', json, token: as });
const autosave = (id: string, json: unknown, as = token) =>
  h.client.call(`/api/admin/blogs/${id}/autosave`, { method: 'PUT', json, token: as });
const history = async (id: string) => {
  const res = await h.client.call(`/api/admin/blogs/${id}/revisions`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as RevisionSummary[];
};
const restore = (id: string, revisionId: string) =>
  h.client.call(`/api/admin/blogs/${id}/revisions/${revisionId}/restore`, { method: 'POST', token });
const publicPost = async (id: string) => (await (await h.client.call(`/api/blogs/${id}`)).json()) as Post;

describe('versions', () => {
  it('raises the version with every save and refuses one based on an older version with 409 and the post as it is', async () => {
    const post = await create({ title: 'Versioned', content: '<p>One</p>', status: 'draft' });
    expect(post.version).toBe(1);
    const saved = (await (await put(post._id, { content: '<p>Two</p>', version: 1 })).json()) as Post;
    expect(saved.version).toBe(2);
    // A second tab still on version 1.
    const stale = await put(post._id, { content: '<p>Tab two</p>', version: 1 });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: string; current: Post };
    expect(body.error).toMatch(/saved elsewhere/);
    expect(body.current).toMatchObject({ _id: post._id, version: 2, content: '<p>Two</p>' });
    // Nothing of the refused save was kept, in the post or its history.
    expect((await history(post._id)).map((revision) => revision.version)).toEqual([2, 1]);
  });

  it('saves without a version as before (the original clients send none)', async () => {
    const post = await create({ title: 'No version', content: 'x' });
    const res = await put(post._id, { title: 'No version, renamed' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Post).version).toBe(2);
  });

  it('lets exactly one of ten concurrent saves on the same version win; the others get 409', async () => {
    const post = await create({ title: 'Raced', content: 'x', status: 'draft' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put(post._id, { content: `<p>Tab ${i}</p>`, version: 1 })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const winner = (await answers.find((res) => res.status === 200)?.json()) as Post;
    const stored = (await (await h.client.call(`/api/admin/blogs?q=Raced`, { token })).json()) as { posts: Post[] };
    expect(stored.posts[0]).toMatchObject({ version: 2, content: winner.content });
  });

  it('refuses a version that is not a whole number in range with 400 naming it', async () => {
    const post = await create({ title: 'Bad versions', content: 'x' });
    for (const version of [0, -1, 1.5, '1', null, 2 ** 31, 'NaN']) {
      const res = await put(post._id, { title: 'x', version });
      expect(res.status, String(version)).toBe(400);
      expect(Object.keys(((await res.json()) as ErrorBody).fields ?? {})).toEqual(['version']);
    }
    // A version alone is no change.
    expect((await put(post._id, { version: 1 })).status).toBe(400);
  });
});

describe('revisions', () => {
  it('keeps a revision of every save (create, update, publish, unpublish), newest first, with who and when', async () => {
    const post = await create({ title: 'History', content: '<p>v1</p>', status: 'draft' });
    clock.advance(1000);
    await put(post._id, { content: '<p>v2</p>' }, second);
    clock.advance(1000);
    await put(post._id, { status: 'published' });
    clock.advance(1000);
    await put(post._id, { status: 'draft' });
    const revisions = await history(post._id);
    expect(revisions.map((revision) => [revision.event, revision.status, revision.version, revision.author.username])).toEqual([
      ['unpublish', 'draft', 4, 'Editor'],
      ['publish', 'published', 3, 'Editor'],
      ['update', 'draft', 2, 'Second'],
      ['create', 'draft', 1, 'Editor'],
    ]);
    expect(revisions[0]).toEqual({
      id: expect.any(String),
      createdAt: new Date(clock.now()).toISOString(),
      updatedAt: new Date(clock.now()).toISOString(),
      title: 'History',
      status: 'draft',
      event: 'unpublish',
      version: 4,
      author: { username: 'Editor' },
    });
    const first = (await (
      await h.client.call(`/api/admin/blogs/${post._id}/revisions/${revisions.at(-1)?.id}`, { token })
    ).json()) as Revision;
    expect(first).toMatchObject({ title: 'History', content: '<p>v1</p>', status: 'draft', event: 'create' });
  });

  it('restores a revision as a new one: its title, content, excerpt and image back, the status unchanged', async () => {
    const post = await create({ title: 'Original title', content: '<p>Original</p>', excerpt: 'Original excerpt' });
    await put(post._id, { title: 'Overwritten by mistake', content: '<p>Oops</p>', excerpt: '' });
    const [latest, original] = await history(post._id);
    const res = await restore(post._id, original?.id ?? '');
    expect(res.status).toBe(200);
    const restored = (await res.json()) as Post;
    expect(restored).toMatchObject({
      title: 'Original title',
      content: '<p>Original</p>',
      excerpt: 'Original excerpt',
      status: 'published',
      version: 3,
      slug: post.slug,
    });
    expect(await publicPost(post._id)).toMatchObject({ title: 'Original title', content: '<p>Original</p>' });
    const after = await history(post._id);
    expect(after.map((revision) => revision.event)).toEqual(['restore', 'update', 'create']);
    expect(after[0]?.restoredFrom).toBe(original?.id);
    // Nothing is lost by restoring: the overwritten text is still there to bring back.
    expect(after[1]?.id).toBe(latest?.id);
    expect(((await (await restore(post._id, latest?.id ?? '')).json()) as Post).title).toBe('Overwritten by mistake');
  });

  it("answers 404 for another post's revision, an unknown one or a malformed id, and changes nothing", async () => {
    const mine = await create({ title: 'Mine', content: '<p>Mine</p>' });
    const other = await create({ title: 'Other', content: '<p>Other</p>' });
    const [otherRevision] = await history(other._id);
    for (const revisionId of [otherRevision?.id, '00000000-0000-4000-8000-000000000000', 'x', '%00', 'a'.repeat(5000)]) {
      expect((await restore(mine._id, revisionId ?? '')).status, revisionId).toBe(404);
      expect((await h.client.call(`/api/admin/blogs/${mine._id}/revisions/${revisionId}`, { token })).status).toBe(404);
    }
    expect(await publicPost(mine._id)).toMatchObject({ title: 'Mine', version: 1 });
    expect((await h.client.call('/api/admin/blogs/00000000-0000-4000-8000-000000000000/revisions', { token })).status).toBe(404);
    expect((await h.client.call(`/api/admin/blogs/${mine._id}/revisions`)).status).toBe(401);
  });

  it(`keeps the last ${KEEP_RECENT} revisions and, of older ones, the last ${KEEP_PUBLISHED} published versions`, async () => {
    const post = await create({ title: 'Long history', content: '<p>0</p>', status: 'draft' });
    // 70 draft saves, then 60 published, then 60 more draft saves.
    for (let i = 1; i <= 70; i++) await put(post._id, { content: `<p>draft ${i}</p>` });
    await put(post._id, { status: 'published' });
    for (let i = 1; i < 60; i++) await put(post._id, { content: `<p>live ${i}</p>` });
    await put(post._id, { status: 'draft' });
    for (let i = 1; i < 60; i++) await put(post._id, { content: `<p>again ${i}</p>` });
    const revisions = await history(post._id);
    expect(revisions).toHaveLength(KEEP_RECENT + KEEP_PUBLISHED);
    expect(revisions.slice(0, KEEP_RECENT).map((revision) => revision.version)).toEqual(
      Array.from({ length: KEEP_RECENT }, (_, i) => 191 - i),
    );
    const older = revisions.slice(KEEP_RECENT);
    expect(older.every((revision) => revision.status === 'published')).toBe(true);
    // The newest published versions: the 60 went from version 72 to 131; the 50 kept are 82..131.
    expect(older.map((revision) => revision.version)).toEqual(Array.from({ length: KEEP_PUBLISHED }, (_, i) => 131 - i));
  });
});

describe('autosave', () => {
  const fields = (content: string, version: number, revisionId?: string) => ({
    title: 'Autosaved',
    content,
    version,
    ...(revisionId ? { revisionId } : {}),
  });

  it("saves a draft and folds one editor's autosaves of a few minutes into one revision", async () => {
    const post = await create({ title: 'Autosaved', content: '<p>start</p>', status: 'draft' });
    const one = (await (await autosave(post._id, fields('<p>typing</p>', 1))).json()) as AutosaveAnswer;
    expect(one).toMatchObject({ applied: true, post: { version: 2, content: '<p>typing</p>' }, revision: { event: 'autosave' } });
    clock.advance(60_000);
    const two = (await (await autosave(post._id, fields('<p>typing more</p>', 2, one.revision.id))).json()) as AutosaveAnswer;
    expect(two.revision.id).toBe(one.revision.id);
    expect(two.post).toMatchObject({ version: 3, content: '<p>typing more</p>' });
    let revisions = await history(post._id);
    expect(revisions.map((revision) => revision.event)).toEqual(['autosave', 'create']);
    expect(revisions[0]).toMatchObject({ version: 3 });
    expect(Date.parse(revisions[0]?.updatedAt ?? '')).toBeGreaterThan(Date.parse(revisions[0]?.createdAt ?? ''));
    // Past the window, a new revision.
    clock.advance(AUTOSAVE_FOLD_MS);
    const three = (await (await autosave(post._id, fields('<p>after a break</p>', 3, one.revision.id))).json()) as AutosaveAnswer;
    expect(three.revision.id).not.toBe(one.revision.id);
    // Another administrator's autosave never folds into this one's.
    const theirs = (await (
      await autosave(post._id, fields('<p>theirs</p>', 4, three.revision.id), second)
    ).json()) as AutosaveAnswer;
    expect(theirs.revision.id).not.toBe(three.revision.id);
    revisions = await history(post._id);
    expect(revisions.map((revision) => revision.author.username)).toEqual(['Second', 'Editor', 'Editor', 'Editor']);
  });

  it('leaves the public caches alone through 30 s of typing in a draft: an autosave announces no change', async () => {
    const draft = await create({ title: 'Being typed', content: '<p>t</p>', status: 'draft' });
    const announced = async () =>
      (await changeAnnouncements.get()).values.find((value) => value.labels.topic === 'blogs')?.value ?? 0;
    const before = await announced();
    let version = draft.version;
    let revisionId: string | undefined;
    for (let typed = 1; typed <= 10; typed++) {
      clock.advance(3_000);
      const saved = (await (
        await autosave(draft._id, fields(`<p>${'word '.repeat(typed)}</p>`, version, revisionId))
      ).json()) as AutosaveAnswer;
      expect(saved.applied).toBe(true);
      ({ version } = saved.post);
      revisionId = saved.revision.id;
    }
    // Not one change announced: no instance emptied its public list, pages, feed or sitemap.
    expect(await announced()).toBe(before);
    // A save that publishes is announced (and so empties them).
    expect((await put(draft._id, { status: 'published', version })).status).toBe(200);
    expect(await announced()).toBe(before + 1);
  });

  it("keeps a published post's changes as a pending revision: the live post never changes by itself", async () => {
    const post = await create({ title: 'Live', content: '<p>live text</p>' });
    const res = await autosave(post._id, { title: 'Live', content: '<p>half-written change</p>', version: 1 });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as AutosaveAnswer;
    expect(answer).toMatchObject({ applied: false, post: { version: 1, content: '<p>live text</p>' } });
    expect(answer.revision).toMatchObject({ event: 'pending', status: 'published', version: 1 });
    expect(await publicPost(post._id)).toMatchObject({ content: '<p>live text</p>', version: 1 });
    const pending = (await (
      await h.client.call(`/api/admin/blogs/${post._id}/revisions/${answer.revision.id}`, { token })
    ).json()) as Revision;
    expect(pending.content).toBe('<p>half-written change</p>');
    // Publishing them is a save like any other.
    expect(((await (await put(post._id, { content: pending.content, version: 1 })).json()) as Post).version).toBe(2);
    expect((await publicPost(post._id)).content).toBe('<p>half-written change</p>');
  });

  it('refuses an autosave on another version (409), without a version (400), with malformed or oversized bodies', async () => {
    const post = await create({ title: 'Guarded', content: '<p>x</p>', status: 'draft' });
    await put(post._id, { content: '<p>elsewhere</p>' });
    const stale = await autosave(post._id, fields('<p>mine</p>', 1));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { current: Post }).current.content).toBe('<p>elsewhere</p>');
    expect((await autosave(post._id, { title: 'x', content: 'y' })).status).toBe(400);
    for (const body of ['{', '{"title": "x", "content": "y", "version": 2', 'null', '[]', '']) {
      const res = await h.client.call(`/api/admin/blogs/${post._id}/autosave`, {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/json' },
        token,
      });
      expect(res.status, body).toBe(400);
    }
    const huge = await autosave(post._id, fields('x'.repeat(700_000), 2));
    expect(huge.status).toBe(413);
    expect((await autosave(post._id, fields('<p>y</p>', 2, 'not-a-revision'))).status).toBe(400);
    expect((await autosave(post._id, fields('<p>y</p>', 2))).status).toBe(200);
  });
});
