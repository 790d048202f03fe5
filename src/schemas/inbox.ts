import { z } from 'zod';
import { ENQUIRY_STATES } from './enquiries';
import type { ContactMessage } from './contact';
import type { JobApplication } from './job-application';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, pageNumber } from './paging';
import type { QuoteRequest } from './quote';

/** The inbox's page size when the query names none. */
export const INBOX_PAGE_SIZE = 50;

/** Which of an inbox's two lists: what people sent, or what looked automated (kept, never e-mailed). */
export const INBOX_VIEWS = ['inbox', 'spam'] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** GET /api/admin/{quotes,contacts,applications} query: one page, the overdue first, then newest first; by state and assignee. */
export const InboxListQuerySchema = z.object({
  /** Default: 1. */
  page: pageNumber('page', MAX_PAGE_NUMBER).default(1),
  /** Default: 50; at most 100. */
  limit: pageNumber('limit', MAX_PAGE_SIZE).default(INBOX_PAGE_SIZE),
  /** Default: 'inbox'; 'spam' lists what looked automated. */
  view: z.enum(INBOX_VIEWS, { error: "view must be 'inbox' or 'spam'" }).default('inbox'),
  /** Only the items in this state. */
  state: z.enum(ENQUIRY_STATES, { error: `state must be one of ${ENQUIRY_STATES.join(', ')}` }).optional(),
  /** Only the items assigned to this staff member: `me`, an id, or `none` for the unassigned. */
  assignee: z
    .string()
    .min(1, 'assignee must be me, none or a staff id')
    .max(64, 'assignee must be me, none or a staff id')
    .optional(),
});

/** A calendar day, YYYY-MM-DD, that exists (2026-02-30 does not). */
const day = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${name} must be a date that exists`);

/** GET /api/admin/{kind}/export.csv query: the days (inclusive, UTC) and the view; without days, everything. */
export const InboxExportQuerySchema = z
  .object({
    /** The first day, YYYY-MM-DD (UTC), inclusive. */
    from: day('from').optional(),
    /** The last day, YYYY-MM-DD (UTC), inclusive. */
    to: day('to').optional(),
    /** Default: 'inbox'. */
    view: z.enum(INBOX_VIEWS, { error: "view must be 'inbox' or 'spam'" }).default('inbox'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  });

/** An attachment as GET /api/admin/{quotes,applications} lists it. */
export const InboxFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number(), type: z.string() });
export type InboxFile = z.output<typeof InboxFileSchema>;

/**
 * How a submission's notification mail stands: none (it looked automated, came before the outbox,
 * or the server sends no mail), queued, retrying (with the last error and the next try), sent, or
 * failed (the retries ran out; the server's reason).
 */
const DELIVERY_STATES = ['none', 'queued', 'retrying', 'sent', 'failed'] as const;
export const DeliverySchema = z.object({
  state: z.enum(DELIVERY_STATES),
  /** Tries so far (since it was last queued). */
  attempts: z.number().int(),
  /** The mail server's reply to the last try that failed. */
  lastError: z.string().optional(),
  /** When it is tried next (queued, retrying): ISO 8601. */
  nextAttemptAt: z.string().optional(),
  /** When it was sent: ISO 8601. */
  sentAt: z.string().optional(),
});
export type Delivery = z.output<typeof DeliverySchema>;

/** GET /api/admin/outbox: the mails by state, and the submissions' mails that failed by kind (the admin's banner). */
export const OutboxSummarySchema = z.object({
  /** False when the server has no mail server configured (SMTP_URL): nothing is mailed. */
  sends: z.boolean(),
  queued: z.number().int(),
  retrying: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  failedByKind: z.object({ quotes: z.number().int(), contacts: z.number().int(), applications: z.number().int() }),
});
export type OutboxSummary = z.output<typeof OutboxSummarySchema>;

/** What the server adds to what the visitor sent: the stored id, the date, the file, and why it looked automated. */
export interface InboxMeta {
  id: string;
  createdAt: string;
  file?: InboxFile;
  /** In the spam view: why the server held it back (its hidden field filled, sent too soon...); null in the inbox. */
  spamReason: string | null;
  /** Its notification mail. */
  delivery: Delivery;
}

// Each item is what the visitor sent, as the form schemas define it, plus the stored facts.
export type QuoteItem = QuoteRequest & InboxMeta;
export type ContactItem = ContactMessage & InboxMeta;
export type ApplicationItem = JobApplication &
  InboxMeta & {
    /** Whether the position was one of the open roles when it was sent; false: a speculative application. */
    openRole: boolean;
  };

/** The inbox's three lists, each of one form's submissions. */
export const INBOX_KINDS = ['quotes', 'contacts', 'applications'] as const;

export interface InboxKinds {
  quotes: QuoteItem;
  contacts: ContactItem;
  applications: ApplicationItem;
}
export type InboxKind = (typeof INBOX_KINDS)[number] & keyof InboxKinds;
