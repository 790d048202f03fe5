import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_PAGE_SIZE } from '../../schemas/inbox';
import { render } from '../../test-utils/render';
import { Inbox } from './Inbox';

/** The fake API: `total` contact messages, answered a page at a time as the server pages them, and `spam` suspects. */
let total = 0;
let spam: ReturnType<typeof message>[] = [];
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
  spamReason: null as string | null,
});

beforeEach(() => {
  asked = [];
  localStorage.setItem('token', 'test-token');
  spam = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    const moved = /\/admin\/contacts\/([^/]+)\/not-spam$/.exec(url.pathname)?.[1];
    if (moved) {
      spam = spam.filter((item) => item.id !== moved);
      return Response.json({});
    }
    if (url.searchParams.get('view') === 'spam')
      return Response.json(spam, { headers: { 'X-Total-Count': String(spam.length) } });
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

  it('keeps what looked automated in its Spam list, with the reason, until the administrator moves it back', async () => {
    total = 1;
    spam = [{ ...message(7), spamReason: 'Sent 0.8 s after the page was served' }];
    await openContacts();
    await userEvent.click(screen.getByRole('radio', { name: 'Spam' }));
    const list = await screen.findByRole('list', { name: 'Contact messages: spam' });
    expect(within(list).getByText(/Sender 7/)).toBeInTheDocument();
    expect(within(list).getByText(/Held back: Sent 0.8 s after the page was served/)).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText('Nothing looked automated.')).toBeInTheDocument();
    expect(asked.some((url) => url.pathname.endsWith('/admin/contacts/id-7/not-spam'))).toBe(true);
  });

  it('shows no pager when everything fits on one page', async () => {
    total = 3;
    await openContacts();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });
});
