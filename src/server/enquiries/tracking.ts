import { and, asc, eq, gt, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { TZDate } from '@date-fns/tz';
import type { EnquiryChange, EnquiryState, EnquiryTracking, OfficeRegion, QuoteOutcome } from '../../schemas/enquiries';
import type { InboxKind } from '../../schemas/inbox';
import { can } from '../../schemas/roles';
import type { Executor } from '../db/types';
import { applications, contacts, quotes, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Logger } from '../logger';
import { dueAfter, remindBefore, type BusinessCalendar } from './business-time';
import { officeCalendar, officeOfQuote } from './calendars';

/*
 * An enquiry's tracking (schemas/enquiries.ts): its state and owner as staff change them, and its
 * due time, one business day after it arrived in the calendar of the office it concerns. Every time
 * is the server's clock's, never the database's, so instances, restarts and tests agree.
 */

export const TRACKED_TABLES = { quotes, contacts, applications } as const;
export type Table = (typeof TRACKED_TABLES)[InboxKind];

/** The office an enquiry concerns: a quote's form says it; a message or an application, the UK's. */
export const officeOf = (kind: InboxKind, row: { region?: unknown }): OfficeRegion =>
  kind === 'quotes' ? officeOfQuote(String(row.region)) : 'uk';

/** Which rows of `kind` concern the office `region` (a quote by its form; the others are the UK's): a condition, every row, or none. */
function ofOffice(kind: InboxKind, region: OfficeRegion): SQL | 'all' | 'none' {
  if (kind === 'quotes') return region === 'nepal' ? eq(quotes.region, 'nepal') : ne(quotes.region, 'nepal');
  return region === 'uk' ? 'all' : 'none';
}

/** What an arriving enquiry is stored with: when it arrived (the server's clock), when it is due and when its reminder goes. */
export interface Arrival {
  createdAt: Date;
  dueAt: Date;
  remindAt: Date;
  /** The pages it came by (insights/counter.ts), when known. */
  landingPath?: string | null;
  formPath?: string | null;
}

/** An enquiry's due time and reminder time, for one that arrived at `createdAt`: the two move together. */
const promiseOf = (createdAt: Date, calendar: BusinessCalendar) => {
  const dueAt = dueAfter(createdAt, calendar);
  return { dueAt, remindAt: remindBefore(dueAt, calendar) };
};

export async function arrivalOf(db: Executor, office: OfficeRegion, now: number): Promise<Arrival> {
  const createdAt = new Date(now);
  return { createdAt, ...promiseOf(createdAt, await officeCalendar(db, office)) };
}

/** An enquiry's columns the tracking reads. */
export interface TrackedRow {
  state: EnquiryState;
  outcome: QuoteOutcome | null;
  assigneeId: string | null;
  dueAt: Date | null;
  firstReplyAt: Date | null;
  createdAt: Date;
  landingPath: string | null;
  formPath: string | null;
}

/**
 * The rows whose reminder is still to come: waiting for a first reply, not yet reminded. The
 * condition of each table's `_remind_idx` (columns.ts), word for word, so a look reads that index.
 */
export const waitingForReminder = (table: Table) =>
  and(isNull(table.remindedAt), isNull(table.firstReplyAt), sql`${table.state} in ('new', 'open')`);

/** Whether an enquiry is past its due time with no reply, and still waiting for one. */
const isOverdue = (row: Pick<TrackedRow, 'state' | 'dueAt' | 'firstReplyAt'>, now: number) =>
  row.firstReplyAt === null && (row.state === 'new' || row.state === 'open') && row.dueAt !== null && row.dueAt.getTime() < now;

/** The same in SQL, for ordering and counting: `now` from the server's clock. */
export const overdueSql = (table: Table, now: number) =>
  sql<boolean>`coalesce(${table.firstReplyAt} is null and ${table.state} in ('new', 'open') and ${table.dueAt} < ${new Date(now).toISOString()}::timestamptz, false)`;

/** The tracking as the inbox answers it, the assignee named. */
export function trackingOf(row: TrackedRow, assignee: { id: string; name: string } | null, now: number): EnquiryTracking {
  return {
    state: row.state,
    outcome: row.outcome,
    assignee,
    // A row from before the promise was tracked has its due time filled in at start; until then, its arrival.
    dueAt: (row.dueAt ?? row.createdAt).toISOString(),
    firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
    overdue: isOverdue(row, now),
    landingPath: row.landingPath,
    formPath: row.formPath,
  };
}

/**
 * Due times for the rows stored before the promise was tracked, and reminder times for those
 * stored before the reminders (migration 0027): computed once, by the first server that starts
 * with them (idempotent: another doing it at once writes the same times).
 *
 * Only an enquiry still due after `now` (the server's clock) gets a reminder time. One already past
 * it could only be let go (reminders.ts mails none for an overdue enquiry): without a time it is
 * never claimed, so an upgrade neither mails a storm of stale reminders nor spends its start
 * settling years of old enquiries, which all stand `new` since the tracking began.
 */
export async function fillDueDates(db: Executor, logger: Pick<Logger, 'info'>, now: number): Promise<void> {
  const calendars = new Map<OfficeRegion, BusinessCalendar>();
  const calendar = async (region: OfficeRegion) => {
    let found = calendars.get(region);
    if (!found) calendars.set(region, (found = await officeCalendar(db, region)));
    return found;
  };
  let filled = 0;
  let reminders = 0;
  for (const [kind, table] of Object.entries(TRACKED_TABLES) as [InboxKind, Table][]) {
    // By id, from where the last batch ended: each batch is read from the index of the rows still
    // without a due time (empty once they are filled, so a start with none to fill reads nothing).
    for (let after = ''; ;) {
      const rows = (await db
        .select({ id: table.id, createdAt: table.createdAt, ...(kind === 'quotes' ? { region: quotes.region } : {}) })
        .from(table)
        .where(and(isNull(table.dueAt), gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(500)) as { id: string; createdAt: Date; region?: string }[];
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const due = await Promise.all(
        rows.map(async (row) => {
          const { dueAt, remindAt } = promiseOf(row.createdAt, await calendar(officeOf(kind, row)));
          const remind = dueAt.getTime() > now ? remindAt.toISOString() : null;
          return sql`(${row.id}, ${dueAt.toISOString()}::timestamptz, ${remind}::timestamptz)`;
        }),
      );
      // One statement a batch: a site with years of enquiries starts in seconds, not a row at a time.
      await db.execute(
        sql`update ${table} set due_at = due.at, remind_at = due.remind from (values ${sql.join(due, sql`, `)}) as due(id, at, remind) where ${table.id} = due.id`,
      );
      filled += rows.length;
    }
    // The rows still waiting with a due time ahead and no reminder time: read by the index of what
    // is due next (a start reads only the few enquiries not yet due, however many came before).
    for (let after = ''; ;) {
      const rows = (await db
        .select({ id: table.id, dueAt: table.dueAt, ...(kind === 'quotes' ? { region: quotes.region } : {}) })
        .from(table)
        .where(and(waitingForReminder(table), gt(table.dueAt, new Date(now)), isNull(table.remindAt), gt(table.id, after)))
        .orderBy(asc(table.id))
        .limit(500)) as { id: string; dueAt: Date; region?: string }[];
      if (rows.length === 0) break;
      after = rows.at(-1)!.id;
      const remind = await Promise.all(
        rows.map(
          async (row) =>
            sql`(${row.id}, ${remindBefore(row.dueAt, await calendar(officeOf(kind, row))).toISOString()}::timestamptz)`,
        ),
      );
      await db.execute(
        sql`update ${table} set remind_at = remind.at from (values ${sql.join(remind, sql`, `)}) as remind(id, at) where ${table.id} = remind.id`,
      );
      reminders += rows.length;
    }
  }
  if (filled > 0) logger.info({ filled }, 'due times filled in for the enquiries stored before they were tracked');
  if (reminders > 0) logger.info({ filled: reminders }, 'reminder times filled in for the enquiries stored before the reminders');
}

/**
 * After a holiday of `region` was added or removed on `date`: the due times (and so the reminder
 * times) of its enquiries still waiting for a reply whose day of grace spans that date, counted
 * again with the calendar as it is now.
 */
export async function recountDueDates(tx: Executor, region: OfficeRegion, date: string): Promise<number> {
  const calendar = await officeCalendar(tx, region);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const dayStarts = new TZDate(year, month - 1, day, calendar.timeZone);
  const dayEnds = new TZDate(year, month - 1, day + 1, calendar.timeZone);
  let recounted = 0;
  for (const [kind, table] of Object.entries(TRACKED_TABLES) as [InboxKind, Table][]) {
    const office = ofOffice(kind, region);
    if (office === 'none') continue;
    const rows = await tx
      .select({ id: table.id, createdAt: table.createdAt })
      .from(table)
      .where(
        and(
          office === 'all' ? undefined : office,
          isNull(table.firstReplyAt),
          inArray(table.state, ['new', 'open']),
          gte(table.dueAt, new Date(dayStarts.getTime())),
          lt(table.createdAt, new Date(dayEnds.getTime())),
        ),
      );
    // The reminder time moves with the due time; one already sent is not sent again (reminders.ts).
    for (const row of rows) await tx.update(table).set(promiseOf(row.createdAt, calendar)).where(eq(table.id, row.id));
    recounted += rows.length;
  }
  return recounted;
}

/** What a change made of an enquiry: its state and assignee before and after. */
export interface TrackingChange {
  before: { state: EnquiryState; outcome: QuoteOutcome | null; assignee: { id: string; name: string } | null };
  after: { state: EnquiryState; outcome: QuoteOutcome | null; assignee: { id: string; name: string } | null };
}

/** A staff member who may be given enquiries: active, with the inbox's permission. */
async function assignable(tx: Executor, id: string): Promise<{ id: string; name: string }> {
  const [person] = await tx
    .select({ id: users.id, name: users.name, role: users.role, suspendedAt: users.suspendedAt, removedAt: users.removedAt })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!person || person.removedAt || person.suspendedAt || !can(person.role, 'inbox'))
    throw new ApiError(
      422,
      'Enquiries go to someone who may read the inbox: the owner or an administrator whose account is active.',
      {
        assigneeId: 'not a staff member who may read the inbox',
      },
    );
  return { id: person.id, name: person.name };
}

async function nameOf(tx: Executor, id: string | null) {
  if (!id) return null;
  const [person] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id)).limit(1);
  return person ?? null;
}

/**
 * Applies `change` to enquiry `id` of `kind`, locked for the change: a state (closing a quote takes
 * its outcome, won or lost; any other state clears it) and an assignee. Null when there is no such
 * enquiry in the inbox (spam is not tracked).
 */
export async function changeTracking(
  tx: Executor,
  kind: InboxKind,
  id: string,
  change: EnquiryChange,
): Promise<TrackingChange | null> {
  const table = TRACKED_TABLES[kind];
  const [row] = await tx
    .select({ state: table.state, outcome: table.outcome, assigneeId: table.assigneeId })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.spamReason)))
    .for('update')
    .limit(1);
  if (!row) return null;
  if (change.outcome !== undefined && kind !== 'quotes')
    throw new ApiError(422, 'Only a quote is closed as won or lost.', { outcome: 'only for a quote' });
  const state = change.state ?? row.state;
  if (change.outcome !== undefined && state !== 'closed')
    throw new ApiError(422, 'A quote is won or lost as it is closed: send state "closed" with it.', {
      outcome: 'only with state closed',
    });
  const outcome = state !== 'closed' ? null : (change.outcome ?? row.outcome);
  if (kind === 'quotes' && state === 'closed' && outcome === null)
    throw new ApiError(422, 'Say whether the quote was won or lost as it is closed.', { outcome: 'won or lost' });
  const assignee =
    change.assigneeId === undefined
      ? await nameOf(tx, row.assigneeId)
      : change.assigneeId && (await assignable(tx, change.assigneeId));
  await tx
    .update(table)
    .set({ state, outcome, assigneeId: assignee ? assignee.id : null })
    .where(eq(table.id, id));
  return {
    before: { state: row.state, outcome: row.outcome, assignee: await nameOf(tx, row.assigneeId) },
    after: { state, outcome, assignee: assignee || null },
  };
}
