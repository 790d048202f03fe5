import { and, asc, lt, min, notExists, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { insightDays, insightHits, insightSalts } from '../db/schema';
import type { Logger } from '../logger';
import { startDueWorker, type DueWorker } from '../runtime/due-worker';
import { RAW_HITS_KEPT_HOURS } from '../../schemas/insight-counts';
import { DIMENSION_COLUMNS, MAX_ROWS_PER_DAY } from './tables';
import { utcDay } from './visitors';

/*
 * Issue 62's rollup: each finished UTC day's raw hits become its totals once, and what could
 * link a view to a visitor goes: the day's raw hits with its rollup, its salt soon after, and any
 * raw hit left over at 48 hours at the latest. Times are the server's clock's, never the
 * database's now(), so instances, restarts and tests agree.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * A day is rolled up, and its salt deleted, this long after it ends: a hit stamped a moment
 * before midnight by an instance whose clock is a little behind still arrives in time.
 */
const ROLLUP_MARGIN_MS = 10 * MINUTE;
/** No raw hit is kept longer, whatever else happens (issue 62: deleted within 48 hours). */
const RAW_KEEP_MS = RAW_HITS_KEPT_HOURS * HOUR;
/** The longest the worker waits between two looks while anything is stored: another instance's hits are seen within it. */
const MAX_WAIT_MS = HOUR;

/** A raw hit whose day has no totals yet. */
const notRolledUp = (db: Db) =>
  notExists(
    db
      .select({ day: insightDays.day })
      .from(insightDays)
      .where(sql`${insightDays.day} = ${insightHits.day}`),
  );
/** When the UTC day `day` (YYYY-MM-DD) ends, in ms. */
const dayEnd = (day: string) => Date.parse(`${day}T00:00:00Z`) + 24 * HOUR;

/** A day rolled up by this instance, or the sweep's count, for the log. */
type Done = { day: string; pageviews: number; visitors: number };

/**
 * Rolls up the earliest finished day not rolled up yet, in one transaction: its site totals (the
 * mark, keyed by day), its totals by each dimension (page, referrer, country, device, utm tags), and its raw hits deleted.
 * Of two instances rolling up one day, the second's insert of the mark waits for the first's and
 * then writes nothing, so the day is counted once. Returns the day, or null when none is due, or
 * `'elsewhere'` when another instance rolled it up.
 */
export async function rollUpNextDay(db: Db, now: number): Promise<Done | 'elsewhere' | null> {
  const before = utcDay(now - ROLLUP_MARGIN_MS);
  const [due] = await db
    .selectDistinct({ day: insightHits.day })
    .from(insightHits)
    .where(and(lt(insightHits.day, before), notRolledUp(db)))
    .orderBy(asc(insightHits.day))
    .limit(1);
  if (!due) return null;
  const { day } = due;
  return db.transaction(async (tx) => {
    type Totals = { pageviews: number | string; visitors: number | string };
    const marked = (await tx.execute<Totals>(sql`
      INSERT INTO insight_days (day, pageviews, visitors, rolled_up_at)
      SELECT day, count(*), count(DISTINCT visitor), ${new Date(now).toISOString()}::timestamptz
      FROM insight_hits WHERE day = ${day} GROUP BY day
      ON CONFLICT (day) DO NOTHING
      RETURNING pageviews, visitors`)) as { rows: Totals[] };
    const [totals] = marked.rows;
    if (!totals) return 'elsewhere' as const;
    // Each dimension's values with their page views and the day's visitors among them, counted
    // once per value: a visitor who read two pages is one visitor of each, and one of the day. The
    // MAX_ROWS_PER_DAY most viewed values of each are kept.
    for (const [dimension, column] of Object.entries(DIMENSION_COLUMNS)) {
      await tx.execute(sql`
        INSERT INTO insight_totals (day, dimension, value, pageviews, visitors)
        SELECT day, ${dimension}, value, pageviews, visitors FROM (
          SELECT day, ${sql.raw(column)} AS value, count(*) AS pageviews, count(DISTINCT visitor) AS visitors,
            row_number() OVER (ORDER BY count(*) DESC, ${sql.raw(column)}) AS rank
          FROM insight_hits WHERE day = ${day} AND ${sql.raw(column)} IS NOT NULL
          GROUP BY day, ${sql.raw(column)}
        ) ranked
        WHERE rank <= ${MAX_ROWS_PER_DAY}`);
    }
    await tx.delete(insightHits).where(sql`${insightHits.day} = ${day}`);
    return { day, pageviews: Number(totals.pageviews), visitors: Number(totals.visitors) };
  });
}

/**
 * Deletes the raw hits older than RAW_KEEP_MS (a late one, for a day already rolled up) and the
 * salts of days over for ROLLUP_MARGIN_MS: once a day's salt is gone, its hashes point to no one.
 */
async function sweepInsights(db: Db, now: number): Promise<void> {
  await db.delete(insightHits).where(lt(insightHits.at, new Date(now - RAW_KEEP_MS)));
  await db.delete(insightSalts).where(lt(insightSalts.day, utcDay(now - ROLLUP_MARGIN_MS)));
}

/**
 * Starts this instance's rollup (runtime/due-worker.ts): a look rolls up every finished day, one
 * transaction each, then sweeps. It looks again when the next thing falls due: a day to roll up
 * and its salt to delete (ten minutes after the day ends), or a late hit's 48 hours; with nothing
 * stored it sets no timer, and the first hit of a day wakes it (`wake`).
 */
export function startInsightsRollup({
  db,
  clock,
  logger,
}: {
  db: Db;
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn'>;
}): DueWorker {
  return startDueWorker<Done>({
    name: 'the insights rollup',
    clock,
    logger,
    maxWaitMs: MAX_WAIT_MS,
    async claim() {
      for (;;) {
        const done = await rollUpNextDay(db, clock.now());
        if (done === 'elsewhere') continue;
        if (done) return [done];
        await sweepInsights(db, clock.now());
        return [];
      }
    },
    handle(done) {
      logger.info(done, 'page views of a finished day rolled up; its raw hits deleted');
      return Promise.resolve();
    },
    async nextDue() {
      const [[pending], [oldest], [salt]] = await Promise.all([
        db
          .select({ day: min(insightHits.day) })
          .from(insightHits)
          .where(notRolledUp(db)),
        db.select({ at: min(insightHits.at) }).from(insightHits),
        db.select({ day: min(insightSalts.day) }).from(insightSalts),
      ]);
      const due = [
        pending?.day ? dayEnd(pending.day) + ROLLUP_MARGIN_MS : Infinity,
        salt?.day ? dayEnd(salt.day) + ROLLUP_MARGIN_MS : Infinity,
        oldest?.at ? oldest.at.getTime() + RAW_KEEP_MS : Infinity,
      ];
      const next = Math.min(...due);
      return next === Infinity ? null : next - clock.now();
    },
  });
}
