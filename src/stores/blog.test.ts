// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BlogDraft } from './blog';
import { startLiveApi, type LiveApi } from '../test-utils/liveApi';

let live: LiveApi;
let blog: typeof import('./blog');
let auth: typeof import('./auth');

beforeAll(async () => {
  live = await startLiveApi();
  auth = await import('./auth');
  blog = await import('./blog');
  const admin = { name: 'Blog Admin', email: 'blog@example.com', password: 'correct horse battery' };
  expect(await auth.useAuth.getState().register(admin)).toBe(true);
  expect(await auth.useAuth.getState().login(admin)).toBe(true);
});
afterAll(async () => live?.stop());
beforeEach(() => blog.resetBlogs());

const draft = (fields: Partial<BlogDraft>): BlogDraft => ({
  title: 'Untitled',
  content: '<p>Body</p>',
  excerpt: '',
  image: null,
  imageUrl: '',
  imageAlt: '',
  status: 'draft',
  ...fields,
});

/** The value of an outcome that must have worked. */
function valueOf<T>(outcome: import('./blog').BlogOutcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got: ${outcome.error}`);
  return outcome.value;
}

const withoutToken = async <T>(run: () => Promise<T>) => {
  const token = localStorage.getItem('token');
  localStorage.removeItem('token');
  try {
    return await run();
  } finally {
    if (token) localStorage.setItem('token', token);
  }
};

/** The addresses the API client asks for while `run` runs. */
async function requestedUrls(run: () => Promise<unknown>): Promise<URL[]> {
  const seen: URL[] = [];
  const saved = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    seen.push(new URL(input instanceof Request ? input.url : String(input)));
    return saved(input, init);
  };
  try {
    await run();
  } finally {
    globalThis.fetch = saved;
  }
  return seen;
}

const publicTitles = async () =>
  ((await (await fetch(`${live.origin}/api/blogs`)).json()) as { title: string }[]).map((b) => b.title);

describe('blog store against the real API', () => {
  // Image uploads go through XMLHttpRequest, which jsdom cannot send to this server; the browser
  // suite (tests/browser/admin.browser.test.ts) uploads real PNGs, cover and inline.
  it('saves a draft that only the admin list shows, and heads the page with it', async () => {
    const created = valueOf(await blog.useBlogs.getState().createBlog(draft({ title: 'First post', content: '<p>Hello</p>' })));
    expect(created).toMatchObject({ title: 'First post', content: '<p>Hello</p>', status: 'draft', url: '/blog/first-post' });
    expect(blog.useBlogs.getState()).toMatchObject({ loading: false, error: null, total: 1 });
    expect(blog.useBlogs.getState().blogs.map((b) => b._id)).toEqual([created._id]);
    expect(await publicTitles()).not.toContain('First post');
  });

  it('publishes when the form says so: the post is public at once', async () => {
    const created = valueOf(
      await blog.useBlogs.getState().createBlog(draft({ title: 'Second post', excerpt: 'Two words', status: 'published' })),
    );
    expect(created).toMatchObject({ status: 'published', excerpt: 'Two words' });
    expect(await publicTitles()).toContain('Second post');
  });

  it('asks for one page of every post, drafts included, newest first', async () => {
    const urls = await requestedUrls(() => blog.useBlogs.getState().fetchBlogs());
    expect(urls.map((url) => `${url.pathname}${url.search}`)).toEqual([`/api/admin/blogs?page=1&limit=${blog.ADMIN_PAGE_SIZE}`]);
    const { blogs, total, page, loading, error } = blog.useBlogs.getState();
    expect({ total, page, loading, error }).toEqual({ total: 2, page: 1, loading: false, error: null });
    expect(blogs.map((b) => [b.title, b.status])).toEqual([
      ['Second post', 'published'],
      ['First post', 'draft'],
    ]);
  });

  it('searches titles with q and pages through the matches', async () => {
    for (let n = 1; n <= blog.ADMIN_PAGE_SIZE + 2; n++) {
      valueOf(await blog.useBlogs.getState().createBlog(draft({ title: `Backup tip ${n}` })));
    }
    const urls = await requestedUrls(() => blog.useBlogs.getState().fetchBlogs({ query: '  backup TIP ', page: 1 }));
    expect(urls[0]?.searchParams.toString()).toBe(`page=1&limit=${blog.ADMIN_PAGE_SIZE}&q=backup+TIP`);
    expect(blog.useBlogs.getState()).toMatchObject({ total: blog.ADMIN_PAGE_SIZE + 2, page: 1, query: '  backup TIP ' });
    expect(blog.useBlogs.getState().blogs).toHaveLength(blog.ADMIN_PAGE_SIZE);

    // The next page keeps the search.
    const next = await requestedUrls(() => blog.useBlogs.getState().fetchBlogs({ page: 2 }));
    expect(next[0]?.searchParams.toString()).toBe(`page=2&limit=${blog.ADMIN_PAGE_SIZE}&q=backup+TIP`);
    expect(
      blog.useBlogs
        .getState()
        .blogs.map((b) => b.title)
        .sort(),
    ).toEqual(['Backup tip 1', 'Backup tip 2']);

    valueOf(await blog.useBlogs.getState().fetchBlogs({ query: 'nothing has this title', page: 1 }));
    expect(blog.useBlogs.getState()).toMatchObject({ blogs: [], total: 0, page: 1 });
  });

  it('keeps the newest answer when an older search answers last', async () => {
    const saved = globalThis.fetch;
    // The first search's answer is held back until the second's has arrived.
    let secondAnswered = () => {};
    const second = new Promise<void>((resolve) => (secondAnswered = resolve));
    globalThis.fetch = async (input, init) => {
      const answer = await saved(input, init);
      if (String(input instanceof Request ? input.url : input).includes('q=Backup')) await second;
      else secondAnswered();
      return answer;
    };
    try {
      const older = blog.useBlogs.getState().fetchBlogs({ query: 'Backup', page: 1 });
      const newer = blog.useBlogs.getState().fetchBlogs({ query: 'Second', page: 1 });
      await Promise.all([older, newer]);
    } finally {
      globalThis.fetch = saved;
    }
    expect(blog.useBlogs.getState()).toMatchObject({ query: 'Second', total: 1, loading: false });
    expect(blog.useBlogs.getState().blogs.map((b) => b.title)).toEqual(['Second post']);
  });

  it('updates the post with the same _id: unpublishing makes it a draft again and keeps its address', async () => {
    await blog.useBlogs.getState().fetchBlogs({ query: 'Second post', page: 1 });
    const [second] = blog.useBlogs.getState().blogs;
    if (!second) throw new Error('the second post is missing');
    const updated = valueOf(
      await blog.useBlogs
        .getState()
        .updateBlog(second._id, draft({ title: 'Second post', content: '<p>New</p>', status: 'draft' })),
    );
    expect(updated).toMatchObject({ _id: second._id, content: '<p>New</p>', status: 'draft', url: second.url });
    expect(blog.useBlogs.getState().blogs).toEqual([updated]);
    expect(await publicTitles()).not.toContain('Second post');
  });

  it("deletes by id with the notice 'Blog Deleted' only when it worked", async () => {
    await blog.useBlogs.getState().fetchBlogs({ query: '', page: 1 });
    const {
      blogs: [target],
      total,
    } = blog.useBlogs.getState();
    if (!target) throw new Error('no post to delete');
    expect(await blog.useBlogs.getState().deleteBlog(target._id)).toEqual({
      ok: true,
      value: target._id,
      notice: 'Blog Deleted',
    });
    expect(blog.useBlogs.getState().blogs.some((b) => b._id === target._id)).toBe(false);
    expect(blog.useBlogs.getState().total).toBe(total - 1);

    expect(await blog.useBlogs.getState().deleteBlog(target._id)).toEqual({
      ok: false,
      error: 'Blog post not found',
      notice: 'Failed to delete blog',
    });
  });

  it("refuses every write without a token: 'Unauthorized: No access token provided'", async () => {
    const outcomes = await withoutToken(() =>
      Promise.all([
        blog.useBlogs.getState().createBlog(draft({})),
        blog.useBlogs.getState().updateBlog('x', draft({})),
        blog.useBlogs.getState().deleteBlog('x'),
      ]),
    );
    expect(outcomes).toEqual([
      { ok: false, error: 'Unauthorized: No access token provided', notice: 'Failed to create blog' },
      { ok: false, error: 'Unauthorized: No access token provided', notice: 'Failed to update blog' },
      { ok: false, error: 'Unauthorized: No access token provided', notice: 'Failed to delete blog' },
    ]);
    expect(blog.useBlogs.getState().error).toBe('Unauthorized: No access token provided');
  });

  it("rejects a file that is not an image with 'Image upload failed' and creates nothing", async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(await blog.useBlogs.getState().createBlog(draft({ title: 'T', image: text, imageAlt: 'Notes' }))).toMatchObject({
      ok: false,
      error: 'Image upload failed',
    });
    expect(await blog.useBlogs.getState().uploadImage(text)).toEqual({
      ok: false,
      error: 'Image upload failed',
      notice: 'Image upload failed',
    });
    expect(blog.useBlogs.getState().blogs).toEqual([]);
    await blog.useBlogs.getState().fetchBlogs({ query: 'T', page: 1 });
    expect(blog.useBlogs.getState().blogs.some((b) => b.title === 'T')).toBe(false);
  });

  it("stores the error and names the toast 'Failed to fetch blogs' when the list cannot load", async () => {
    const saved = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    let outcome;
    try {
      outcome = await blog.useBlogs.getState().fetchBlogs();
    } finally {
      globalThis.fetch = saved;
    }
    expect(outcome).toEqual({ ok: false, error: 'Failed to fetch blogs', notice: 'Failed to fetch blogs' });
    expect(blog.useBlogs.getState()).toMatchObject({ loading: false, error: 'Failed to fetch blogs' });
  });
});
