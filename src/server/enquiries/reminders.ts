import { and, asc, inArray, lte, min } from 'drizzle-orm';
import type { InboxKind } from '../../schemas/inbox';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { Executor } from '../db/types';
import type { Logger } from '../logger';
import type { Notifier } from '../notify/outbox';
import { startDueWorker } from '../runtime/due-worker';
import { OFFICES } from './calendars';
import { reminderWriter, visitorColumn, type ReminderWriter } from './reminder-mail';
import { officeOf, TRACKED_TABLES, waitingForReminder, type Table } from './tracking';

/*
 * The reminder of issue 61: an enquiry still waiting for its first reply is mailed about once, two
 * business hours before it is due (remind_at, set with its due time in tracking.ts), to its
 * assignee, or to everyone who may read the inbox when nobody has it. Times are the server's
 * clock's, never the database's now(), so instances, restarts and tests agree.
 */

/**
 * The longest the worker waits between two looks, whatever it expects: an enquiry stored or
 * reopened on another instance, whose reminder this one has no timer for, is still seen within it.
 */
const REMINDERS_MAX_WAIT_MS = 60_000;
/** Announced when the offices' holidays change (routes.ts): every instance looks again, a reminder may be due sooner. */
export const REMINDERS_TOPIC = 'enquiry-reminders';
/** Reminders settled by one claim, of each kind: a backlog (after a long outage) goes in short transactions. */
const CLAIM_BATCH = 50;
/**
 * The wait when a reminder is due but the claim found none: another instance holds it, and is
 * settling it. Looking again at once would ask the database in a tight loop until that one commits.
 */
const HELD_ELSEWHERE_MS = 1_000;

export interface Reminders {
  /** The first look, done. */
  readonly started: Promise<void>;
  /** Looks now (an enquiry was stored, or a holiday changed): a reminder may be due sooner than the timer thinks. */
  wake(): void;
  /** Resolves once no look is running or waiting to run (tests). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** Without a mail server no reminder can go: no worker, and the enquiries keep their reminders unsettled until one is configured. */
export const noReminders: Reminders = {
  started: Promise.resolve(),
  wake() {},
  idle: async () => {},
  stop: async () => {},
};

/** What became of one enquiry's reminder, for the log. */
interface Settled {
  kind: InboxKind;
  id: string;
  /** Mailed to this many people; or not mailed, and why. */
  outcome: number | 'overdue' | 'spam';
}

/**
 * Starts this instance's reminder worker (runtime/due-worker.ts). A look claims the reminders due
 * by the server's clock in one transaction: their rows locked FOR UPDATE SKIP LOCKED, marked
 * reminded, and their mails queued in the outbox, all or nothing. Of two instances looking at
 * once, the second skips the locked rows or, once the first has committed, no longer finds them
 * waiting: one reminder, never two. A look cut short (the database lost, the process stopped)
 * leaves neither mark nor mail, and the next look sends it.
 *
 * A reminder is mailed only while its enquiry is not yet due. One whose due time has passed (the
 * server was down through the two hours, or the enquiry was reopened late) is marked and let go:
 * the inbox shows it overdue, and a long outage sends no storm of stale mails. An enquiry in Spam
 * is let go the same way. (Enquiries stored before the reminders get a time only while not yet
 * due: tracking.ts, fillDueDates.)
 */
export function startReminders({
  database,
  notifier,
  clock,
  logger,
  adminUrl,
}: {
  database: Pick<Database, 'db' | 'changes'>;
  notifier: Pick<Notifier, 'queue' | 'wake'>;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Where the mail sends people: the admin, whose Inbox tab lists the enquiry. */
  adminUrl: string;
}): Reminders {
  const { db, changes } = database;

  /** Settles the due reminders of `kind` (CLAIM_BATCH at most): each marked, and mailed while its enquiry is not yet due. */
  const settle = async (tx: Executor, kind: InboxKind, table: Table, now: Date, writer: ReminderWriter) => {
    const rows = await tx
      .select({
        id: table.id,
        createdAt: table.createdAt,
        dueAt: table.dueAt,
        assigneeId: table.assigneeId,
        spamReason: table.spamReason,
        visitor: visitorColumn(kind),
        ...(kind === 'quotes' ? { region: TRACKED_TABLES.quotes.region } : {}),
      })
      .from(table)
      .where(and(lte(table.remindAt, now), waitingForReminder(table)))
      .orderBy(asc(table.remindAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(table)
      .set({ remindedAt: now })
      .where(
        inArray(
          table.id,
          rows.map((row) => row.id),
        ),
      );
    const settled: Settled[] = [];
    for (const row of rows) {
      if (row.spamReason !== null) settled.push({ kind, id: row.id, outcome: 'spam' });
      else if (!row.dueAt || row.dueAt.getTime() <= now.getTime()) settled.push({ kind, id: row.id, outcome: 'overdue' });
      else {
        const mails = await writer({ ...row, kind, dueAt: row.dueAt, timeZone: OFFICES[officeOf(kind, row)].timeZone });
        for (const mail of mails) await notifier.queue(tx, mail);
        settled.push({ kind, id: row.id, outcome: mails.length });
      }
    }
    return settled;
  };

  /** The server's time of the last claim: a reminder due by then and not claimed is another instance's. */
  let claimedAt = 0;
  const claim = async (): Promise<Settled[]> => {
    const settled = await db.transaction(async (tx) => {
      const now = new Date(clock.now());
      claimedAt = now.getTime();
      const writer = reminderWriter(tx, adminUrl);
      const all: Settled[] = [];
      for (const [kind, table] of Object.entries(TRACKED_TABLES) as [InboxKind, Table][])
        all.push(...(await settle(tx, kind, table, now, writer)));
      return all;
    });
    if (settled.some((each) => typeof each.outcome === 'number')) notifier.wake();
    return settled;
  };

  const worker = startDueWorker({
    name: 'the enquiry reminders',
    clock,
    logger,
    maxWaitMs: REMINDERS_MAX_WAIT_MS,
    claim,
    // Claimed and queued at once, in the claim's transaction: what is left is to say so.
    handle: ({ kind, id, outcome }) => {
      const enquiry = `${kind} ${id}`;
      if (outcome === 'spam') logger.info({ enquiry }, 'no reminder: the enquiry is in Spam');
      else if (outcome === 'overdue') logger.info({ enquiry }, 'no reminder: the enquiry was already past its due time');
      else if (outcome === 0) logger.warn({ enquiry }, 'no reminder: nobody may read the inbox');
      else logger.info({ enquiry, recipients: outcome }, 'reminder queued for an enquiry due in two business hours');
      return Promise.resolve();
    },
    async nextDue() {
      const earliest = await Promise.all(
        Object.values(TRACKED_TABLES).map(async (table) => {
          const [next] = await db
            .select({ at: min(table.remindAt) })
            .from(table)
            .where(waitingForReminder(table));
          return next?.at?.getTime() ?? Infinity;
        }),
      );
      const next = Math.min(...earliest);
      if (next === Infinity) return REMINDERS_MAX_WAIT_MS;
      // The last claim found nothing, yet one was due by then: another instance holds it (see
      // HELD_ELSEWHERE_MS). One that fell due since (the clock moved on meanwhile) is looked at now.
      return next <= claimedAt ? HELD_ELSEWHERE_MS : next - clock.now();
    },
  });
  const unsubscribe = changes.subscribe(REMINDERS_TOPIC, () => worker.wake());
  return {
    started: worker.started,
    wake: () => worker.wake(),
    idle: () => worker.idle(),
    async stop() {
      unsubscribe();
      await worker.stop();
    },
  };
}
