import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuth } from '../../stores/auth';
import { render } from '../../test-utils/render';
import AdminScreen from './AdminScreen';
import { insightsFixture } from './insights.fixture';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../toast/toast', () => ({
  toast: ({ message }: { message: string }) => {
    toasts.push(message);
    return Promise.resolve();
  },
}));

const savedFetch = globalThis.fetch;
let asked: Request[];
let answer: () => Response;
/** Answers by path for the calls a test cares about; everything else is the empty blog list. */
let routes: Record<string, (request: Request) => Response | Promise<Response>>;

/** Where the app navigated to. */
function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

beforeEach(() => {
  asked = [];
  routes = {};
  toasts.length = 0;
  resetAuth();
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('refreshToken', 'refresh-token');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', name: 'Site Admin', email: 'admin@example.com', username: 'Site Admin', role: 'owner' }),
  );
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    asked.push(request);
    const route = routes[new URL(request.url).pathname];
    if (route) return route(request);
    // The blog tab, open by default, lists the posts: none.
    if (!request.url.endsWith('/auth/logout-everywhere')) return Response.json({ posts: [], total: 0, page: 1, limit: 20 });
    return answer();
  });
});
afterEach(() => {
  globalThis.fetch = savedFetch;
  localStorage.clear();
});

const signOutEverywhere = async () => {
  render(
    <>
      <AdminScreen />
      <Where />
    </>,
    { path: '/admin' },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
};

/** The admin as the person stored in this browser sees it (`role` as stored, old names included). */
function renderSignedInAs(user: { id: string; name: string; email: string; role: string }) {
  resetAuth();
  localStorage.setItem('user', JSON.stringify({ ...user, username: user.name }));
  return render(<AdminScreen />, { path: '/admin' });
}

describe('the tabs', () => {
  it('shows each role what it may use: the owner every tab, an editor the pages and the insights but neither the inbox, its report, the backup nor the activity, an author none of these', async () => {
    const { unmount } = render(<AdminScreen />, { path: '/admin' });
    expect(await screen.findByText('Signed in as Site Admin (owner)')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Blog manager',
      'Pages',
      'Inbox',
      'Report',
      'Insights',
      'Backup',
      'Team',
      'Activity',
      'Sign-in',
    ]);
    unmount();

    for (const [name, role, tabs] of [
      ['Ed Itor', 'editor', ['Blog manager', 'Pages', 'Insights', 'Sign-in']],
      ['Au Thor', 'author', ['Blog manager', 'Sign-in']],
    ] as const) {
      const { unmount: done } = renderSignedInAs({ id: `u-${role}`, name, email: `${role}@example.com`, role });
      expect(await screen.findByText(`Signed in as ${name} (${role})`)).toBeInTheDocument();
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
      done();
    }
  });

  it('opens the insights for an editor: their code arrives with the tab, then the default days', async () => {
    // A new site's week: nothing to chart, which jsdom could not lay out.
    routes['/api/admin/insights'] = () => Response.json(insightsFixture.empty);
    renderSignedInAs({ id: 'u-editor', name: 'Ed Itor', email: 'editor@example.com', role: 'editor' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Insights' }));
    expect(await screen.findByText('9 January 2026 to 15 January 2026')).toBeInTheDocument();
    expect(asked.some((request) => new URL(request.url).pathname === '/api/admin/insights')).toBe(true);
  });

  it("reads a session stored before roles ('admin') as the owner's", async () => {
    renderSignedInAs({ id: 'u1', name: 'Site Admin', email: 'admin@example.com', role: 'admin' });
    expect(await screen.findByText('Signed in as Site Admin (owner)')).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(9);
  });
});

describe('the admin bar', () => {
  it('signs out everywhere: asks the server with the session’s token, forgets the session, goes to /login', async () => {
    answer = () => new Response(null, { status: 204 });
    await signOutEverywhere();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/login'));
    const call = asked.find((request) => request.url.endsWith('/api/auth/logout-everywhere'));
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('authorization')).toBe('Bearer access-token');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('says so and stays signed in when the server could not be told', async () => {
    answer = () =>
      Response.json({ error: 'Too many requests from your address. Please wait a few minutes and try again.' }, { status: 429 });
    await signOutEverywhere();
    await waitFor(() =>
      expect(toasts).toEqual(['Too many requests from your address. Please wait a few minutes and try again.']),
    );
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token');
  });
});

describe('an invitation link', () => {
  const TOKEN = 'A'.repeat(43);

  it('asks the invitee for a name and a password, then signs them in to the admin', async () => {
    localStorage.clear();
    window.history.replaceState(null, '', `/admin#invitation=${TOKEN}`);
    let sent: unknown;
    routes['/api/auth/invitations/accept'] = async (request) => {
      sent = await request.json();
      return Response.json(
        {
          accessToken: 'new-access',
          refreshToken: 'new-refresh',
          user: { id: 'u9', name: 'Erin', email: 'erin@example.com', username: 'Erin', role: 'editor' },
        },
        { status: 201 },
      );
    };
    render(<AdminScreen />, { path: '/admin' });
    await userEvent.type(await screen.findByLabelText(/Your name/), 'Erin');
    await userEvent.type(screen.getByLabelText(/Choose a password/), 'a long editor passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
    expect(sent).toEqual({ name: 'Erin', password: 'a long editor passphrase', token: TOKEN });
    expect(await screen.findByText('Signed in as Erin (editor)')).toBeTruthy();
    expect(window.location.hash).toBe('');
  });
});

describe('an open admin', () => {
  it('asks for the account when the tab comes back into view, and shows a role changed meanwhile', async () => {
    routes['/api/account'] = () =>
      Response.json({
        user: { id: 'u1', name: 'Site Admin', email: 'admin@example.com', username: 'Site Admin', role: 'editor' },
      });
    render(<AdminScreen />, { path: '/admin' });
    expect(await screen.findByText('Signed in as Site Admin (owner)')).toBeTruthy();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await screen.findByText('Signed in as Site Admin (editor)')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Team' })).toBeNull();
  });
});
