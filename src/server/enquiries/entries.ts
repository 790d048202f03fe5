import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Conversation, Note, Reply } from '../../schemas/enquiry-entries';
import type { EnquiryState } from '../../schemas/enquiries';
import type { InboxKind } from '../../schemas/inbox';
import type { Clock } from '../clock';
import type { Deps } from '../context';
import { applications, contacts, enquiryEntries, quotes } from '../db/schema';
import type { Executor } from '../db/types';
import { mailDeliveries, NO_DELIVERY, type QueuedMail } from '../notify/outbox';
import type { Notification } from '../notify/mailer';

/*
 * What staff write on an enquiry: notes, which the team alone reads, and replies, which the outbox
 * mails to the visitor. Every reply of an enquiry is one conversation in the visitor's mail
 * program: each names the one before it (In-Reply-To) and all of them (References), and asks for
 * the visitor's answer at the company's address (notify/mailer.ts). The first reply is the
 * promise kept: it sets `first_reply_at`, and an enquiry still new or open becomes answered.
 */

const TABLES = { quotes, contacts, applications } as const;

/** Who writes: a signed-in member of staff. */
export interface Author {
  id: string;
  name: string;
}

/** The enquiry as a reply needs it, locked for the change; null when there is none in the inbox (spam is not answered here). */
async function lockedEnquiry(tx: Executor, kind: InboxKind, id: string) {
  const table = TABLES[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.spamReason)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The subject of a conversation, as its first mail says it: what the visitor sent. */
function subjectOf(kind: InboxKind, row: Record<string, unknown>): string {
  if (kind === 'contacts') return `Re: ${String(row.subject)}`;
  if (kind === 'applications') return `Your application: ${String(row.position)}`;
  return 'Your quote request';
}

/** A reply as the visitor reads it: the text as written, signed with its author's name. */
const replyText = (text: string, author: Author) => `${text}\n\n-- \n${author.name}`;

const entryOf = (row: typeof enquiryEntries.$inferSelect): Note => ({
  id: row.id,
  text: row.text,
  author: { id: row.authorId, name: row.authorName },
  createdAt: row.createdAt.toISOString(),
});

/** Stores an entry of enquiry `id` of `kind`, by `author`, at `at`. */
async function insertEntry(
  tx: Executor,
  kind: InboxKind,
  id: string,
  author: Author,
  entry: { type: 'note' | 'reply'; text: string; at: Date; messageId?: string; mailId?: number | null },
) {
  const [row] = await tx
    .insert(enquiryEntries)
    .values({
      id: randomUUID(),
      submissionKind: kind,
      submissionId: id,
      type: entry.type,
      authorId: author.id,
      authorName: author.name,
      text: entry.text,
      messageId: entry.messageId,
      mailId: entry.mailId,
      createdAt: entry.at,
    })
    .returning();
  return row!;
}

/** Writes a note on enquiry `id` of `kind`; null when there is no such enquiry in the inbox. */
export async function addNote(tx: Executor, kind: InboxKind, id: string, author: Author, text: string, clock: Clock) {
  if (!(await lockedEnquiry(tx, kind, id))) return null;
  return entryOf(await insertEntry(tx, kind, id, author, { type: 'note', text, at: new Date(clock.now()) }));
}

/** What a reply made: the reply, queued, and the enquiry's state before and after. */
export interface ReplyWritten {
  reply: Reply;
  mail: QueuedMail;
  state: { before: EnquiryState; after: EnquiryState };
  firstReplyAt: Date;
}

/**
 * Writes a reply to enquiry `id` of `kind` and queues its mail to the visitor, in `tx`: the
 * enquiry is locked, so two replies at once are threaded one after the other (in the order of
 * `seq`) and only the first sets `first_reply_at`. Null when there is no such enquiry in the inbox.
 */
export async function addReply(
  deps: Pick<Deps, 'notifier'>,
  tx: Executor,
  kind: InboxKind,
  id: string,
  author: Author,
  text: string,
  clock: Clock,
): Promise<ReplyWritten | null> {
  const enquiry = await lockedEnquiry(tx, kind, id);
  if (!enquiry) return null;
  const table = TABLES[kind];
  const earlier = await tx
    .select({ messageId: enquiryEntries.messageId })
    .from(enquiryEntries)
    .where(and(eq(enquiryEntries.submissionKind, kind), eq(enquiryEntries.submissionId, id), eq(enquiryEntries.type, 'reply')))
    .orderBy(asc(enquiryEntries.seq));
  const thread = earlier.flatMap((row) => (row.messageId ? [row.messageId] : []));
  const messageId = deps.notifier.messageId();
  const subject = subjectOf(kind, enquiry);
  const mail: Notification = {
    to: enquiry.email,
    subject: thread.length > 0 && !/^re:/i.test(subject) ? `Re: ${subject}` : subject,
    lines: [],
    text: replyText(text, author),
    thread: { messageId, ...(thread.length > 0 ? { inReplyTo: thread.at(-1), references: thread } : {}) },
  };
  const queued = await deps.notifier.queue(tx, mail);
  // Read once the enquiry is locked: a reply that waited for another's is written after it, and dated so.
  const at = new Date(clock.now());
  const row = await insertEntry(tx, kind, id, author, { type: 'reply', text, at, messageId, mailId: queued.id });
  // The first reply keeps the promise; a closed enquiry stays closed (a lost quote written to once more).
  const first = enquiry.firstReplyAt === null;
  const after: EnquiryState = first && (enquiry.state === 'new' || enquiry.state === 'open') ? 'answered' : enquiry.state;
  if (first) await tx.update(table).set({ firstReplyAt: at, state: after }).where(eq(table.id, id));
  return {
    reply: { ...entryOf(row), delivery: queued.delivery },
    mail: queued,
    state: { before: enquiry.state, after },
    firstReplyAt: enquiry.firstReplyAt ?? at,
  };
}

/** The notes and replies of enquiry `id` of `kind`, oldest first, each reply with its mail's delivery. */
export async function conversationOf(db: Executor, kind: InboxKind, id: string): Promise<Conversation> {
  const rows = await db
    .select()
    .from(enquiryEntries)
    .where(and(eq(enquiryEntries.submissionKind, kind), eq(enquiryEntries.submissionId, id)))
    .orderBy(asc(enquiryEntries.seq));
  const mails = await mailDeliveries(
    db,
    rows.flatMap((row) => (row.mailId === null ? [] : [row.mailId])),
  );
  return {
    notes: rows.filter((row) => row.type === 'note').map(entryOf),
    replies: rows
      .filter((row) => row.type === 'reply')
      .map((row) => ({ ...entryOf(row), delivery: (row.mailId !== null && mails.get(row.mailId)) || NO_DELIVERY })),
  };
}

/** Deletes the notes and replies of these enquiries of `kind` (retention), with their replies' mails. */
export async function forgetEntries(tx: Executor, kind: InboxKind, ids: string[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const gone = await tx
    .delete(enquiryEntries)
    .where(and(eq(enquiryEntries.submissionKind, kind), inArray(enquiryEntries.submissionId, ids)))
    .returning({ mailId: enquiryEntries.mailId });
  return gone.flatMap((row) => (row.mailId === null ? [] : [row.mailId]));
}
