import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_PAGE_SIZE } from '../../schemas/inbox';
import { render } from '../../test-utils/render';
import type { Delivery } from '../../schemas/inbox';
import type { EnquiryState } from '../../schemas/enquiries';
import { FailedMailBanner, Inbox } from './Inbox';

/** The fake API: no quote requests, `total` contact messages, answered a page at a time as the server pages them, and `spam` suspects. */
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
  delivery: { state: 'sent', attempts: 1, sentAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() } as Delivery,
  ...tracking,
});
/** What every item's tracking reads until a test says otherwise: new, nobody's, due on a Friday afternoon. */
const tracking = {
  state: 'new' as EnquiryState,
  outcome: null as 'won' | 'lost' | null,
  assignee: null as { id: string; name: string } | null,
  dueAt: '2026-01-02T15:00:00.000Z',
  firstReplyAt: null,
  overdue: false,
  landingPath: null,
  formPath: null,
};
/** The staff: the owner and an administrator may be given enquiries, an editor not. */
const staff = [
  { id: 'u1', name: 'Olivia Owner', email: 'o@example.com', role: 'owner', status: 'active', lastSignInAt: null },
  { id: 'u2', name: 'Adam Admin', email: 'a@example.com', role: 'administrator', status: 'active', lastSignInAt: null },
  { id: 'u3', name: 'Eddie Editor', email: 'e@example.com', role: 'editor', status: 'active', lastSignInAt: null },
];
const calendars = [
  {
    region: 'uk',
    timeZone: 'Europe/London',
    workdays: [1, 2, 3, 4, 5],
    hours: { opens: '09:00', closes: '17:30' },
    holidays: [{ date: '2026-12-25', name: 'Christmas Day', source: 'library' }],
  },
  {
    region: 'nepal',
    timeZone: 'Asia/Kathmandu',
    workdays: [0, 1, 2, 3, 4, 5],
    hours: { opens: '09:00', closes: '17:30' },
    holidays: [],
    warning: 'No holiday is listed for 2027 yet: add the office’s public holidays.',
  },
];
/** The changes sent, as the server received them. */
let changed: { path: string; body: unknown }[] = [];
/** Two job applications: one for an open role, one speculative. */
const application = (n: number, position: string, openRole: boolean) => ({
  ...message(n),
  contact: '+977 1 4000000',
  town: 'Lalitpur',
  country: 'Nepal',
  position,
  salary: '90,000',
  currency: 'NPR',
  info: '',
  openRole,
});
const applications = [application(2, 'Cloud Architect', false), application(1, 'DevOps Engineer', true)];
let failedDelivery: Delivery | null = null;
/** How many of the first items of a page are past their due time. */
let overdue = 0;
let resent: string[] = [];

beforeEach(() => {
  asked = [];
  localStorage.setItem('token', 'test-token');
  spam = [];
  failedDelivery = null;
  resent = [];
  overdue = 0;
  changed = [];
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url);
    if (url.pathname.endsWith('/admin/users')) return Response.json(staff);
    if (url.pathname.endsWith('/admin/calendars')) return Response.json(calendars);
    if (input instanceof Request && input.method === 'PATCH') {
      const body = (await input.json()) as Record<string, unknown>;
      changed.push({ path: url.pathname, body });
      const assignee = staff.find((person) => person.id === body.assigneeId);
      return Response.json({
        ...message(Number(url.pathname.split('-').at(-1))),
        ...(body.state ? { state: body.state, outcome: body.outcome ?? null } : {}),
        ...('assigneeId' in body ? { assignee: assignee ? { id: assignee.id, name: assignee.name } : null } : {}),
      });
    }
    if (url.pathname.endsWith('/admin/outbox'))
      return Response.json({
        sends: true,
        queued: 0,
        retrying: 0,
        sent: 4,
        failed: 3,
        failedByKind: { quotes: 2, contacts: 1, applications: 0 },
      });
    if (url.pathname.endsWith('/admin/contacts/export.csv'))
      return new Response('\uFEFFid\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="contacts-2026-01-01-to-2026-11-28.csv"',
        },
      });
    const resend = /\/admin\/contacts\/([^/]+)\/resend$/.exec(url.pathname)?.[1];
    if (resend) {
      resent.push(resend);
      return Response.json({ ...message(0), delivery: { state: 'queued', attempts: 0 } }, { status: 202 });
    }
    const moved = /\/admin\/contacts\/([^/]+)\/not-spam$/.exec(url.pathname)?.[1];
    if (moved) {
      spam = spam.filter((item) => item.id !== moved);
      return Response.json({});
    }
    if (url.pathname.endsWith('/admin/quotes')) return Response.json([], { headers: { 'X-Total-Count': '0' } });
    if (url.pathname.endsWith('/admin/applications'))
      return Response.json(applications, { headers: { 'X-Total-Count': String(applications.length) } });
    if (url.searchParams.get('view') === 'spam')
      return Response.json(spam, { headers: { 'X-Total-Count': String(spam.length) } });
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const from = total - (page - 1) * limit;
    const items = Array.from({ length: Math.max(0, Math.min(limit, from)) }, (_, i) => message(from - 1 - i))
      .map((item, i) => (i === 0 && failedDelivery ? { ...item, delivery: failedDelivery } : item))
      .map((item, i) => (i < overdue ? { ...item, overdue: true } : item));
    return Response.json(items, { headers: { 'X-Total-Count': String(total) } });
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

const openContacts = async () => {
  render(<Inbox />);
  await userEvent.click(await screen.findByRole('tab', { name: /^Contact messages/ }));
};
/** The list's own requests, not the counts' (one item each). */
const listPages = (path: string) =>
  asked
    .filter((url) => url.pathname.endsWith(path) && url.searchParams.get('limit') !== '1')
    .map((url) => url.searchParams.get('page'));

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
    expect(listPages('/admin/contacts')).toEqual(['1', '2']);
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

  it('says which job applications are speculative: their position was not an open role when they were sent', async () => {
    render(<Inbox />);
    await userEvent.click(await screen.findByRole('tab', { name: /^Job applications/ }));
    const list = await screen.findByRole('list', { name: 'Job applications' });
    const [speculative, open] = within(list).getAllByRole('listitem');
    expect(speculative).toHaveTextContent(
      'Speculative application: the position was not one of the open roles when it was sent.',
    );
    expect(speculative).toHaveTextContent('Cloud Architect');
    expect(open).not.toHaveTextContent(/speculative/i);
    expect(open).toHaveTextContent('DevOps Engineer');
  });

  it('shows no pager when everything fits on one page', async () => {
    total = 3;
    await openContacts();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });

  it("says how each item's mail stands in a sentence, the mail server's answer under Details, and Resend queues a failed one again", async () => {
    total = 2;
    failedDelivery = { state: 'failed', attempts: 12, lastError: '550 5.1.1 Mailbox unavailable' };
    await openContacts();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('status')).toHaveTextContent(
      'The notification mail could not be sent (12 tries), so nobody was told of this by e-mail. Read it here, or send it again once the mail server works.',
    );
    // What the mail server said is there for whoever fixes it, not in the sentence.
    expect(within(first).getByRole('status')).not.toHaveTextContent('550');
    expect(within(first).getByText('The mail server answered: 550 5.1.1 Mailbox unavailable')).toBeInTheDocument();
    expect(within(second).getByRole('status')).toHaveTextContent(/^Notification mail sent 1 Jan 2026/);
    await userEvent.click(within(first).getByRole('button', { name: 'Resend' }));
    expect(await within(first).findByText('Notification mail queued.')).toBeInTheDocument();
    expect(resent).toEqual(['id-1']);
  });

  it('asks before sending a delivered mail a second time, and sends nothing when cancelled', async () => {
    total = 1;
    await openContacts();
    const item = (await screen.findByRole('list', { name: 'Contact messages' })).querySelector('li') as HTMLElement;
    await userEvent.click(within(item).getByRole('button', { name: 'Resend' }));
    const question = within(item).getByRole('alertdialog', { name: 'Send the mail again?' });
    expect(question).toHaveTextContent('This notification mail was delivered 1 Jan 2026');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(resent).toEqual([]);
    await userEvent.click(within(item).getByRole('button', { name: 'Resend' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Send again' }));
    expect(await within(item).findByText('Notification mail queued.')).toBeInTheDocument();
    expect(resent).toEqual(['id-0']);
  });

  it('opens on the kind whose newest item arrived last, with each kind counted in its tab', async () => {
    // The contact messages' newest is 00:04 on 1 January; the applications' 00:02.
    total = 5;
    render(<Inbox />);
    const contacts = await screen.findByRole('tab', { name: /^Contact messages\s*5 items$/ });
    expect(contacts).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Job applications\s*2 items$/ })).toHaveAttribute('aria-selected', 'false');
    expect(await screen.findByRole('list', { name: 'Contact messages' })).toHaveTextContent('Sender 4');
  });

  it("shows a banner while any enquiry's mail has failed, by kind", async () => {
    render(<FailedMailBanner />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The notification mail of 2 quote requests, 1 contact message could not be sent',
    );
  });

  it("shows each item's state, owner and due time, and sends a change at once", async () => {
    total = 2;
    overdue = 1;
    await openContacts();
    const list = await screen.findByRole('list', { name: 'Contact messages' });
    const [late, onTime] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(late).getByText(/^Overdue: an answer was due/)).toBeInTheDocument();
    expect(within(onTime).getByText(/^Answer by 2 Jan 2026/)).toBeInTheDocument();

    const owner = within(onTime).getByRole('combobox', { name: 'Assigned to' });
    // The editor may not read the inbox: not offered.
    expect(
      within(owner)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Nobody', 'Olivia Owner', 'Adam Admin']);
    await userEvent.selectOptions(owner, 'Adam Admin');
    await vi.waitFor(() => expect(within(onTime).getByRole('combobox', { name: 'Assigned to' })).toHaveValue('u2'));
    await userEvent.selectOptions(within(onTime).getByRole('combobox', { name: 'State' }), 'Answered');
    await vi.waitFor(() => expect(within(onTime).queryByText(/^Answer by/)).not.toBeInTheDocument());
    expect(changed).toEqual([
      { path: '/api/admin/contacts/id-0', body: { assigneeId: 'u2' } },
      { path: '/api/admin/contacts/id-0', body: { state: 'answered' } },
    ]);
  });

  it('narrows the list by state and to what is assigned to me', async () => {
    total = 1;
    await openContacts();
    const filters = await screen.findByRole('group', { name: 'Contact messages: filters' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'State' }), 'Open');
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'Assigned to me' }));
    await vi.waitFor(() =>
      expect(
        asked.some(
          (url) =>
            url.pathname.endsWith('/admin/contacts') &&
            url.searchParams.get('state') === 'open' &&
            url.searchParams.get('assignee') === 'me',
        ),
      ).toBe(true),
    );
  });

  it("lists the offices' calendars and warns while Nepal's next year has no holiday", async () => {
    total = 0;
    render(<Inbox />);
    expect(await screen.findByRole('heading', { name: 'Office calendars' })).toBeInTheDocument();
    expect(screen.getByText(/No holiday is listed for next year yet/)).toBeInTheDocument();
    expect(screen.getByText(/UK office: Monday to Friday, 09:00 to 17:30/)).toBeInTheDocument();
    expect(screen.getByText(/Nepal office: Sunday to Friday/)).toBeInTheDocument();
  });

  it('exports the view between the days chosen as CSV, under the name the server gives it', async () => {
    total = 1;
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    await openContacts();
    const group = await screen.findByRole('group', { name: 'Contact messages: export' });
    await userEvent.type(within(group).getByLabelText('From'), '2026-01-01');
    await userEvent.click(within(group).getByRole('button', { name: 'Export as CSV' }));
    await vi.waitFor(() => expect(saved).toEqual(['contacts-2026-01-01-to-2026-11-28.csv']));
    const asked_ = asked.find((url) => url.pathname.endsWith('/admin/contacts/export.csv'));
    expect(Object.fromEntries(asked_?.searchParams ?? [])).toEqual({ view: 'inbox', from: '2026-01-01' });
    click.mockRestore();
  });
});
