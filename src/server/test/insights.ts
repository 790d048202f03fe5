import { sql, type SQL } from 'drizzle-orm';
import type { ApiServer } from '../app';
import { eq } from 'drizzle-orm';
import type { Dimension } from '../../schemas/insight-counts';
import { insightDays, insightHits, insightSalts, insightTotals } from '../db/schema';
import type { TestClient } from './harness';

/* What the insights' tests share: a beacon's call, and what the database holds. */

export const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A beacon's POST from `address` with `userAgent`: JSON unless the headers say otherwise. */
export function hit(
  client: TestClient,
  body: unknown,
  {
    userAgent = FIREFOX,
    address = '203.0.113.7',
    headers = {},
  }: { userAgent?: string; address?: string; headers?: Record<string, string> } = {},
) {
  return client.call('/api/insights/hit', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent, ...headers },
    address,
  });
}

export const rawHits = (server: ApiServer) => server.db.select().from(insightHits);
export const dayTotals = (server: ApiServer) => server.db.select().from(insightDays);
/** The finished days' totals by `dimension` (or all of them), as {day, value, pageviews, visitors}. */
export const totalsBy = async (server: ApiServer, dimension: Dimension) =>
  server.db
    .select({
      day: insightTotals.day,
      value: insightTotals.value,
      pageviews: insightTotals.pageviews,
      visitors: insightTotals.visitors,
    })
    .from(insightTotals)
    .where(eq(insightTotals.dimension, dimension));
export const salts = (server: ApiServer) => server.db.select().from(insightSalts);

/** Every text column of every insights table, each value as one string: what a search for a secret looks through. */
export async function insightsText(server: ApiServer): Promise<string> {
  type Column = { table_name: string; column_name: string };
  const { rows: columns } = (await server.db.execute<Column>(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name LIKE 'insight\\_%' AND data_type IN ('text', 'character varying')`)) as {
    rows: Column[];
  };
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = (await server.db.execute<{ v: string | null }>(
      sql`SELECT ${sql.identifier(column)}::text AS v FROM ${sql.identifier(table)}`,
    )) as { rows: Array<{ v: string | null }> };
    values.push(...rows.map((row) => row.v ?? ''));
  }
  if (columns.length < 10) throw new Error(`only ${columns.length} text columns found: the query missed the tables`);
  return values.join('\n');
}

/** The rows a query answers, on either engine. */
export async function queryRows<T extends Record<string, unknown>>(server: ApiServer, query: SQL): Promise<T[]> {
  return ((await server.db.execute<T>(query)) as { rows: T[] }).rows;
}
