import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../schemas/audit';
import { axeViolations, render } from '../../test-utils/render';
import { Activity } from './Activity';

/** The fake API: `log` newest first, answered as the server does, three rows a page, filters and cursor applied. */
let log: AuditEntry[] = [];
let asked: URL[];
const saved = globalThis.fetch;
const PAGE = 3;

const entry = (n: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: String(n),
  at: new Date(Date.UTC(2026, 0, 1, 9, n)).toISOString(),
  actor: { id: 'u-olive', name: 'Olive Owner', email: 'olive@example.com' },
  action: 'sign-in',
  target: `password: olive@example.com #${n}`,
  ip: '203.0.113.7',
  ...over,
});

beforeEach(() => {
  asked = [];
  localStorage.setItem('token', 'test-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    // The staff, for the person filter: someone with no row yet among them.
    if (url.pathname === '/api/admin/users')
      return Response.json([
        { id: 'u-sam', name: 'Sam Staff', email: 'sam@example.com', role: 'editor', status: 'active', lastSignInAt: null },
      ]);
    asked.push(url);
    const actor = url.searchParams.get('actor');
    const action = url.searchParams.get('action');
    const before = url.searchParams.get('before');
    let rows = log.filter((row) => (!actor || row.actor.id === actor) && (!action || row.action === action));
    if (before) rows = rows.filter((row) => Number(row.id) < Number(before));
    const page = rows.slice(0, PAGE);
    const headers: Record<string, string> = {};
    if (rows.length > PAGE) headers.Link = `</api/admin/audit?limit=${PAGE}&before=${page.at(-1)?.id}>; rel="next"`;
    return Response.json(page, { headers });
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

const shownTargets = () =>
  within(screen.getByRole('table', { name: 'Activity' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]?.textContent);

describe('Activity', () => {
  it('lists who did what, to what and from where, newest first, and loads older rows by the cursor', async () => {
    log = [5, 4, 3, 2, 1].map((n) => entry(n));
    render(<Activity />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('Olive Owner')).toBeInTheDocument();
    expect(within(first).getByText('Signed in')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.7')).toBeInTheDocument();
    expect(shownTargets()).toEqual(['#5', '#4', '#3'].map((n) => `password: olive@example.com ${n}`));

    await userEvent.click(screen.getByRole('button', { name: 'Load older' }));
    expect(await screen.findByText('password: olive@example.com #1')).toBeInTheDocument();
    expect(shownTargets()).toHaveLength(5);
    expect(asked.at(-1)?.searchParams.get('before')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Load older' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by action and by a person, of the staff or named by the rows, asking the server each time', async () => {
    log = [
      entry(4, {
        actor: { id: null, name: 'Nobody signed in', email: null },
        action: 'sign-in.refused',
        target: 'password: x@example.com',
      }),
      entry(3, {
        actor: { id: 'u-ed', name: 'Ed Editor', email: 'ed@example.com' },
        action: 'post.published',
        target: '"Patching"',
      }),
      entry(2),
    ];
    render(<Activity />);
    await screen.findByRole('table', { name: 'Activity' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Sign-in refused');
    expect(await screen.findByText('password: x@example.com')).toBeInTheDocument();
    expect(shownTargets()).toEqual(['password: x@example.com']);
    expect(asked.at(-1)?.searchParams.get('action')).toBe('sign-in.refused');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Every action');
    await screen.findByText('"Patching"');
    const person = screen.getByRole('combobox', { name: 'Person' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Ed Editor (ed@example.com)', 'Olive Owner (olive@example.com)', 'Sam Staff (sam@example.com)']);
    await userEvent.selectOptions(person, 'Ed Editor (ed@example.com)');
    await vi.waitFor(() => expect(shownTargets()).toEqual(['"Patching"']));
    expect(asked.at(-1)?.searchParams.get('actor')).toBe('u-ed');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Backup restored');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('tells apart two people of one name by their e-mail, in the rows and the person filter (issue 59)', async () => {
    log = [
      entry(2, { actor: { id: 'u-fake', name: 'Olive Owner', email: 'mallory@example.com' }, target: 'one' }),
      entry(1, { target: 'two' }),
    ];
    render(<Activity />);
    const table = await screen.findByRole('table', { name: 'Activity' });
    const who = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(who).toEqual(['Olive Ownermallory@example.com', 'Olive Ownerolive@example.com']);
    const options = within(screen.getByRole('combobox', { name: 'Person' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Olive Owner (mallory@example.com)');
    expect(options).toContain('Olive Owner (olive@example.com)');
  });

  it("tells the server's refusal in words", async () => {
    globalThis.fetch = vi.fn(async () =>
      Response.json({ error: 'Your account is an editor, who cannot do this.' }, { status: 403 }),
    );
    render(<Activity />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is an editor, who cannot do this.');
  });
});
