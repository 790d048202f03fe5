// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TypedFields } from './postSession';
import { startLiveApi, type LiveApi } from '../test-utils/liveApi';

/*
 * The editor's session against the real API: autosaves land on the post (a draft) or in a pending
 * revision (a published post), a save made elsewhere meanwhile turns into a conflict instead of
 * an overwrite, and a network that goes away is waited out, the text sent once it is back.
 */

let live: LiveApi;
let session: typeof import('./postSession');
let api: typeof import('../api/client').api;
let call: typeof import('../api/client').call;

beforeAll(async () => {
  live = await startLiveApi();
  const auth = await import('./auth');
  session = await import('./postSession');
  ({ api, call } = await import('../api/client'));
  const admin = { name: 'Session Admin', email: 'session@example.com', password: 'correct horse battery' };
  expect(await auth.useAuth.getState().register(admin)).toBe(true);
  expect(await auth.useAuth.getState().login(admin)).toBe(true);
});
afterAll(async () => live?.stop());
beforeEach(() => session.resetPostSession());

const fields = (title: string, content = '<p>Body</p>'): TypedFields => ({
  title,
  content,
  excerpt: '',
  imageUrl: '',
  imageAlt: '',
  metaTitle: '',
  metaDescription: '',
  socialImageUrl: '',
});
const state = () => session.usePostSession.getState();
/** The post as stored, drafts included (the public GET answers published posts only). */
const read = async (id: string) => {
  const { posts } = await call.get('/api/admin/blogs', { query: { limit: 100 } });
  const post = posts.find((candidate) => candidate._id === id);
  if (!post) throw new Error(`no post ${id}`);
  return post;
};

describe('autosave', () => {
  it("creates a new post as a draft, then saves it in one revision per few minutes' typing", async () => {
    state().begin(null);
    await state().autosave(fields('First words'));
    expect(state()).toMatchObject({ state: 'saved', version: 1 });
    const id = state().postId ?? '';
    await state().autosave(fields('First words, more'));
    await state().autosave(fields('First words, more and more'));
    expect(await read(id)).toMatchObject({ status: 'draft', title: 'First words, more and more', version: 3 });
    const revisions = await session.postHistory.list(id);
    expect(revisions.map((revision) => revision.event)).toEqual(['autosave', 'create']);
  });

  it('keeps a published post as it is: the typing waits in a pending revision', async () => {
    const post = await call.post('/api/blogs', { json: { title: 'Live', content: '<p>Live text</p>' } });
    state().begin(post);
    await state().autosave(fields('Live, edited'));
    expect(state()).toMatchObject({ state: 'saved', version: post.version });
    expect(await read(post._id)).toMatchObject({ title: 'Live', version: post.version });
    const [pending] = await session.postHistory.list(post._id);
    expect(pending).toMatchObject({ event: 'pending', title: 'Live, edited' });
  });
});

describe('a save made elsewhere meanwhile', () => {
  it('turns into a conflict, and "keep my text" saves over it knowingly', async () => {
    const post = await call.post('/api/blogs', { json: { title: 'Shared', content: '<p>x</p>', status: 'draft' } });
    state().begin(post);
    // Another tab saves first.
    await api.put(`blogs/${post._id}`, { json: { title: 'From the other tab', version: post.version } });
    await state().autosave(fields('From this tab'));
    expect(state()).toMatchObject({ state: 'conflict', current: { title: 'From the other tab', version: post.version + 1 } });
    expect((await read(post._id)).title).toBe('From the other tab');

    state().keepMine();
    await expect.poll(() => state().state).toBe('saved');
    expect(await read(post._id)).toMatchObject({ title: 'From this tab', version: post.version + 2 });
  });
});

describe('a network that goes away', () => {
  it('says offline, keeps the latest text, and sends it once the browser is back online', async () => {
    const post = await call.post('/api/blogs', { json: { title: 'Offline', content: '<p>x</p>', status: 'draft' } });
    state().begin(post);
    const online = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      await state().autosave(fields('Typed on the train'));
      expect(state().state).toBe('offline');
      // More typing while offline: only the latest is sent.
      await state().autosave(fields('Typed on the train, then the tunnel'));
      expect(state().state).toBe('offline');
    } finally {
      globalThis.fetch = online;
    }
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => state().state).toBe('saved');
    expect((await read(post._id)).title).toBe('Typed on the train, then the tunnel');
    expect(state().lastSent?.title).toBe('Typed on the train, then the tunnel');
  });
});

describe('an explicit save while an autosave is on its way', () => {
  const titled = async (title: string) => {
    const { posts } = await call.get('/api/admin/blogs', { query: { q: title, limit: 100 } });
    return posts.filter((post) => post.title === title);
  };

  it('on a new post, waits for the autosave that creates it and saves that post: one post', async () => {
    state().begin(null);
    const autosaving = state().autosave(fields('Saved at once'));
    const { postId, version } = await state().settle();
    expect(postId).not.toBeNull();
    await call.put('/api/blogs/{id}', {
      path: { id: String(postId) },
      json: { ...fields('Saved at once'), status: 'published', version: version ?? undefined },
    });
    await autosaving;
    const posts = await titled('Saved at once');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ status: 'published' });
  });

  it('on a draft, saves on the version the autosave left, not the one before it (no 409 against its own text)', async () => {
    const post = await call.post('/api/blogs', { json: { title: 'Racing', content: '<p>x</p>', status: 'draft' } });
    state().begin(post);
    void state().autosave(fields('Racing, typed'));
    const { version } = await state().settle();
    expect(version).toBe(post.version + 1);
    const res = await api.put(`blogs/${post._id}`, { json: { title: 'Racing, saved', version }, throwHttpErrors: false });
    expect(res.status).toBe(200);
  });

  it('sends a creation whose answer was lost again with its key: the server answers the post it made, not a second one', async () => {
    state().begin(null);
    const online = globalThis.fetch;
    // The request reaches the server, which stores the post; its answer never comes back.
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      await online(...args);
      throw new TypeError('Failed to fetch');
    };
    try {
      await state().autosave(fields('Answer lost'));
      expect(state().state).toBe('offline');
      await state().autosave(fields('Answer lost, typed on'));
    } finally {
      globalThis.fetch = online;
    }
    const { postId } = await state().settle();
    expect(postId).not.toBeNull();
    expect(await titled('Answer lost')).toHaveLength(1);
    expect((await titled('Answer lost')).map((post) => post._id)).toEqual([postId]);
  });
});
