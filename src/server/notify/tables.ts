import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INBOX_KINDS } from '../../schemas/inbox';

/*
 * The tables of the mail outbox. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/** A stored file attached to a mail: read from storage when the mail is sent, never copied here. */
export interface OutboxAttachment {
  storedName: string;
  originalName: string;
  mime: string;
}

/** A mail as the outbox keeps it until it is sent: what notify/mailer.ts writes into a message. */
export interface OutboxMessage {
  /** The company's address when absent. */
  to?: string;
  subject: string;
  replyTo?: string;
  lines: Array<[string, string]>;
  /** Text written by a person (a reply from the admin), sent as it was written instead of `lines`. */
  text?: string;
  /** A mail in a conversation: its own Message-ID and those it answers, so mail programs keep one thread. */
  thread?: MailThread;
  attachment?: OutboxAttachment;
}

/** Where a mail stands in its conversation (RFC 5322's Message-ID, In-Reply-To and References). */
export interface MailThread {
  messageId: string;
  /** The mail it answers: the conversation's previous one. */
  inReplyTo?: string;
  /** Every earlier mail of the conversation, oldest first. */
  references?: string[];
}

/**
 * Every mail the server sends, written in the transaction of what it is about (a submission, an
 * account's change) and sent by the outbox's worker (notify/outbox.ts), which claims a due row
 * with FOR UPDATE SKIP LOCKED, so of several instances one sends it, and retries with backoff until
 * it is sent or `give up` time has passed. A submission's mail names it (kind and id; one row each,
 * which Resend sends again); an account's mail names nobody, and its text, which may hold a link
 * that signs someone in, is emptied once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    /** In the order mails were queued: those due at once go in that order. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionKind: text('submission_kind', { enum: INBOX_KINDS }),
    submissionId: text('submission_id'),
    message: jsonb('message').$type<OutboxMessage | null>(),
    /** queued (never tried), retrying (tried, failed, tried again at next_attempt_at), sent, failed (given up). */
    state: text('state', { enum: ['queued', 'retrying', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The mail server's reply (or the connection's error) to the last try that failed. */
    lastError: text('last_error'),
    /** When a worker may next take it: a claimed row's is pushed past its send, so a crashed send is retried. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was queued (or queued again by Resend): the retries give up a configured time after. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('mail_outbox_state_check', sql`${t.state} IN ('queued', 'retrying', 'sent', 'failed')`),
    uniqueIndex('mail_outbox_submission_idx').on(t.submissionKind, t.submissionId),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} IN ('queued', 'retrying')`),
  ],
);

export type OutboxRow = typeof mailOutbox.$inferSelect;
