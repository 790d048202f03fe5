import { api, call, exchange } from '../../api/client';
import type { Answer } from '../../api/contract';
import type { EnquiryChange, EnquiryState, OfficeRegion } from '../../schemas/enquiries';
import { INBOX_PAGE_SIZE, type Delivery, type InboxFile, type InboxKind, type InboxView } from '../../schemas/inbox';
import type { Conversation } from '../../schemas/enquiry-entries';
import { can } from '../../schemas/roles';

/**
 * Each kind's item, as the API's document declares the answer of GET /api/admin/{kind}: named one by
 * one, so that a generic kind's item has the fields the three share (id, createdAt, delivery...).
 */
interface InboxItems {
  quotes: Answer<'get', '/api/admin/quotes'>[number];
  contacts: Answer<'get', '/api/admin/contacts'>[number];
  applications: Answer<'get', '/api/admin/applications'>[number];
}
/** One item of a kind's list. */
export type InboxItem<K extends InboxKind> = InboxItems[K];

/** What the list is narrowed to: a state, and whose (`me`, `none` or a staff id). */
export interface InboxFilter {
  state?: EnquiryState;
  assignee?: string;
}

type PageQuery = { page: number; limit: number; view: InboxView } & InboxFilter;

/**
 * Each kind's list, called by its own address of the document: a path built from a generic kind
 * leaves its options a type the compiler cannot check an object against, one address per kind
 * does, and indexing this map with the kind keeps the answer tied to it.
 */
const lists: { [K in InboxKind]: (query: PageQuery) => Promise<{ body: InboxItem<K>[]; response: Response }> } = {
  quotes: (query) => exchange('get', '/api/admin/quotes', { query }),
  contacts: (query) => exchange('get', '/api/admin/contacts', { query }),
  applications: (query) => exchange('get', '/api/admin/applications', { query }),
};

export interface InboxPage<K extends InboxKind> {
  items: InboxItem<K>[];
  /** Items of this kind over all pages (the server's X-Total-Count). */
  total: number;
  /** Pages of INBOX_PAGE_SIZE, at least 1. */
  pageCount: number;
}

/** Page `page` (from 1) of GET /api/admin/{kind} in `view`, the overdue first, then the newest (the server's order, kept). */
export async function fetchInbox<K extends InboxKind>(
  kind: K,
  page = 1,
  view: InboxView = 'inbox',
  limit = INBOX_PAGE_SIZE,
  filter: InboxFilter = {},
): Promise<InboxPage<K>> {
  const { body: items, response } = await lists[kind]({ page, limit, view, ...filter });
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total, pageCount: Math.max(1, Math.ceil(total / limit)) };
}

/** How many of a kind are in the inbox, and its newest one's id and arrival. */
export interface InboxCount {
  total: number;
  newest?: { id: string; createdAt: string };
}

/** Each kind's count and newest item: the newest of each list, one item each. */
export async function fetchInboxCounts(): Promise<Record<InboxKind, InboxCount>> {
  const kinds: InboxKind[] = ['quotes', 'contacts', 'applications'];
  const pages = await Promise.all(kinds.map((kind) => fetchInbox(kind, 1, 'inbox', 1)));
  return Object.fromEntries(
    kinds.map((kind, index) => {
      const { items, total } = pages[index]!;
      const newest = items[0];
      return [kind, { total, ...(newest ? { newest: { id: newest.id, createdAt: newest.createdAt } } : {}) }];
    }),
  ) as Record<InboxKind, InboxCount>;
}

/** The kind whose newest item arrived last: what the Inbox opens on. Quote requests when all are empty. */
export function kindNeedingAttention(counts: Record<InboxKind, InboxCount>): InboxKind {
  let chosen: InboxKind = 'quotes';
  let latest = '';
  for (const kind of ['quotes', 'contacts', 'applications'] as const) {
    const at = counts[kind].newest?.createdAt ?? '';
    if (at > latest) [chosen, latest] = [kind, at];
  }
  return chosen;
}

/** Each kind's change of an item's tracking, by its own address of the document (as `lists` above). */
const changes: { [K in InboxKind]: (id: string, change: EnquiryChange) => Promise<InboxItem<K>> } = {
  quotes: (id, json) => call.patch('/api/admin/quotes/{id}', { path: { id }, json }),
  contacts: (id, json) => call.patch('/api/admin/contacts/{id}', { path: { id }, json }),
  applications: (id, json) => call.patch('/api/admin/applications/{id}', { path: { id }, json }),
};

/** Changes an item's state or assignee; answers the item as it now stands. */
export const changeEnquiry = <K extends InboxKind>(kind: K, id: string, change: EnquiryChange) => changes[kind](id, change);

/** Who may be given enquiries: the staff who may read the inbox, their accounts active. */
export async function fetchAssignees(): Promise<{ id: string; name: string }[]> {
  const staff = await call.get('/api/admin/users');
  return staff.filter((person) => person.status === 'active' && can(person.role, 'inbox')).map(({ id, name }) => ({ id, name }));
}

/** The offices' calendars, which the promise of an answer is counted in. */
export const fetchCalendars = () => call.get('/api/admin/calendars');

/** Adds a holiday to an office's calendar (the owner); answers the calendars as they now stand. */
export const addHoliday = (region: OfficeRegion, date: string, name: string) =>
  call.post('/api/admin/calendars/{region}/holidays', { path: { region }, json: { date, name } });

/** Removes a holiday the owner added. */
export const removeHoliday = (region: OfficeRegion, date: string) =>
  call.delete('/api/admin/calendars/{region}/holidays/{date}', { path: { region, date } });

/** An item with its notes and replies, as GET /api/admin/{kind}/:id answers it. */
export type ItemWithConversation = InboxItem<InboxKind> & Conversation;

/** An item with its notes and replies, oldest first. */
export const fetchConversation = (kind: InboxKind, id: string): Promise<ItemWithConversation> =>
  call.get(`/api/admin/${kind}/{id}`, { path: { id } });

/** Writes a note the team alone reads. */
export async function writeNote(kind: InboxKind, id: string, text: string): Promise<void> {
  await call.post(`/api/admin/${kind}/{id}/notes`, { path: { id }, json: { text } });
}

/** Mails a reply to the visitor; answers once it is queued. */
export async function sendReply(kind: InboxKind, id: string, text: string): Promise<void> {
  await call.post(`/api/admin/${kind}/{id}/replies`, { path: { id }, json: { text } });
}

/** Moves a submission that looked automated back to the inbox; the server then sends its mail. */
export async function moveOutOfSpam(kind: InboxKind, id: string): Promise<void> {
  await api.post(`admin/${kind}/${encodeURIComponent(id)}/not-spam`);
}

/** Queues a submission's notification mail again; answers its delivery as it now stands. */
export async function resendMail(kind: InboxKind, id: string): Promise<Delivery> {
  const item = await call.post(`/api/admin/${kind}/{id}/resend`, { path: { id } });
  return item.delivery;
}

/**
 * Downloads an attachment: the endpoint needs the bearer token, so a plain link cannot fetch it;
 * the file comes through the API client as a blob and is saved under its own name.
 */
export async function downloadFile(file: InboxFile) {
  save(await api.get(`admin/files/${encodeURIComponent(file.id)}`).blob(), file.name);
}

/** One kind's view as CSV between two days (YYYY-MM-DD, inclusive; empty for no bound), saved under the server's name for it. */
export async function exportCsv(kind: InboxKind, view: InboxView, from: string, to: string) {
  const searchParams = new URLSearchParams({ view });
  if (from) searchParams.set('from', from);
  if (to) searchParams.set('to', to);
  const response = await api.get(`admin/${kind}/export.csv`, { searchParams });
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `${kind}.csv`;
  save(await response.blob(), name);
}

/** Saves a blob as a download named `name`. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; keep the URL a moment for slow handlers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function formatBytes(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
