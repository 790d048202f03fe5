import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE, resetBlogs, type Blog } from '../../stores/blog';
import { render } from '../../test-utils/render';
import { blogFormFixture } from './admin.fixture';
import { BlogManager } from './BlogManager';

/** The admin list the fake API answers: `total` posts, of which it returns `posts` for any page. */
let answer: { posts: Blog[]; total: number };
let asked: URL[];
const saved = globalThis.fetch;

beforeEach(() => {
  resetBlogs();
  asked = [];
  localStorage.setItem('token', 'test-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    return Response.json({ ...answer, page, limit: ADMIN_PAGE_SIZE });
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

const listRequests = () => asked.filter((url) => url.pathname.endsWith('/admin/blogs')).map((url) => url.searchParams.toString());

describe('BlogManager', () => {
  it('says so when there are no posts yet', async () => {
    answer = { posts: [], total: 0 };
    render(<BlogManager />);
    expect(await screen.findByText("No posts yet. Write the first with 'Create Blog'.")).toBeInTheDocument();
    expect(listRequests()).toEqual([`page=1&limit=${ADMIN_PAGE_SIZE}`]);
  });

  it('shows each post with its status, and the address of a published one', async () => {
    answer = { posts: [blogFormFixture.post, blogFormFixture.draft], total: 2 };
    render(<BlogManager />);
    const published = await screen.findByRole('listitem', { name: /^Patch Tuesday/ });
    expect(within(published).getByText('Published')).toBeInTheDocument();
    expect(within(published).getByRole('link', { name: blogFormFixture.post.url })).toHaveAttribute(
      'href',
      blogFormFixture.post.url,
    );
    const draft = screen.getByRole('listitem', { name: /^Moving a small office/ });
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Posts 1–2 of 2')).toBeInTheDocument();
  });

  it('searches titles once typing pauses, from the first page, and says when nothing matches', async () => {
    answer = { posts: [blogFormFixture.post], total: 1 };
    render(<BlogManager />);
    await screen.findByRole('listitem', { name: /^Patch Tuesday/ });
    answer = { posts: [], total: 0 };
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts by title' }), 'office 365');
    expect(await screen.findByText('No posts have “office 365” in their title.')).toBeInTheDocument();
    // One request for the whole word typed, not one per keystroke.
    expect(listRequests()).toEqual([`page=1&limit=${ADMIN_PAGE_SIZE}`, `page=1&limit=${ADMIN_PAGE_SIZE}&q=office+365`]);
  });

  it('pages through the posts with the pagination under the grid', async () => {
    answer = { posts: [blogFormFixture.post, blogFormFixture.draft], total: ADMIN_PAGE_SIZE * 2 + 1 };
    render(<BlogManager />);
    const pages = await screen.findByRole('navigation', { name: 'Pages of posts' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(listRequests().at(-1)).toBe(`page=2&limit=${ADMIN_PAGE_SIZE}`));
    await waitFor(() => expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
  });

  it('shows only the posts of the status chosen, from the first page, and says when there are none', async () => {
    answer = { posts: [blogFormFixture.post], total: 1 };
    render(<BlogManager />);
    await screen.findByRole('listitem', { name: /^Patch Tuesday/ });
    answer = { posts: [], total: 0 };
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Scheduled');
    expect(await screen.findByText('No scheduled posts.')).toBeInTheDocument();
    expect(listRequests().at(-1)).toBe(`page=1&limit=${ADMIN_PAGE_SIZE}&status=scheduled`);
    // The filter holds while searching, and is dropped with "All posts".
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search posts by title' }), 'patch');
    expect(await screen.findByText('No scheduled posts have “patch” in their title.')).toBeInTheDocument();
    expect(listRequests().at(-1)).toBe(`page=1&limit=${ADMIN_PAGE_SIZE}&q=patch&status=scheduled`);
    answer = { posts: [blogFormFixture.post], total: 1 };
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'All posts');
    await screen.findByRole('listitem', { name: /^Patch Tuesday/ });
    expect(listRequests().at(-1)).toBe(`page=1&limit=${ADMIN_PAGE_SIZE}&q=patch`);
  });
});
