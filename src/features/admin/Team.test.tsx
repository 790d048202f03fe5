import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invitation, StaffMember } from '../../schemas/team';
import { resetAuth, useAuth } from '../../stores/auth';
import { render } from '../../test-utils/render';
import { Team } from './Team';

vi.mock('../toast/toast', () => ({ toast: () => Promise.resolve() }));

const owner: StaffMember = {
  id: 'u1',
  name: 'Olivia',
  email: 'owner@example.com',
  role: 'owner',
  status: 'active',
  lastSignInAt: null,
};
const editor: StaffMember = {
  id: 'u2',
  name: 'Erin',
  email: 'erin@example.com',
  role: 'editor',
  status: 'active',
  lastSignInAt: '2026-11-20T10:00:00.000Z',
};
const pending: Invitation = {
  id: 'i1',
  email: 'new@example.com',
  role: 'author',
  invitedBy: { id: 'u1', name: 'Olivia' },
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
  status: 'pending',
};

const savedFetch = globalThis.fetch;
let asked: { method: string; path: string; body: unknown }[];
let staff: StaffMember[];

beforeEach(() => {
  asked = [];
  staff = [owner, editor];
  resetAuth();
  localStorage.setItem('token', 'access-token');
  localStorage.setItem('user', JSON.stringify({ ...owner, username: owner.name }));
  useAuth.getState().hydrate();
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json();
    asked.push({ method: request.method, path, body });
    if (path === '/api/admin/users' && request.method === 'GET') return Response.json(staff);
    if (path === '/api/admin/invitations' && request.method === 'GET') return Response.json([pending]);
    if (path === '/api/admin/invitations')
      return Response.json(
        { id: 'i2', url: 'http://localhost/admin#invitation=abc', expiresAt: '2026-12-04T10:00:00.000Z' },
        { status: 201 },
      );
    if (path === '/api/admin/users/u2' && request.method === 'PATCH') {
      staff = [owner, { ...editor, status: 'suspended' }];
      return Response.json(staff[1]);
    }
    return new Response(null, { status: 204 });
  });
});
afterEach(() => {
  globalThis.fetch = savedFetch;
  localStorage.clear();
});

describe('the Team tab', () => {
  it('lists the staff: the owner and oneself with no controls, the others with theirs', async () => {
    render(<Team />);
    const list = await screen.findByRole('list', { name: 'The team' });
    expect(within(list).getByText('Owner')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Suspend Olivia' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Suspend Erin' })).toBeTruthy();
    expect(within(list).getByRole<HTMLSelectElement>('combobox', { name: 'Role of Erin' }).value).toBe('editor');
    expect(screen.getByRole('button', { name: 'Withdraw invitation to new@example.com' })).toBeTruthy();
  });

  it('suspends someone and shows them suspended', async () => {
    render(<Team />);
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Erin' }));
    expect(asked).toContainEqual({ method: 'PATCH', path: '/api/admin/users/u2', body: { suspended: true } });
    expect(await screen.findByRole('button', { name: 'Reinstate Erin' })).toBeTruthy();
  });

  it('removes only once it is confirmed', async () => {
    render(<Team />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Erin' }));
    expect(asked.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove Erin' }));
    expect(asked).toContainEqual({ method: 'DELETE', path: '/api/admin/users/u2', body: undefined });
  });

  it('hands ownership over only once it is confirmed, saying what it means', async () => {
    render(<Team />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Erin the owner' }));
    expect(asked.some((call) => call.method === 'PATCH')).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Hand the site over to Erin? You become an administrator, and only Erin can hand it back.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, make Erin the owner' }));
    expect(asked).toContainEqual({ method: 'PATCH', path: '/api/admin/users/u2', body: { role: 'owner' } });
  });

  it('invites by address and role, checks the address first, and shows the link once', async () => {
    render(<Team />);
    const form = await screen.findByRole('form', { name: 'Invite someone' });
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'not an address');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(asked.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.clear(within(form).getByLabelText('E-mail address'));
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'sam@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'contributor');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(asked).toContainEqual({
      method: 'POST',
      path: '/api/admin/invitations',
      body: { email: 'sam@example.com', role: 'contributor' },
    });
    expect((await screen.findByLabelText('Invitation link')).textContent).toBe('http://localhost/admin#invitation=abc');
    // A second invitation: the first link is gone the moment it is asked for, never shown beside the new address.
    let answer: (response: Response) => void = () => {};
    globalThis.fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.clear(within(form).getByLabelText('E-mail address'));
    await userEvent.type(within(form).getByLabelText('E-mail address'), 'kim@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(screen.queryByLabelText('Invitation link')).toBeNull();
    answer(
      Response.json(
        { id: 'i3', url: 'http://localhost/admin#invitation=def', expiresAt: '2026-12-04T10:00:00.000Z' },
        { status: 201 },
      ),
    );
    expect((await screen.findByLabelText('Invitation link')).textContent).toBe('http://localhost/admin#invitation=def');
  });
});
