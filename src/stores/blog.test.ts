// @vitest-environment jsdom
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
beforeEach(() => {
  blog.resetBlogs();
  cleanNotifications();
});

/** Toast texts shown so far (the toast host renders from this store). */
const toasts = async () => {
  await new Promise((resolve) => setTimeout(resolve, 20)); // toast() loads the notifications module first
  return notificationsStore.getState().notifications.map((n) => n.message);
};

const withoutToken = async <T>(run: () => Promise<T>) => {
  const token = localStorage.getItem('token');
  localStorage.removeItem('token');
  try {
    return await run();
  } finally {
    if (token) localStorage.setItem('token', token);
  }
};

describe('blog store against the real API', () => {
  // Image uploads go through XMLHttpRequest, which jsdom cannot send to this server; the browser
  // suite (tests/browser/admin.browser.test.ts) uploads a real PNG with progress.
  it('creates a post and appends the one the server returns', async () => {
    const created = await blog.useBlogs.getState().createBlog({ title: 'First post', content: '<p>Hello</p>', image: null });
    expect(created).toMatchObject({ title: 'First post', content: '<p>Hello</p>', imageUrl: '', author: { username: expect.any(String) } });
    expect(blog.useBlogs.getState().blogs.map((b) => b._id)).toEqual([created._id]);
    expect(blog.useBlogs.getState()).toMatchObject({ loading: false, error: null });
  });

  it('replaces the list on fetch, newest first', async () => {
    const second = await blog.useBlogs.getState().createBlog({ title: 'Second post', content: 'Two', image: null });
    blog.resetBlogs();
    await blog.useBlogs.getState().fetchBlogs();
    const { blogs, loading, error } = blog.useBlogs.getState();
    expect({ loading, error }).toEqual({ loading: false, error: null });
    expect(blogs.map((b) => b.title)).toEqual(['Second post', 'First post']);
    expect(blogs[0]?._id).toBe(second._id);
  });

  it('updates the post with the same _id and keeps its image when none is chosen', async () => {
    await blog.useBlogs.getState().fetchBlogs();
    const first = blog.useBlogs.getState().blogs.find((b) => b.title === 'First post');
    if (!first) throw new Error('the first post is missing');
    const updated = await blog.useBlogs.getState().updateBlog(first._id, { title: 'First post, edited', content: 'New', image: null });
    expect(updated).toMatchObject({ _id: first._id, title: 'First post, edited', content: 'New', imageUrl: first.imageUrl });
    const titles = blog.useBlogs.getState().blogs.map((b) => b.title);
    expect(titles).toEqual(['Second post', 'First post, edited']);
  });

  it("deletes by id and says 'Blog Deleted' only when it worked", async () => {
    await blog.useBlogs.getState().fetchBlogs();
    const [target] = blog.useBlogs.getState().blogs;
    if (!target) throw new Error('no post to delete');
    expect(await blog.useBlogs.getState().deleteBlog(target._id)).toBe(target._id);
    expect(blog.useBlogs.getState().blogs.some((b) => b._id === target._id)).toBe(false);
    expect(await toasts()).toEqual(['Blog Deleted']);

    cleanNotifications();
    await expect(blog.useBlogs.getState().deleteBlog(target._id)).rejects.toThrow('Blog post not found');
    expect(await toasts()).toEqual(['Failed to delete blog']);
  });

  it("refuses every write without a token: 'Unauthorized: No access token provided'", async () => {
    const draft = { title: 'T', content: 'C', image: null };
    await withoutToken(async () => {
      await expect(blog.useBlogs.getState().createBlog(draft)).rejects.toThrow(blog.UNAUTHORIZED);
      await expect(blog.useBlogs.getState().updateBlog('x', draft)).rejects.toThrow(blog.UNAUTHORIZED);
      await expect(blog.useBlogs.getState().deleteBlog('x')).rejects.toThrow(blog.UNAUTHORIZED);
    });
    expect(blog.useBlogs.getState().error).toBe(blog.UNAUTHORIZED);
    expect(await toasts()).toEqual(['Failed to create blog', 'Failed to update blog', 'Failed to delete blog']);
  });

  it("rejects a file that is not an image with 'Image upload failed' and creates nothing", async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await expect(blog.useBlogs.getState().createBlog({ title: 'T', content: 'C', image: text })).rejects.toThrow('Image upload failed');
    expect(blog.useBlogs.getState().blogs).toEqual([]);
    await blog.useBlogs.getState().fetchBlogs();
    expect(blog.useBlogs.getState().blogs.some((b) => b.title === 'T')).toBe(false);
  });

  it("stores the error and says 'Failed to fetch blogs' when the list cannot load", async () => {
    const saved = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      await blog.useBlogs.getState().fetchBlogs();
    } finally {
      globalThis.fetch = saved;
    }
    expect(blog.useBlogs.getState()).toMatchObject({ loading: false, error: 'Failed to fetch blogs' });
    expect(await toasts()).toEqual(['Failed to fetch blogs']);
  });
});
