/**
 * npm run bench:insights: the admin's Insights dashboard (GET /api/admin/insights) over a year of a
 * busy company site, against issue 62's budget: "a year of daily totals for 50 pages answers the
 * dashboard in under 200 ms".
 *
 * The year is written straight into the tables the daily rollup fills (insight_days and
 * insight_totals, server/insights/rollup.ts), with the searches and 404s counted beside them, as a
 * site that has been counting for a year holds them: 365 finished days, each with its 50 pages
 * (a few much read, most little, weekdays busier than weekends), 40 of 150 referring hosts, 20
 * of 25 countries, the three devices, a few utm_* tags, 20 of 300 searches and 10 of 60 missing pages.
 * Today is not rolled up yet, so it is BENCH_TODAY_HITS raw hits (default 2,000) the dashboard counts
 * as it reads, as it does on a live site.
 *
 * The figures are read as the dashboard reads them: through the app's own routes (server.app.request,
 * no network) with the owner's token, the year (`from` 365 days ago `to` today) and the default
 * 30 days, RUNS times each in turn: median, p95, slowest. Each is first read before the planner's
 * statistics are made and then after (ANALYZE, as PostgreSQL's autovacuum and the embedded
 * database's daily sweep make them, submissions/retention.ts). The answers' totals, days, top page,
 * top referrer, top search and top 404 are checked against what was seeded, so a query that reads
 * the wrong days or counts a day twice fails the bench rather than timing fast.
 *
 * With DATABASE_URL (PostgreSQL, e.g. under scripts/ci/postgres.sh) the app runs in a database of
 * its own on that server; without it, on the embedded database (PGlite) in a temporary DATA_DIR.
 * Prints a Markdown table; docs/benchmarks/insights.md holds the figures with what they mean.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Insights } from '../../src/schemas/insights';
import { createApp } from '../../src/server/app';
import { insightDays, insightHits, insightNotFound, insightSearches, insightTotals } from '../../src/server/db/schema';
import { testDatabase } from '../../src/server/test/database';

const DAYS = 365;
const PAGES = 50;
const TODAY_HITS = Number(process.env.BENCH_TODAY_HITS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAY = 86_400_000;
const BUDGET_MS = 200;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)] ?? Number.NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** A seeded generator (an LCG): every run seeds the same year. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
const random = randomFrom(62);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
/** `n` distinct values of `pool`, the front of the pool more likely (Zipf-like), as referrers and searches are. */
function someOf<T>(pool: readonly T[], n: number): T[] {
  const chosen = new Set<T>();
  // exp(r·ln(length + 1)) − 1 falls in [0, length), index k about as likely as 1/(k + 1).
  while (chosen.size < Math.min(n, pool.length))
    chosen.add(pool[Math.floor(Math.exp(random() * Math.log(pool.length + 1))) - 1] as T);
  return [...chosen];
}

const PATHS = [
  '/',
  '/services',
  '/contact',
  '/about',
  '/blog',
  '/careers',
  '/quote',
  ...Array.from({ length: PAGES - 7 }, (_, i) => `/blog/notes-on-managed-it-${i + 1}`),
];
const HOSTS = [
  'www.google.com',
  'www.bing.com',
  'duckduckgo.com',
  'www.linkedin.com',
  'www.facebook.com',
  't.co',
  'news.ycombinator.com',
  ...Array.from({ length: 143 }, (_, i) => `partner-${i + 1}.example`),
];
const COUNTRIES = [
  'GB',
  'US',
  'DE',
  'FR',
  'NL',
  'IE',
  'ES',
  'IT',
  'PL',
  'SE',
  'IN',
  'NP',
  'AU',
  'CA',
  'BE',
  'CH',
  'AT',
  'DK',
  'NO',
  'FI',
  'PT',
  'CZ',
  'JP',
  'BR',
  'ZA',
];
const SOURCES = ['newsletter', 'linkedin', 'google', 'partner'];
const MEDIUMS = ['email', 'social', 'cpc'];
const CAMPAIGNS = ['spring-offer', 'backup-week', 'webinar', 'autumn-audit', 'new-office'];
const QUERIES = Array.from({ length: 300 }, (_, i) => (i % 7 === 0 ? `zebrafinch ${i}` : `managed backup ${i}`));
const MISSING = Array.from({ length: 60 }, (_, i) => `/old-page-${i + 1}`);

/** What was seeded, to check the answers against: by day, and each list's totals over a range. */
interface Seeded {
  days: Map<string, { pageviews: number; visitors: number }>;
  /** Per day, each dimension's values: [dimension, value, pageviews, visitors]. */
  totals: Map<string, Array<[string, string, number, number]>>;
  searches: Map<string, Array<[string, number]>>;
  missing: Map<string, Array<[string, string, number]>>;
}

/** Splits `total` among `n` parts, the first ones larger (1/k), each at least 1 when the total allows. */
function shares(total: number, n: number): number[] {
  const weights = Array.from({ length: n }, (_, k) => 1 / (k + 1) ** 0.9 + random() * 0.05);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  return parts;
}

/** One finished day of a busy company site: about 1,500 page views on a weekday, fewer at weekends. */
function seedDay(day: string, seeded: Seeded) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const pageviews = Math.round((weekday === 0 || weekday === 6 ? 600 : 1500) * (0.8 + random() * 0.4));
  const perPage = shares(pageviews, PAGES);
  const dayViews = perPage.reduce((a, b) => a + b, 0);
  const rows: Array<[string, string, number, number]> = [];
  let pageVisitors = 0;
  for (const [i, views] of perPage.entries()) {
    const visitors = Math.max(1, Math.round(views * 0.7));
    pageVisitors += visitors;
    rows.push(['page', PATHS[i] ?? '/', views, visitors]);
  }
  // A visitor reads about 1.6 pages: the day's distinct visitors are fewer than its pages' visitors added up.
  const visitors = Math.min(pageVisitors, Math.round(dayViews / 1.6));
  const dimension = (name: string, values: readonly string[], total: number) => {
    for (const [i, views] of shares(total, values.length).entries())
      rows.push([name, values[i] ?? '', views, Math.max(1, Math.round(views * 0.8))]);
  };
  dimension('referrer', someOf(HOSTS, 40), Math.round(dayViews * 0.45));
  dimension('country', someOf(COUNTRIES, 20), Math.round(dayViews * 0.95));
  const mobile = Math.round(dayViews * 0.38);
  const tablet = Math.round(dayViews * 0.07);
  rows.push(['device', 'mobile', mobile, Math.round(mobile * 0.7)]);
  rows.push(['device', 'tablet', tablet, Math.round(tablet * 0.7)]);
  rows.push(['device', 'desktop', dayViews - mobile - tablet, Math.round((dayViews - mobile - tablet) * 0.6)]);
  dimension('utm_source', someOf(SOURCES, 3), Math.round(dayViews * 0.06));
  dimension('utm_medium', someOf(MEDIUMS, 2), Math.round(dayViews * 0.06));
  dimension('utm_campaign', someOf(CAMPAIGNS, 2), Math.round(dayViews * 0.06));
  seeded.days.set(day, { pageviews: dayViews, visitors });
  seeded.totals.set(day, rows);
  seeded.searches.set(
    day,
    someOf(QUERIES, 20).map((query) => [query, 1 + Math.floor(random() * 12)]),
  );
  seeded.missing.set(
    day,
    someOf(MISSING, 10).map((missing) => [missing, random() < 0.5 ? '' : pick(HOSTS.slice(0, 10)), 1 + Math.floor(random() * 5)]),
  );
}

/** Writes `rows` in statements of `size` rows. */
async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Today's raw hits as the dashboard counts them: views by page, distinct visitors by referring host. */
interface Today {
  day: string;
  hits: number;
  visitors: number;
  views: Array<[string, number]>;
  referrerVisitors: Array<[string, number]>;
}

/** Byte order, as the database's C collation sorts the ties. */
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** What the dashboard must answer for `from`..`to` (to being today) from what was seeded and today's hits. */
function expected(seeded: Seeded, from: string, today: Today) {
  const days = [...seeded.days].filter(([day]) => day >= from);
  const sumBy = (entries: Iterable<[string, number]>) => {
    const sums = new Map<string, number>();
    for (const [key, n] of entries) sums.set(key, (sums.get(key) ?? 0) + n);
    return [...sums].sort((a, b) => b[1] - a[1] || byteOrder(a[0], b[0]));
  };
  const inRange = <T>(map: Map<string, T[]>) => [...map].filter(([day]) => day >= from).flatMap(([, rows]) => rows);
  const of = (dimension: string, column: 2 | 3) =>
    inRange(seeded.totals)
      .filter((row) => row[0] === dimension)
      .map((row) => [row[1], row[column]] as [string, number]);
  return {
    days: days.length + 1,
    pageviews: days.reduce((sum, [, d]) => sum + d.pageviews, 0) + today.hits,
    visitors: days.reduce((sum, [, d]) => sum + d.visitors, 0) + today.visitors,
    topPage: sumBy([...of('page', 2), ...today.views])[0],
    topReferrer: sumBy([...of('referrer', 3), ...today.referrerVisitors])[0],
    searchCounts: new Map(sumBy(inRange(seeded.searches))),
    topMissing: sumBy(inRange(seeded.missing).map(([missing, , n]) => [missing, n] as [string, number]))[0],
  };
}

/** Throws, naming each figure, unless `answer` says what was seeded. */
function check(label: string, answer: Insights, want: ReturnType<typeof expected>) {
  const problems: string[] = [];
  const same = (what: string, got: unknown, wanted: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(wanted))
      problems.push(`${what}: ${JSON.stringify(got)}, seeded ${JSON.stringify(wanted)}`);
  };
  same('days', answer.days.length, want.days);
  same('page views', answer.pageviews, want.pageviews);
  same('visitors', answer.visitors, want.visitors);
  same('top page', [answer.pages[0]?.path, answer.pages[0]?.pageviews], want.topPage);
  same('top referrer (by visitors)', [answer.referrers[0]?.host, answer.referrers[0]?.visitors], want.topReferrer);
  for (const search of answer.searches.slice(0, 5))
    same(`searches for "${search.query}"`, search.count, want.searchCounts.get(search.query));
  same('top 404', [answer.notFound[0]?.path, answer.notFound[0]?.count], want.topMissing);
  if (problems.length > 0) throw new Error(`${label}: the answer is not what was seeded:\n  ${problems.join('\n  ')}`);
}

async function bench() {
  const database = await testDatabase('bench_insights');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-insights-'));
  const server = await createApp({
    dataDir,
    databaseUrl: database.url,
    distDir: null,
    logLevel: 'silent',
    authRateLimit: { max: 1e9, windowMs: 60_000 },
  });
  try {
    const json = { 'Content-Type': 'application/json' };
    const owner = { name: 'Bench Owner', email: 'bench-owner@example.com', password: 'a year of insights' };
    await server.app.request('/api/auth/register', { method: 'POST', headers: json, body: JSON.stringify(owner) });
    const login = await server.app.request('/api/auth/login', { method: 'POST', headers: json, body: JSON.stringify(owner) });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { Authorization: `Bearer ${accessToken}` };

    // The year up to yesterday, rolled up; today as raw hits.
    const now = Date.now();
    const today = dayOf(now);
    const seeded: Seeded = { days: new Map(), totals: new Map(), searches: new Map(), missing: new Map() };
    for (let d = DAYS; d >= 1; d--) seedDay(dayOf(now - d * DAY), seeded);
    const db = server.db;
    const started = performance.now();
    await inBatches([...seeded.days], 500, (batch) =>
      db
        .insert(insightDays)
        .values(batch.map(([day, d]) => ({ day, ...d, rolledUpAt: new Date(Date.parse(`${day}T00:10:00Z`) + DAY) }))),
    );
    const totals = [...seeded.totals].flatMap(([day, rows]) =>
      rows.map(([dimension, value, pageviews, visitors]) => ({
        day,
        dimension: dimension as (typeof insightTotals.$inferInsert)['dimension'],
        value,
        pageviews,
        visitors,
      })),
    );
    await inBatches(totals, 1000, (batch) => db.insert(insightTotals).values(batch));
    const searches = [...seeded.searches].flatMap(([day, rows]) =>
      rows.map(([query, count]) => ({ day, query, count, results: query.startsWith('zebrafinch') ? 0 : 7 })),
    );
    await inBatches(searches, 1000, (batch) => db.insert(insightSearches).values(batch));
    const missing = [...seeded.missing].flatMap(([day, rows]) =>
      rows.map(([p, referrerHost, count]) => ({ day, path: p, referrerHost, count })),
    );
    await inBatches(missing, 1000, (batch) => db.insert(insightNotFound).values(batch));
    // Today so far: each visitor about 1.6 pages, the home page the most read.
    const visitorsToday = Math.round(TODAY_HITS / 1.6);
    const hits = Array.from({ length: TODAY_HITS }, (_, i) => ({
      at: new Date(Date.parse(`${today}T00:00:00Z`) + Math.floor(((now % DAY) * i) / TODAY_HITS)),
      day: today,
      path: i % 3 === 0 ? '/' : pick(PATHS),
      referrerHost: random() < 0.4 ? pick(HOSTS.slice(0, 20)) : null,
      country: pick(COUNTRIES),
      device: pick(['mobile', 'tablet', 'desktop'] as const),
      visitor: `visitor-${i % visitorsToday}`,
    }));
    await inBatches(hits, 1000, (batch) => db.insert(insightHits).values(batch));
    const seedMs = performance.now() - started;
    const referrers = new Map<string, Set<string>>();
    for (const hit of hits)
      if (hit.referrerHost) referrers.set(hit.referrerHost, (referrers.get(hit.referrerHost) ?? new Set()).add(hit.visitor));
    const todayHits: Today = {
      day: today,
      hits: TODAY_HITS,
      visitors: new Set(hits.map((hit) => hit.visitor)).size,
      views: hits.map((hit) => [hit.path, 1]),
      referrerVisitors: [...referrers].map(([host, visitors]) => [host, visitors.size]),
    };

    const rowCount = async (table: string) =>
      Number(
        (
          (await db.execute<{ n: string | number }>(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as {
            rows: { n: string | number }[];
          }
        ).rows[0]?.n,
      );
    const counts = {
      insight_days: await rowCount('insight_days'),
      insight_totals: await rowCount('insight_totals'),
      insight_searches: await rowCount('insight_searches'),
      insight_not_found: await rowCount('insight_not_found'),
      insight_hits: await rowCount('insight_hits'),
    };

    const yearFrom = dayOf(now - DAYS * DAY);
    const cases = [
      {
        label: `A year: from=${yearFrom}&to=${today} (${DAYS + 1} days)`,
        url: `/api/admin/insights?from=${yearFrom}&to=${today}`,
        from: yearFrom,
      },
      { label: 'The default: the 30 days to today (no query)', url: '/api/admin/insights', from: dayOf(now - 29 * DAY) },
    ];
    const read = async (url: string) => {
      const start = performance.now();
      const res = await server.app.request(url, { headers: auth });
      const body = (await res.json()) as Insights;
      const took = performance.now() - start;
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
      return { took, body };
    };
    const timeAll = async (phase: string) => {
      const rows: string[] = [];
      for (const { label, url, from } of cases) {
        const first = await read(url);
        check(`${label}, ${phase}`, first.body, expected(seeded, from, todayHits));
        const times: number[] = [];
        for (let run = 0; run < RUNS; run++) times.push((await read(url)).took);
        rows.push(
          `| ${label}, ${phase} | ${ms(first.took)} | ${ms(median(times))} | ${ms(percentile(times, 95))} | ${ms(Math.max(...times))} |`,
        );
      }
      return rows;
    };
    const fresh = await timeAll('before ANALYZE');
    await db.execute(sql`ANALYZE insight_days, insight_totals, insight_searches, insight_not_found, insight_hits`);
    const analyzed = await timeAll('after ANALYZE');
    const year = (await read(`/api/admin/insights?from=${yearFrom}&to=${today}`)).body;

    const engine = database.url ? 'PostgreSQL' : 'PGlite';
    const lines = [
      `${engine}; ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs; ${RUNS} runs of each after a first (untimed in the median) read`,
      '',
      `Seeded in ${(seedMs / 1000).toFixed(1)} s: ${Object.entries(counts)
        .map(([table, n]) => `${table} ${n.toLocaleString('en-GB')}`)
        .join(
          ', ',
        )} rows; the year's answer: ${year.pageviews.toLocaleString('en-GB')} page views, ${year.visitors.toLocaleString('en-GB')} visitors, ${year.pages.length} pages, ${year.referrers.length} referrers, ${year.searches.length} searches, ${year.notFound.length} 404s (checked against the seed)`,
      '',
      `| GET /api/admin/insights, through app.request | first read | median | p95 | slowest |`,
      '|---|---:|---:|---:|---:|',
      ...fresh,
      ...analyzed,
      '',
      `Budget: the year under ${BUDGET_MS} ms.`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

await bench();
