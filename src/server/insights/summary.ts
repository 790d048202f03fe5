import { sql, type SQL } from 'drizzle-orm';
import { INSIGHTS_LIST_LIMIT, type Insights } from '../../schemas/insights';
import type { Db } from '../db/client';
import type { Dimension } from '../../schemas/insight-counts';
import { DIMENSION_COLUMNS } from './tables';

/*
 * The dashboard's figures over a range of UTC days (GET /api/admin/insights): the finished days'
 * totals (rollup.ts) and, for a day not rolled up yet (today, or yesterday in its first minutes),
 * its raw hits counted the same way, so the figures are up to the moment and each day is counted
 * from one of the two, never both.
 */

export interface InsightsRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

const DAY = 86_400_000;
const LIMIT = INSIGHTS_LIST_LIMIT;

type Row = Record<string, unknown>;
const rowsOf = async <T extends Row>(db: Db, query: SQL) => ((await db.execute<T>(query)) as { rows: T[] }).rows;
const int = (value: unknown) => Number(value ?? 0);

/** The raw hits of the range whose day is not rolled up yet. */
const liveHits = ({ from, to }: InsightsRange) => sql`
  FROM insight_hits h
  WHERE h.day BETWEEN ${from} AND ${to}
    AND NOT EXISTS (SELECT 1 FROM insight_days d WHERE d.day = h.day)`;

/** A dimension's values over the range, by visitors (then page views, then value), from both sources. */
function byDimension(dimensions: readonly Dimension[], range: InsightsRange, order: 'visitors' | 'pageviews') {
  const column = (dimension: Dimension) => DIMENSION_COLUMNS[dimension];
  const live = dimensions.map(
    (dimension) => sql`
      SELECT ${dimension}::text AS dimension, ${sql.raw(column(dimension))} AS value, count(*) AS pageviews, count(DISTINCT visitor) AS visitors
      ${liveHits(range)} AND ${sql.raw(column(dimension))} IS NOT NULL
      GROUP BY h.day, ${sql.raw(column(dimension))}`,
  );
  const list = sql.join(
    dimensions.map((dimension) => sql`${dimension}::text`),
    sql`, `,
  );
  return sql`
    SELECT dimension, value, sum(pageviews) AS pageviews, sum(visitors) AS visitors FROM (
      SELECT dimension, value, pageviews, visitors FROM insight_totals
      WHERE dimension IN (${list}) AND day BETWEEN ${range.from} AND ${range.to}
      ${sql.join(
        live.map((part) => sql` UNION ALL ${part}`),
        sql``,
      )}
    ) counted
    GROUP BY dimension, value
    ORDER BY ${order === 'visitors' ? sql`sum(visitors) DESC, sum(pageviews) DESC` : sql`sum(pageviews) DESC, sum(visitors) DESC`}, value
    LIMIT ${LIMIT}`;
}

const CAMPAIGN_TAGS = { utm_source: 'source', utm_medium: 'medium', utm_campaign: 'campaign' } as const;

/** The enquiries of the range (spam never), by a column of theirs: the landing page, or the form's. */
function enquiriesBy(column: 'landing_path' | 'form_path' | null, { from, to }: InsightsRange) {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY);
  const parts = ['quotes', 'contacts', 'applications'].map(
    (table) => sql`
      SELECT ${column ? sql.raw(column) : sql`NULL`} AS path FROM ${sql.identifier(table)}
      WHERE created_at >= ${start.toISOString()}::timestamptz AND created_at < ${end.toISOString()}::timestamptz AND spam_reason IS NULL`,
  );
  return sql`SELECT path, count(*) AS n FROM (${sql.join(parts, sql` UNION ALL `)}) sent GROUP BY path`;
}

/** Every day from `from` to `to`, YYYY-MM-DD. */
function daysOf({ from, to }: InsightsRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** The insights over `range` (already checked: in order, at most INSIGHTS_MAX_DAYS). */
export async function insightsOver(db: Db, range: InsightsRange, siteHost: string): Promise<Insights> {
  const { from, to } = range;
  const [dayRows, pageRows, referrerRows, campaignRows, landed, fromForm, searchRows, missingRows] = await Promise.all([
    rowsOf<{ day: string; pageviews: unknown; visitors: unknown }>(
      db,
      sql`
        SELECT day, pageviews, visitors FROM insight_days WHERE day BETWEEN ${from} AND ${to}
        UNION ALL
        SELECT h.day, count(*), count(DISTINCT visitor) ${liveHits(range)} GROUP BY h.day`,
    ),
    rowsOf<{ value: string; pageviews: unknown; visitors: unknown }>(db, byDimension(['page'], range, 'pageviews')),
    rowsOf<{ value: string; pageviews: unknown; visitors: unknown }>(db, byDimension(['referrer'], range, 'visitors')),
    rowsOf<{ dimension: keyof typeof CAMPAIGN_TAGS; value: string; pageviews: unknown; visitors: unknown }>(
      db,
      byDimension(['utm_source', 'utm_medium', 'utm_campaign'], range, 'visitors'),
    ),
    rowsOf<{ path: string | null; n: unknown }>(db, enquiriesBy('landing_path', range)),
    rowsOf<{ path: string | null; n: unknown }>(db, enquiriesBy('form_path', range)),
    rowsOf<{ query: string; count: unknown; results: unknown }>(
      db,
      sql`
        SELECT query, sum(count) AS count, (array_agg(results ORDER BY day DESC))[1] AS results
        FROM insight_searches WHERE day BETWEEN ${from} AND ${to}
        GROUP BY query
        ORDER BY (array_agg(results ORDER BY day DESC))[1] = 0 DESC, sum(count) DESC, query
        LIMIT ${LIMIT}`,
    ),
    rowsOf<{ path: string; total: unknown; referrer_host: string; n: unknown }>(
      db,
      sql`
        WITH per AS (
          SELECT path, referrer_host, sum(count) AS n FROM insight_not_found
          WHERE day BETWEEN ${from} AND ${to} GROUP BY path, referrer_host
        ), top AS (
          SELECT path, sum(n) AS total FROM per GROUP BY path ORDER BY sum(n) DESC, path LIMIT ${LIMIT}
        )
        SELECT top.path, top.total, per.referrer_host, per.n FROM top JOIN per ON per.path = top.path
        ORDER BY top.total DESC, top.path, per.n DESC, per.referrer_host`,
    ),
  ]);

  const perDay = new Map(dayRows.map((row) => [row.day, row]));
  const days = daysOf(range).map((date) => ({
    date,
    visitors: int(perDay.get(date)?.visitors),
    pageviews: int(perDay.get(date)?.pageviews),
  }));

  const landedOn = new Map(landed.map((row) => [row.path, int(row.n)]));
  const sentFrom = new Map(fromForm.map((row) => [row.path, int(row.n)]));
  const pages = pageRows.map((row) => ({
    path: row.value,
    pageviews: int(row.pageviews),
    visitors: int(row.visitors),
    enquiries: landedOn.get(row.value) ?? 0,
    formEnquiries: sentFrom.get(row.value) ?? 0,
  }));
  // A page that brought enquiries is listed even when its views are not among the top ones.
  const listed = new Set(pages.map((page) => page.path));
  for (const [path, enquiries] of landedOn) {
    if (path === null || listed.has(path)) continue;
    pages.push({ path, pageviews: 0, visitors: 0, enquiries, formEnquiries: sentFrom.get(path) ?? 0 });
  }

  const notFound: Insights['notFound'] = [];
  for (const row of missingRows) {
    let entry = notFound.at(-1);
    if (entry?.path !== row.path) notFound.push((entry = { path: row.path, count: int(row.total), referrers: [] }));
    if (row.referrer_host) entry.referrers.push(row.referrer_host);
  }

  return {
    from,
    to,
    siteHost,
    visitors: days.reduce((sum, day) => sum + day.visitors, 0),
    pageviews: days.reduce((sum, day) => sum + day.pageviews, 0),
    enquiries: [...landedOn.values()].reduce((sum, n) => sum + n, 0),
    days,
    pages,
    referrers: referrerRows.map((row) => ({ host: row.value, visitors: int(row.visitors), pageviews: int(row.pageviews) })),
    campaigns: campaignRows.map((row) => ({
      tag: CAMPAIGN_TAGS[row.dimension],
      value: row.value,
      visitors: int(row.visitors),
      pageviews: int(row.pageviews),
    })),
    searches: searchRows.map((row) => ({ query: row.query, count: int(row.count), results: int(row.results) })),
    notFound,
  };
}
