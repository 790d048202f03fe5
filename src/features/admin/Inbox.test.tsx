import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_PAGE_SIZE } from '../../schemas/inbox';
import { render } from '../../test-utils/render';
import { Inbox } from './Inbox';

/** The fake API: `total` contact messages, answered a page at a time as the server pages them. */
let total = 0;
let asked: URL[];
const saved = globalThis.fetch;

const message = (n: number) => ({
  id: `id-${n}`,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  phone: '',
  subject: `Subject ${n}`,
  message: 'Hello',
});

beforeEach(() => {
  asked = [];
  localStorage.setItem('token', 'test-token');
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const from = total - (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, from)) }, (_, i) => message(from - 1 - i));
    return Response.json(items, { headers: { 'X-Total-Count': String(total) } });
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

const openContacts = async () => {
  render(<Inbox />);
  await userEvent.click(screen.getByRole('tab', { name: 'Contact messages' }));
};

describe('Inbox', () => {
  it('shows a page of 50 at a time, and the older ones on the next page', async () => {
    total = 120;
    await openContacts();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(INBOX_PAGE_SIZE);
    expect(within(list).getByText(/Sender 119/)).toBeInTheDocument();
    expect(screen.getAllByText('Page 1 of 3 (120 in all)')).toHaveLength(2);

    const [older] = screen.getAllByRole('button', { name: 'Older' });
    await userEvent.click(older as HTMLElement);
    expect(await screen.findAllByText('Page 2 of 3 (120 in all)')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Contact messages' })).getByText(/Sender 69/)).toBeInTheDocument();
    expect(asked.filter((url) => url.pathname.endsWith('/admin/contacts')).map((url) => url.searchParams.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('shows no pager when everything fits on one page', async () => {
    total = 3;
    await openContacts();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });
});
