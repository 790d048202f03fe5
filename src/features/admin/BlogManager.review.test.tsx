import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../schemas/roles';
import { resetAuth, useAuth } from '../../stores/auth';
import { ADMIN_PAGE_SIZE, resetBlogs, type Blog } from '../../stores/blog';
import { resetPostSession } from '../../stores/postSession';
import { render } from '../../test-utils/render';
import { blogFormFixture } from './admin.fixture';
import { BlogForm } from './BlogForm';
import { BlogManager } from './BlogManager';
import { AWAITING_REVIEW, SEND_BACK_NOTE_REQUIRED } from './Review';

/*
 * Review in the admin: a contributor submits their draft with a note and is told where it stands,
 * in the form, which stays open; an editor finds it under "Awaiting review", reads the note, and
 * publishes it or sends it back with a note of their own, which its author then reads on the draft.
 */

const toast = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../toast/toast', () => ({ toast }));

const SUBMITTED_AT = '2026-06-01T09:00:00.000Z';
/** The contributor's draft, as the fake server holds it. */
const carlsDraft: Blog = { ...blogFormFixture.draft, author: { username: 'Carl Contributor' }, version: 4 };
let post: Blog;
let asked: { method: string; path: string; query: string; body: unknown }[];
const savedFetch = globalThis.fetch;

/** The fake API: the admin list (of the one post), a save, and the two steps of review. */
function fakeServer() {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : ((await request.json()) as Record<string, unknown>);
    asked.push({ method: request.method, path: url.pathname, query: url.searchParams.toString(), body });
    const by = useAuth.getState().user?.name ?? '';
    if (url.pathname === '/api/admin/blogs') {
      const status = url.searchParams.get('status');
      const posts = status && post.status !== status ? [] : [post];
      return Response.json({ posts, total: posts.length, page: 1, limit: ADMIN_PAGE_SIZE });
    }
    if (url.pathname === `/api/blogs/${post._id}` && request.method === 'PUT') {
      post = { ...post, ...body, version: post.version + 1 };
      return Response.json(post);
    }
    if (url.pathname === `/api/admin/blogs/${post._id}/submit`) {
      const note = typeof body?.note === 'string' ? body.note : '';
      post = { ...post, status: 'review', version: post.version + 1, review: { kind: 'submitted', note, by, at: SUBMITTED_AT } };
      return Response.json(post);
    }
    if (url.pathname === `/api/admin/blogs/${post._id}/return`) {
      const note = String(body?.note);
      post = { ...post, status: 'draft', version: post.version + 1, review: { kind: 'returned', note, by, at: SUBMITTED_AT } };
      return Response.json(post);
    }
    return Response.json({ error: 'Not here' }, { status: 404 });
  });
}

/** Signs `name` in with `role`, as the admin screen finds them after a sign-in. */
function signedInAs(role: Role, name: string) {
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('user', JSON.stringify({ id: `u-${role}`, name, email: `${role}@example.com`, username: name, role }));
  useAuth.getState().hydrate();
}

beforeAll(() => {
  // ProseMirror measures the cursor; jsdom has no layout.
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
beforeEach(() => {
  asked = [];
  toast.mockClear();
  resetAuth();
  resetBlogs();
  resetPostSession();
  fakeServer();
});
afterEach(() => {
  globalThis.fetch = savedFetch;
  localStorage.clear();
});

const writes = () => asked.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
/** Opens the post's form from its card, once the editor in it is ready. */
async function openPost(title: RegExp) {
  const card = await screen.findByRole('listitem', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: /^Edit/ }));
  const form = await screen.findByRole('form', { name: 'Edit blog' });
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Content/ })).toHaveAttribute('contenteditable', 'true'));
  return form;
}

describe("a contributor's draft", () => {
  it('is saved, then submitted with their note, and the form stays open saying where it stands', async () => {
    post = carlsDraft;
    signedInAs('contributor', 'Carl Contributor');
    render(<BlogManager />);
    // Only those who may publish filter by "Awaiting review": a contributor's are in their own list.
    expect(within(screen.getByRole('combobox', { name: 'Show' })).queryByRole('option', { name: 'Awaiting review' })).toBeNull();
    const form = await openPost(/^Moving a small office/);
    expect(within(form).queryByRole('button', { name: 'Publish' })).toBeNull();

    await userEvent.type(within(form).getByLabelText(/Note for the editor/), 'Is the checklist at the end clear?');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByText(AWAITING_REVIEW)).toBeInTheDocument();
    // Saved as it stood first (on the version it was typed on), then submitted with the note.
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/api/blogs/${carlsDraft._id}`,
        body: expect.objectContaining({ status: 'draft', title: carlsDraft.title, version: carlsDraft.version }),
      },
      {
        method: 'POST',
        path: `/api/admin/blogs/${carlsDraft._id}/submit`,
        body: { note: 'Is the checklist at the end clear?' },
      },
    ]);
    const reopened = screen.getByRole('form', { name: 'Edit blog' });
    expect(within(reopened).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(reopened).getByRole('note')).toHaveTextContent('Is the checklist at the end clear?');
    expect(within(reopened).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(within(reopened).queryByRole('button', { name: 'Submit for review' })).toBeNull();
    // The card behind says so too.
    const card = screen.getByRole('listitem', { name: /^Moving a small office/, hidden: true });
    expect(within(card).getByText('Awaiting review')).toBeInTheDocument();
  });

  it('shows its author the note it was sent back with', async () => {
    const returned: Blog = {
      ...carlsDraft,
      review: { kind: 'returned', note: 'Name the backup tool.\nThen send it again.', by: 'Erin Editor', at: SUBMITTED_AT },
    };
    render(<BlogForm onSubmit={vi.fn()} onUploadImage={vi.fn()} initial={returned} mayPublish={false} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(/^Sent back by Erin Editor on /);
    expect(note).toHaveTextContent('Name the backup tool.');
    expect(note).toHaveTextContent('Make the changes it asks for, then submit the post for review again.');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
  });
});

describe('a post awaiting review, to an editor', () => {
  it('is found under "Awaiting review", shows its note, and goes back to its author with a note that is required', async () => {
    post = {
      ...carlsDraft,
      status: 'review',
      review: { kind: 'submitted', note: 'Is the checklist clear?', by: 'Carl Contributor', at: SUBMITTED_AT },
    };
    signedInAs('editor', 'Erin Editor');
    render(<BlogManager />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Awaiting review');
    await waitFor(() => expect(asked.at(-1)?.query).toBe(`page=1&limit=${ADMIN_PAGE_SIZE}&status=review`));
    const card = await screen.findByRole('listitem', { name: /^Moving a small office/ });
    expect(within(card).getByText('Awaiting review')).toBeInTheDocument();

    const form = await openPost(/^Moving a small office/);
    expect(within(form).getByRole('note')).toHaveTextContent(
      /^Submitted for review by Carl Contributor on .*Is the checklist clear\?$/,
    );
    for (const name of ['Save changes', 'Publish', 'Send back'])
      expect(within(form).getByRole('button', { name })).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Send back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send back to the author' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));
    expect(await within(dialog).findByText(SEND_BACK_NOTE_REQUIRED)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Note for the author/), 'Name the backup tool.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send back' }));

    // The editor's text saved as it stands, still in review, then the post sent back with the note.
    await waitFor(() =>
      expect(writes()).toEqual([
        { method: 'PUT', path: `/api/blogs/${post._id}`, body: expect.objectContaining({ status: 'review', version: 4 }) },
        { method: 'POST', path: `/api/admin/blogs/${post._id}/return`, body: { note: 'Name the backup tool.' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit blog' })).toBeNull());
    expect(toast).toHaveBeenCalledWith({ message: 'Sent back to its author', variant: 'success' });
    // It has left the posts awaiting review.
    expect(await screen.findByText('No posts awaiting review.')).toBeInTheDocument();
    expect(post).toMatchObject({ status: 'draft', review: { kind: 'returned', note: 'Name the backup tool.' } });
  });
});
