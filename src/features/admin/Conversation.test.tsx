import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '../../schemas/inbox';
import { useOutbox } from '../../stores/outbox';
import { render } from '../../test-utils/render';
import { Conversation } from './Conversation';
import type { InboxItem } from './inbox';

/** A contact message, new and nobody's, and the fake server's notes and replies on it. */
const item = {
  id: 'id-1',
  createdAt: '2026-12-01T10:00:00.000Z',
  name: 'Sam Visitor',
  email: 'sam@example.com',
  phone: '',
  subject: 'Hosting',
  message: 'Do you host?',
  spamReason: null,
  delivery: { state: 'sent', attempts: 1, sentAt: '2026-12-01T10:00:05.000Z' } as Delivery,
  state: 'new' as const,
  outcome: null,
  assignee: null,
  dueAt: '2026-12-02T10:00:00.000Z',
  firstReplyAt: null as string | null,
  overdue: false,
  landingPath: null,
  formPath: null,
} satisfies InboxItem<'contacts'>;

const author = { id: 'u1', name: 'Olivia Owner' };
let notes: object[];
let replies: object[];
let posted: { path: string; body: unknown }[];
/** What the next POST answers instead of taking it, if anything. */
let refusal: Response | null;
const saved = globalThis.fetch;

beforeEach(() => {
  localStorage.setItem('token', 'test-token');
  notes = [{ id: 'n1', text: 'Rang them: they want a call Monday.', author, createdAt: '2026-12-01T11:00:00.000Z' }];
  replies = [];
  posted = [];
  refusal = null;
  useOutbox.setState({
    summary: {
      sends: true,
      queued: 0,
      retrying: 0,
      sent: 0,
      failed: 0,
      failedByKind: { quotes: 0, contacts: 0, applications: 0 },
    },
  });
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    if (request.method === 'POST') {
      if (refusal) return refusal;
      const body = (await request.json()) as { text: string };
      posted.push({ path: url.pathname, body });
      const entry = { id: `e${posted.length}`, text: body.text, author, createdAt: '2026-12-01T12:00:00.000Z' };
      if (url.pathname.endsWith('/replies')) {
        const delivery = { state: 'failed', attempts: 9 };
        replies.push({ ...entry, delivery });
        return Response.json({ id: entry.id, delivery }, { status: 202 });
      }
      notes.push(entry);
      return Response.json(entry, { status: 201 });
    }
    const answered = replies.length > 0;
    return Response.json({
      ...item,
      ...(answered ? { state: 'answered', firstReplyAt: '2026-12-01T12:00:00.000Z' } : {}),
      notes,
      replies,
    });
  });
});
afterEach(() => {
  globalThis.fetch = saved;
  localStorage.removeItem('token');
});

const open = async (onChanged = vi.fn()) => {
  render(<Conversation kind="contacts" item={item} onChanged={onChanged} />);
  await userEvent.click(screen.getByText('Notes and replies'));
  return onChanged;
};

describe('Conversation', () => {
  it('reads the notes and replies when opened, oldest first', async () => {
    await open();
    const list = await screen.findByRole('list', { name: 'Notes and replies' });
    expect(within(list).getByText('Rang them: they want a call Monday.')).toBeInTheDocument();
    expect(within(list).getByText(/Olivia Owner/)).toBeInTheDocument();
  });

  it('sends a reply, shows it with how its mail stands, and hands the item as it now stands to the list', async () => {
    const onChanged = await open();
    await screen.findByRole('list', { name: 'Notes and replies' });
    await userEvent.type(screen.getByLabelText('Write a note or a reply'), 'Yes, we host on our own servers.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(posted).toEqual([{ path: '/api/admin/contacts/id-1/replies', body: { text: 'Yes, we host on our own servers.' } }]);
    const reply = (await screen.findByText('Yes, we host on our own servers.')).closest('li') as HTMLElement;
    expect(within(reply).getByText('Reply to sam@example.com')).toBeInTheDocument();
    expect(within(reply).getByRole('status')).toHaveTextContent(/could not be mailed to the visitor/);
    expect(screen.getByLabelText('Write a note or a reply')).toHaveValue('');
    expect(onChanged).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'id-1', state: 'answered' }));
    expect(onChanged.mock.lastCall?.[0]).not.toHaveProperty('notes');
  });

  it('adds a note, and asks for text before sending anything', async () => {
    await open();
    await screen.findByRole('list', { name: 'Notes and replies' });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write the note first.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Write a note or a reply'), 'Quote sent by post.');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Quote sent by post.')).toBeInTheDocument();
    expect(posted.map((each) => each.path)).toEqual(['/api/admin/contacts/id-1/notes']);
  });

  it("keeps the text and shows the server's words when a reply is refused", async () => {
    await open();
    await screen.findByRole('list', { name: 'Notes and replies' });
    refusal = Response.json(
      { error: 'This server sends no mail, so no reply can go from here: reply from your own mail program.' },
      { status: 503 },
    );
    await userEvent.type(screen.getByLabelText('Write a note or a reply'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/reply from your own mail program/)).toBeInTheDocument();
    expect(screen.getByLabelText('Write a note or a reply')).toHaveValue('Hello');
  });

  it('offers no reply where the site sends no mail, and says where to reply instead', async () => {
    useOutbox.setState({
      summary: {
        sends: false,
        queued: 0,
        retrying: 0,
        sent: 0,
        failed: 0,
        failedByKind: { quotes: 0, contacts: 0, applications: 0 },
      },
    });
    await open();
    await screen.findByRole('list', { name: 'Notes and replies' });
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.getByText(/reply from your own mail program/)).toBeInTheDocument();
  });
});
