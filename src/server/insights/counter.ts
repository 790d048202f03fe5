import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { insightHits, MAX_ROWS_PER_DAY } from '../db/schema';
import type { Logger } from '../logger';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitOptions } from '../security/rate-limit';
import type { ProxyTrust } from '../security/request-info';
import { addressKey, clientAddress, requestOrigin } from '../security/request-info';
import { groupedWrites } from './grouped-writes';
import { campaignTags, countryOf, deviceOf, isCrawler, optedOut, referrerHost, sitePath } from './visit';
import { utcDay, visitorHasher } from './visitors';

/*
 * Everything the site counts of its visitors (issue 62), in one place: page views (the beacon and
 * the <noscript> image), searches made on the search page, addresses answered with the 404 page,
 * and the pages an enquiry came by. Each is counted only for a browser that may be: not Do Not
 * Track, not Global Privacy Control, not a bot. None of it ever fails the request it came with: a
 * database away loses the count, logged, and the visitor sees nothing of it.
 */

/** What an enquiry is stored with of the visit that sent it (enquiries/columns.ts). */
export interface Visit {
  landingPath: string | null;
  formPath: string | null;
}

const NO_VISIT: Visit = { landingPath: null, formPath: null };

/** Longest search query kept, tidied: the search's own limit is longer, the dashboard's list needs no more. */
const MAX_QUERY_CHARS = 100;

export interface InsightsCounter {
  /** A page view the beacon (`{path, referrer?}`) or the <noscript> image reported. */
  pageView(c: Context, sent: { path: unknown; referrer?: unknown }): Promise<void>;
  /** A search made on the search page for `query`, which found `results`. */
  search(c: Context, query: string, results: number): Promise<void>;
  /** The request being answered with the 404 page (a browser's page request; not an image's or a script's). */
  notFound(c: Context): Promise<void>;
  /**
   * The pages the enquiry being sent came by: the visitor's first counted page of today, and the
   * page the form was on (the request's Referer, else their latest page). Nothing for a visitor who
   * was not counted today (an opt-out, or the banner's analytics off: the beacon sent nothing).
   */
  visit(c: Context): Promise<Visit>;
}

export function insightsCounter({
  db,
  clock,
  logger,
  publicUrl,
  trustProxy,
  rateLimit,
  wakeRollup,
}: {
  db: Db;
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
  publicUrl: string;
  trustProxy: ProxyTrust;
  /** Page views and 404s counted per address, in this instance's memory: a flood is answered and not counted. */
  rateLimit: RateLimitOptions;
  wakeRollup: () => void;
}): InsightsCounter {
  const hasher = visitorHasher(db, clock, wakeRollup);
  // The page views waiting as one statement is written are written together by the next (grouped-writes.ts).
  const hits = groupedWrites<typeof insightHits.$inferInsert>((rows) => db.insert(insightHits).values(rows));
  const budget = new RateLimiterMemory({ points: rateLimit.max, duration: Math.max(1, Math.ceil(rateLimit.windowMs / 1000)) });
  /** Whether the address of `c` may have one more count now. */
  const withinBudget = (c: Context) =>
    budget.consume(addressKey(clientAddress(c, trustProxy))).then(
      () => true,
      (refusal: unknown) => {
        if (refusal instanceof RateLimiterRes) return false;
        throw refusal;
      },
    );
  const ownHost = new URL(publicUrl).hostname;
  /** This site's hosts: the one it is published at, and the one this request reached. */
  const ownHosts = (c: Context) => new Set([ownHost, new URL(requestOrigin(c, trustProxy)).hostname]);
  /** The browser that sent `c` may be counted: no opt-out header, a user agent, and not a bot's. */
  const countable = (c: Context) => !optedOut((name) => c.req.header(name)) && !isCrawler(c.req.header('user-agent'));
  const visitorOf = (c: Context, day: string) =>
    hasher.visitor(day, addressKey(clientAddress(c, trustProxy)), c.req.header('user-agent') ?? '');
  /** Runs a count, logging rather than throwing when the database is away. */
  const quietly = async (what: string, count: () => Promise<void>) => {
    try {
      await count();
    } catch (error) {
      logger.warn({ err: error }, `${what} could not be counted`);
    }
  };

  return {
    pageView: (c, sent) =>
      quietly('a page view', async () => {
        const path = sitePath(sent.path);
        if (path === null || !countable(c) || !(await withinBudget(c))) return;
        const at = clock.now();
        const day = utcDay(at);
        await hits.add({
          at: new Date(at),
          day,
          path,
          referrerHost: referrerHost(sent.referrer, ownHosts(c)),
          country: countryOf(c.req.header('accept-language')),
          device: deviceOf(c.req.header('user-agent') ?? ''),
          ...campaignTags(sent.path),
          // Per /64 for IPv6 (security/request-info.ts): a phone that picks a new address in its
          // network now and then is still one visitor.
          visitor: await visitorOf(c, day),
        });
      }),

    search: (c, query, results) =>
      quietly('a search', async () => {
        const tidied = query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY_CHARS);
        if (!tidied || !countable(c)) return;
        const day = utcDay(clock.now());
        await countInDay(db, 'insight_searches', { day, query: tidied }, sql`, results = ${results}`, results);
      }),

    notFound: (c) =>
      quietly('a missing page', async () => {
        // A page the browser asked for; a missing image, script or icon is not a broken link to a page.
        if (c.req.method !== 'GET' || !c.req.header('accept')?.includes('text/html') || !countable(c)) return;
        const path = sitePath(c.req.path);
        if (path === null || !(await withinBudget(c))) return;
        // The site's own host stays: a broken link on the site itself is what matters most.
        const linking = referrerHost(c.req.header('referer'), new Set());
        // This site under whichever host it was reached by: its published one, as the dashboard names it.
        const from = linking && ownHosts(c).has(linking) ? ownHost : (linking ?? '');
        await countInDay(db, 'insight_not_found', { day: utcDay(clock.now()), path, referrer_host: from });
      }),

    async visit(c) {
      if (!countable(c)) return NO_VISIT;
      try {
        const day = utcDay(clock.now());
        const visitor = await visitorOf(c, day);
        const pages = (order: typeof asc) =>
          db
            .select({ path: insightHits.path })
            .from(insightHits)
            .where(and(eq(insightHits.day, day), eq(insightHits.visitor, visitor)))
            .orderBy(order(insightHits.at), order(insightHits.id))
            .limit(1);
        const [[first], [latest]] = await Promise.all([pages(asc), pages(desc)]);
        if (!first) return NO_VISIT;
        return { landingPath: first.path, formPath: ownPagePath(c.req.header('referer'), ownHosts(c)) ?? latest?.path ?? null };
      } catch (error) {
        logger.warn({ err: error }, "an enquiry's landing page could not be found: it is stored without it");
        return NO_VISIT;
      }
    },
  };
}

/**
 * Adds one to the row of `key` in a table counted by the day (insight_searches, insight_not_found),
 * making it if the day has fewer than MAX_ROWS_PER_DAY rows: the values are whatever visitors type
 * or request, so a flood of new ones adds at most that many rows a day, while the ones already
 * counted go on counting. `extra` sets more columns on an update; `results` is the new row's.
 */
async function countInDay(
  db: Db,
  table: 'insight_searches' | 'insight_not_found',
  key: Record<string, string>,
  extra: SQL = sql``,
  results?: number,
): Promise<void> {
  const columns = Object.keys(key);
  const matches = sql.join(
    columns.map((column) => sql`${sql.identifier(column)} = ${key[column]}`),
    sql` AND `,
  );
  const updated = (await db.execute<{ one: number }>(
    sql`UPDATE ${sql.identifier(table)} SET count = count + 1${extra} WHERE ${matches} RETURNING 1 AS one`,
  )) as { rows: Array<{ one: number }> };
  if (updated.rows.length > 0) return;
  const names = [...columns, 'count', ...(results === undefined ? [] : ['results'])];
  const values = [...columns.map((column) => sql`${key[column]}`), sql`1`, ...(results === undefined ? [] : [sql`${results}`])];
  await db.execute(sql`
    INSERT INTO ${sql.identifier(table)} (${sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    SELECT ${sql.join(values, sql`, `)}
    WHERE (SELECT count(*) FROM ${sql.identifier(table)} WHERE day = ${key.day}) < ${MAX_ROWS_PER_DAY}
    ON CONFLICT (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) DO UPDATE SET count = ${sql.identifier(table)}.count + 1${extra}`);
}

/** The path of `referer` when it is a page of this site (one of `ownHosts`), else null. */
function ownPagePath(referer: string | undefined, ownHosts: ReadonlySet<string>): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return ownHosts.has(url.hostname) ? sitePath(url.pathname) : null;
  } catch {
    return null;
  }
}
