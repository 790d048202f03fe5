import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, asc, count, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { Delivery, InboxKind } from '../../schemas/inbox';
import type { Clock } from '../clock';
import { mailOutbox, type OutboxRow } from '../db/schema';
import type { Db } from '../db/types';
import { displayFileName } from '../files/display-name';
import type { FileStore } from '../files/store';
import type { Logger } from '../logger';
import { mailAttempts } from '../metrics/registry';
import { startDueWorker } from '../runtime/due-worker';
import { sendFailure, type MailTransport, type Notification } from './mailer';

/** How the outbox retries a mail that did not go: the gaps double from `firstMs` to `maxMs`, for `giveUpMs` at least. */
export interface MailRetry {
  firstMs: number;
  maxMs: number;
  giveUpMs: number;
}

/** The first retry within 10 s, then 10, 20, 40 s... up to 5 minutes between tries, for a day. */
export const DEFAULT_MAIL_RETRY: MailRetry = { firstMs: 5_000, maxMs: 300_000, giveUpMs: 24 * 3_600_000 };

/** Mails sent side by side, over as many connections (mailer.ts's pool). */
export const SENDS_AT_ONCE = 5;
/** A claimed mail's next try is pushed this far out, past the longest send (mailer.ts's timeouts): a crashed send is retried after it. */
const LEASE_MS = 10 * 60_000;
/** The longest the worker waits between looks: a mail queued on an instance that stopped still goes out within it. */
const OUTBOX_MAX_WAIT_MS = 60_000;

/** The gap after the try numbered `attempts` (from 1). */
function retryDelay(attempts: number, retry: MailRetry): number {
  return Math.min(retry.maxMs, retry.firstMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * What a failed try at `now` makes of a queued item, a mail or a webhook delivery: given up once it
 * has waited `retry.giveUpMs` since it was queued (its next try then never comes), else tried again
 * after the gap of its try (retryDelay).
 */
export function afterFailure(
  item: { queuedAt: Date; attempts: number },
  now: number,
  retry: MailRetry,
): { givenUp: boolean; nextAttemptAt: Date } {
  const givenUp = now - item.queuedAt.getTime() >= retry.giveUpMs;
  return { givenUp, nextAttemptAt: new Date(givenUp ? now : now + retryDelay(item.attempts, retry)) };
}

/** What a write's transaction (or the database itself) offers to queue a mail in it. */
type Writer = Pick<Db, 'insert'>;

/** What a submission's mail is about: one row per submission, which Resend queues again. */
export interface MailSubject {
  kind: InboxKind;
  id: string;
}

/** A mail queued: its row (null when nothing was queued, this server sending no mail) and how it stands. */
export interface QueuedMail {
  id: number | null;
  delivery: Delivery;
}

export interface Notifier {
  /** False when no mail server is configured: nothing is queued and the inbox says no mail goes out. */
  readonly sends: boolean;
  /**
   * Queues a mail in the transaction of the change it tells of: the row commits with the change or
   * not at all. A submission's mail (`about` it; stored, or moved out of spam) is one row, which
   * Resend queues afresh; any other (a post submitted for review) is a row of its own each time.
   * Call wake() once the transaction has committed.
   */
  queue(tx: Writer, notification: Notification, about?: MailSubject): Promise<QueuedMail>;
  /** A new Message-ID in the sender's domain, for a mail that starts or continues a conversation. */
  messageId(): string;
  /** Queues an account's mail after its change was stored; never throws and never delays the caller. */
  notify(notification: Notification): void;
  /** After a queue()'s transaction committed: this instance looks now rather than at its next timer. */
  wake(): void;
  /** Resolves once no mail is due or being sent here (tests). */
  idle(): Promise<void>;
  /** Stops taking mails, waits for the one being sent, closes the connection. */
  close(): Promise<void>;
}

export const silentNotifier: Notifier = {
  sends: false,
  queue: () => Promise.resolve({ id: null, delivery: NO_DELIVERY }),
  messageId: () => `<${randomUUID()}@localhost>`,
  notify() {},
  wake() {},
  idle: async () => {},
  close: async () => {},
};

const queuedRow = (notification: Notification, at: Date) => ({
  message: notification,
  state: 'queued' as const,
  attempts: 0,
  lastError: null,
  nextAttemptAt: at,
  queuedAt: at,
  sentAt: null,
});

/**
 * The mail outbox: every mail is a row (db/schema.ts, mailOutbox), written with what it is about,
 * and this worker sends it. Each instance runs one: it claims the earliest due row with `FOR
 * UPDATE SKIP LOCKED` (of several instances, one takes it) and pushes its next try past the send,
 * sends it with the attachment read from storage then, and records the outcome: sent, or the
 * server's reason and the next try, the gaps doubling (retryDelay), or failed once the retries
 * have run for `giveUpMs`. A mail server that refuses a mail with its attachment (a 5xx) gets the
 * mail without it next time, saying so, rather than nobody hearing of the submission.
 */
export function startMailOutbox({
  db,
  files,
  transport,
  clock,
  logger,
  retry = DEFAULT_MAIL_RETRY,
}: {
  db: Db;
  files: Pick<FileStore, 'get'>;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  retry?: MailRetry;
}): Notifier {
  /** The earliest due mails (SENDS_AT_ONCE at most), taken by this instance for one try each. */
  const claim = () =>
    db.transaction(async (tx): Promise<OutboxRow[]> => {
      const now = new Date(clock.now());
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.state, ['queued', 'retrying']), lte(mailOutbox.nextAttemptAt, now)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(SENDS_AT_ONCE)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const leased = new Date(now.getTime() + LEASE_MS);
      await tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leased })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        );
      return due.map((row) => ({ ...row, attempts: row.attempts + 1, nextAttemptAt: leased }));
    });

  /** This try's row, unless Resend queued it afresh meanwhile (then that try is the one to record). */
  const stillOurs = (row: OutboxRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

  const deliver = async (row: OutboxRow) => {
    const message = row.message;
    if (!message) {
      await db.update(mailOutbox).set({ state: 'failed', lastError: 'The mail has no text' }).where(stillOurs(row));
      return;
    }
    let mail = message;
    let attachment: { filename: string; content: Readable } | undefined;
    try {
      if (message.attachment) {
        // Storage that does not answer (a bucket away) fails this try; a file that is gone is mailed about.
        const stored = await files.get(message.attachment.storedName).catch((error: unknown) => {
          throw new Error(`The attachment could not be read from storage (${sendFailure(error).reason})`);
        });
        if (stored) attachment = { filename: displayFileName(message.attachment.originalName), content: stored.body };
        else mail = withoutAttachment(message, 'it is no longer stored');
      }
      await transport.send(mail, attachment);
    } catch (error) {
      attachment?.content.destroy();
      const failure = sendFailure(error);
      const { givenUp, nextAttemptAt } = afterFailure(row, clock.now(), retry);
      // A 5xx refuses this mail as it is: the attachment is the likely cause (too large, a type the
      // server blocks), so the next try goes without it and says so.
      const next =
        failure.code !== undefined && failure.code >= 500 && mail.attachment
          ? withoutAttachment(mail, `the mail server refused the mail with it (${failure.reason})`)
          : message;
      await db
        .update(mailOutbox)
        .set({
          state: givenUp ? 'failed' : 'retrying',
          lastError: failure.reason,
          message: next,
          nextAttemptAt,
        })
        .where(stillOurs(row));
      mailAttempts.inc({ result: givenUp ? 'failed' : 'retry' });
      const context = { mail: row.id, attempt: row.attempts, reason: failure.reason };
      if (givenUp) logger.error(context, 'a notification mail could not be sent and the outbox gave up on it');
      else logger.warn(context, 'a notification mail could not be sent; it will be tried again');
      return;
    }
    await db
      .update(mailOutbox)
      .set({
        state: 'sent',
        sentAt: new Date(clock.now()),
        lastError: null,
        // An account's mail may hold a link that signs someone in: not kept once it has gone.
        ...(row.submissionKind === null ? { message: null } : {}),
      })
      .where(stillOurs(row));
    mailAttempts.inc({ result: 'sent' });
    logger.debug({ mail: row.id, attempt: row.attempts }, 'notification sent');
  };

  const worker = startDueWorker({
    name: 'the mail outbox',
    clock,
    logger,
    maxWaitMs: OUTBOX_MAX_WAIT_MS,
    claim,
    handle: deliver,
    async nextDue() {
      const [next] = await db
        .select({ at: min(mailOutbox.nextAttemptAt) })
        .from(mailOutbox)
        .where(inArray(mailOutbox.state, ['queued', 'retrying']));
      return next?.at ? next.at.getTime() - clock.now() : OUTBOX_MAX_WAIT_MS;
    },
  });
  /** Account mails being written (notify), which idle() waits for too. */
  const inserts = new Set<Promise<void>>();

  const queue = async (tx: Writer, notification: Notification, about?: MailSubject): Promise<QueuedMail> => {
    const at = new Date(clock.now());
    const [row] = !about
      ? await tx.insert(mailOutbox).values(queuedRow(notification, at)).returning({ id: mailOutbox.id })
      : await tx
          .insert(mailOutbox)
          .values({ submissionKind: about.kind, submissionId: about.id, ...queuedRow(notification, at) })
          .onConflictDoUpdate({ target: [mailOutbox.submissionKind, mailOutbox.submissionId], set: queuedRow(notification, at) })
          .returning({ id: mailOutbox.id });
    return { id: row?.id ?? null, delivery: { state: 'queued', attempts: 0, nextAttemptAt: at.toISOString() } };
  };

  return {
    sends: true,
    queue,
    messageId: () => `<${randomUUID()}@${transport.domain}>`,
    notify(notification) {
      const at = new Date(clock.now());
      const queuing = db
        .insert(mailOutbox)
        .values(queuedRow(notification, at))
        .then(
          () => worker.wake(),
          (error: unknown) => logger.error({ err: error }, 'a mail to an account holder could not be queued'),
        );
      void queuing.finally(() => inserts.delete(queuing));
      inserts.add(queuing);
    },
    wake: () => worker.wake(),
    async idle() {
      do {
        await Promise.all(inserts);
        await worker.idle();
      } while (inserts.size > 0);
    },
    async close() {
      await worker.stop();
      await Promise.all(inserts);
      transport.close();
    },
  };
}

/** The mail without its file, saying why and where to find it. */
function withoutAttachment(mail: Notification, why: string): Notification {
  const { attachment, ...rest } = mail;
  if (!attachment) return mail;
  const name = displayFileName(attachment.originalName);
  return { ...rest, lines: [...rest.lines, ['Attachment', `${name} is not attached: ${why}. Open it in the inbox.`]] };
}

export const NO_DELIVERY: Delivery = { state: 'none', attempts: 0 };

function deliveryOf(row: OutboxRow | undefined): Delivery {
  if (!row) return NO_DELIVERY;
  return {
    state: row.state,
    attempts: row.attempts,
    ...(row.lastError ? { lastError: row.lastError } : {}),
    ...(row.state === 'queued' || row.state === 'retrying' ? { nextAttemptAt: row.nextAttemptAt.toISOString() } : {}),
    ...(row.sentAt && row.state === 'sent' ? { sentAt: row.sentAt.toISOString() } : {}),
  };
}

/** The mails of these submissions of one kind, by submission id. */
export async function deliveries(db: Db, kind: InboxKind, ids: string[]): Promise<Map<string, Delivery>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.submissionKind, kind), inArray(mailOutbox.submissionId, ids)));
  return new Map(rows.map((row) => [row.submissionId ?? '', deliveryOf(row)]));
}

/** The mails of these rows (a reply's, by the id its entry keeps), by id. */
export async function mailDeliveries(db: Pick<Db, 'select'>, ids: number[]): Promise<Map<number, Delivery>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
  return new Map(rows.map((row) => [row.id, deliveryOf(row)]));
}

/** How many mails stand in each state: all of them, and the submissions' that failed, by kind (the admin's banner). */
export async function outboxSummary(db: Db) {
  const rows = await db
    .select({ state: mailOutbox.state, kind: mailOutbox.submissionKind, count: count() })
    .from(mailOutbox)
    .groupBy(mailOutbox.state, mailOutbox.submissionKind);
  const states = { queued: 0, retrying: 0, sent: 0, failed: 0 };
  const failed: Record<InboxKind, number> = { quotes: 0, contacts: 0, applications: 0 };
  for (const row of rows) {
    states[row.state] += row.count;
    if (row.state === 'failed' && row.kind) failed[row.kind] += row.count;
  }
  return { ...states, failedByKind: failed };
}

/** Counts by state, for /metrics (metrics/registry.ts, watchOutbox). */
export async function outboxCounts(db: Db): Promise<Array<{ state: OutboxRow['state']; count: number }>> {
  return db.select({ state: mailOutbox.state, count: count() }).from(mailOutbox).groupBy(mailOutbox.state);
}
