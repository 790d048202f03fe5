import { and, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { EnquiryReport, ReportWeek } from '../../schemas/enquiry-report';
import type { OfficeRegion } from '../../schemas/enquiries';
import { INBOX_KINDS, type InboxKind } from '../../schemas/inbox';
import type { Executor } from '../db/types';
import { applications, contacts, quotes, users } from '../db/schema';
import { workingIntervals, type BusinessCalendar } from './business-time';
import { officeCalendar } from './calendars';
import { officeOf } from './tracking';

/*
 * The enquiry report: how many arrived each week, how soon each had its first reply, how often the
 * promise of an answer within one business day was kept, and who holds what is still open. The
 * counting is SQL's (weeks at UTC, grouped); the business hours are counted here, a row at a time,
 * as only the offices' calendars know them. Every "now" is the server's clock's, passed in, never
 * the database's now(), so instances and tests agree. Spam is never counted.
 */

const TABLES = { quotes, contacts, applications } as const;
type Table = (typeof TABLES)[InboxKind];

const DAY = 86_400_000;

/** The range reported on: its first and last day, UTC, inclusive. */
export interface ReportRange {
  from: string;
  to: string;
}

/** Midnight UTC starting the day `date` (YYYY-MM-DD). */
export const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);
/** Midnight UTC of the Monday of the ISO week holding `at`. */
export const mondayOf = (at: number) => {
  const day = Math.floor(at / DAY) * DAY;
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
};

/** The ISO week's Monday (YYYY-MM-DD) a row's arrival falls in, at UTC: the same as mondayOf, in SQL. */
const weekOf = (table: Table) => sql<string>`to_char(date_trunc('week', ${table.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Nearest rank: the ⌈p·n⌉-th of `sorted` (ascending), or null when empty. */
function nearestRank(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(1, Math.ceil(p * sorted.length)) - 1] ?? null;
}

const tenths = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/** What a report reads: the range, and `now` from the server's clock. */
export async function enquiryReport(db: Executor, range: ReportRange, now: number): Promise<EnquiryReport> {
  /**
   * Not spam, and arrived in the range: from midnight UTC starting `from` to the one ending `to`,
   * as the database counts days (an ISO string of the year 10000, the end of a `to` of 9999-12-31,
   * is none it reads).
   */
  const arrived = (table: Table) =>
    and(
      isNull(table.spamReason),
      gte(table.createdAt, sql`(${range.from}::date)::timestamp at time zone 'UTC'`),
      lt(table.createdAt, sql`(${range.to}::date + 1)::timestamp at time zone 'UTC'`),
    );

  const [weeks, firstReply, promise, openByAssignee] = await Promise.all([
    weeklyCounts(db, dayStart(range.from), dayStart(range.to) + DAY, arrived),
    firstReplies(db, arrived),
    promiseKept(db, now, arrived),
    openItems(db),
  ]);
  const judged = promise.kept + promise.broken;
  return {
    ...range,
    weeks,
    firstReply,
    withinPromise: judged === 0 ? null : promise.kept / judged,
    promise,
    openByAssignee,
  };
}

type Arrived = (table: Table) => ReturnType<typeof and>;

/** Every ISO week from the one holding `start` to the one holding the last moment before `end`, each with its counts. */
async function weeklyCounts(db: Executor, start: number, end: number, arrived: Arrived): Promise<ReportWeek[]> {
  const byKind = await Promise.all(
    INBOX_KINDS.map((kind) => {
      const table = TABLES[kind];
      const week = weekOf(table);
      return db
        .select({ week, count: sql<number>`count(*)::int` })
        .from(table)
        .where(arrived(table))
        .groupBy(week);
    }),
  );
  const sourceWeek = weekOf(quotes);
  const bySource = await db
    .select({ week: sourceWeek, source: quotes.source, count: sql<number>`count(*)::int` })
    .from(quotes)
    .where(arrived(quotes))
    .groupBy(sourceWeek, quotes.source);
  // Every answer given in the range is a key of every week, so a chart stacks the same series throughout.
  const sources = [...new Set(bySource.map((row) => row.source))].sort();
  const weeks = new Map<string, ReportWeek>();
  for (let monday = mondayOf(start); monday < end; monday += 7 * DAY) {
    const week = dateOf(monday);
    weeks.set(week, {
      week,
      byKind: { quotes: 0, contacts: 0, applications: 0 },
      bySource: Object.fromEntries(sources.map((source) => [source, 0])),
    });
  }
  INBOX_KINDS.forEach((kind, index) => {
    for (const row of byKind[index] ?? []) {
      const week = weeks.get(row.week);
      if (week) week.byKind[kind] = row.count;
    }
  });
  for (const row of bySource) {
    const week = weeks.get(row.week);
    if (week) week.bySource[row.source] = row.count;
  }
  return [...weeks.values()];
}

/**
 * The business hours of each span [from, to] in `calendar`: its working hours laid out once over
 * all the spans, each span then summed over the days it covers (a binary search finds its first).
 * The same as businessMinutesBetween a span at a time, which would walk the calendar's time zone
 * day by day for every reply: ten times slower over a year of them.
 */
export function businessHoursOf(spans: { from: Date; to: Date }[], calendar: BusinessCalendar): number[] {
  if (spans.length === 0) return [];
  // Folded, not spread: a spread of two years of replies would pass too many arguments.
  const first = spans.reduce((least, span) => Math.min(least, span.from.getTime()), Infinity);
  const last = spans.reduce((most, span) => Math.max(most, span.to.getTime()), -Infinity);
  const days = workingIntervals(new Date(first), new Date(last), calendar);
  return spans.map(({ from, to }) => {
    const [start, end] = [from.getTime(), to.getTime()];
    // The first working day that closes after the span starts.
    let low = 0;
    for (let high = days.length; low < high;) {
      const middle = (low + high) >>> 1;
      if ((days[middle]?.[1] ?? Infinity) <= start) low = middle + 1;
      else high = middle;
    }
    let total = 0;
    for (let index = low; index < days.length; index++) {
      const [opens, closes] = days[index] ?? [end, end];
      if (opens >= end) break;
      total += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
    }
    return total / 3_600_000;
  });
}

/** The median and 90th percentile of the business hours to a first reply, of what arrived in the range. */
async function firstReplies(db: Executor, arrived: Arrived): Promise<EnquiryReport['firstReply']> {
  const replied = await Promise.all(
    INBOX_KINDS.map((kind) => {
      const table = TABLES[kind];
      return db
        .select({
          createdAt: table.createdAt,
          firstReplyAt: table.firstReplyAt,
          ...(kind === 'quotes' ? { region: quotes.region } : {}),
        })
        .from(table)
        .where(and(arrived(table), isNotNull(table.firstReplyAt)));
    }),
  );
  // Each reply's span, in the calendar of the office its enquiry concerns.
  const spans: Record<OfficeRegion, { from: Date; to: Date }[]> = { uk: [], nepal: [] };
  INBOX_KINDS.forEach((kind, index) => {
    for (const row of (replied[index] ?? []) as { createdAt: Date; firstReplyAt: Date | null; region?: string }[])
      if (row.firstReplyAt) spans[officeOf(kind, row)].push({ from: row.createdAt, to: row.firstReplyAt });
  });
  const hours: number[] = [];
  for (const office of Object.keys(spans) as OfficeRegion[])
    if (spans[office].length > 0) hours.push(...businessHoursOf(spans[office], await officeCalendar(db, office)));
  hours.sort((a, b) => a - b);
  return { medianHours: tenths(nearestRank(hours, 0.5)), p90Hours: tenths(nearestRank(hours, 0.9)), count: hours.length };
}

/**
 * Of what arrived in the range, the promises kept (a first reply by the due time) and broken (a
 * first reply after it, or none while new or open past it, as of `now`). The rest cannot be judged.
 */
async function promiseKept(db: Executor, now: number, arrived: Arrived) {
  const at = new Date(now).toISOString();
  const counts = await Promise.all(
    Object.values(TABLES).map((table) =>
      db
        .select({
          kept: sql<number>`(count(*) filter (where ${table.firstReplyAt} <= ${table.dueAt}))::int`,
          broken: sql<number>`(count(*) filter (where ${table.firstReplyAt} > ${table.dueAt} or (${table.firstReplyAt} is null and ${table.state} in ('new', 'open') and ${table.dueAt} < ${at}::timestamptz)))::int`,
        })
        .from(table)
        .where(and(arrived(table), isNotNull(table.dueAt))),
    ),
  );
  return counts
    .flat()
    .reduce((sum, row) => ({ kept: sum.kept + row.kept, broken: sum.broken + row.broken }), { kept: 0, broken: 0 });
}

/** What is new or open now, whenever it arrived, by assignee: the most first, then by name, nobody last of equals. */
async function openItems(db: Executor): Promise<EnquiryReport['openByAssignee']> {
  const grouped = await Promise.all(
    Object.values(TABLES).map((table) =>
      db
        .select({ assigneeId: table.assigneeId, count: sql<number>`count(*)::int` })
        .from(table)
        .where(and(isNull(table.spamReason), inArray(table.state, ['new', 'open'])))
        .groupBy(table.assigneeId),
    ),
  );
  const counts = new Map<string | null, number>();
  for (const row of grouped.flat()) counts.set(row.assigneeId, (counts.get(row.assigneeId) ?? 0) + row.count);
  const ids = [...counts.keys()].filter((id): id is string => id !== null);
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids))).map((person) => [
          person.id,
          person.name,
        ]),
  );
  const open = new Map<string | null, number>();
  // An account deleted since the query (its items then go to nobody) is counted with nobody's.
  for (const [id, count] of counts) {
    const key = id !== null && names.has(id) ? id : null;
    open.set(key, (open.get(key) ?? 0) + count);
  }
  return [...open]
    .map(([id, count]) => ({ assignee: id === null ? null : { id, name: names.get(id) ?? '' }, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.assignee === null ? 1 : 0) - (b.assignee === null ? 1 : 0) ||
        (a.assignee?.name ?? '').localeCompare(b.assignee?.name ?? ''),
    );
}
