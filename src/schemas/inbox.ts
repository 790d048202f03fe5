import { z } from 'zod';
import type { ContactMessage } from './contact';
import type { JobApplication } from './job-application';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, pageNumber } from './paging';
import type { QuoteRequest } from './quote';

/** The inbox's page size when the query names none. */
export const INBOX_PAGE_SIZE = 50;

/** Which of an inbox's two lists: what people sent, or what looked automated (kept, never e-mailed). */
export const INBOX_VIEWS = ['inbox', 'spam'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** GET /api/admin/{quotes,contacts,applications} query: one page, newest first. */
export const InboxListQuerySchema = z.object({
  /** Default: 1. */
  page: pageNumber('page', MAX_PAGE_NUMBER).default(1),
  /** Default: 50; at most 100. */
  limit: pageNumber('limit', MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  /** Default: 'inbox'; 'spam' lists what looked automated. */
  view: z.enum(INBOX_VIEWS, { error: "view must be 'inbox' or 'spam'" }).default('inbox'),
});

/** An attachment as GET /api/admin/{quotes,applications} lists it. */
export const InboxFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() });
export type InboxFile = z.output<typeof InboxFileSchema>;

/** What the server adds to what the visitor sent: the stored id, the date, the file, and why it looked automated. */
export interface InboxMeta {
  id: string;
  createdAt: string;
  file?: InboxFile;
  /** In the spam view: why the server held it back (its hidden field filled, sent too soon...); null in the inbox. */
  spamReason: string | null;
}

// Each item is what the visitor sent, as the form schemas define it, plus the stored facts.
export type QuoteItem = QuoteRequest & InboxMeta;
export type ContactItem = ContactMessage & InboxMeta;
export type ApplicationItem = JobApplication & InboxMeta;

export interface InboxKinds {
  quotes: QuoteItem;
  contacts: ContactItem;
  applications: ApplicationItem;
}
export type InboxKind = keyof InboxKinds;
