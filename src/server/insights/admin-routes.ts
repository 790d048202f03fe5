import { Hono } from 'hono';
import { INSIGHTS_DEFAULT_DAYS, INSIGHTS_MAX_DAYS, InsightsQuerySchema, InsightsSchema } from '../../schemas/insights';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import { databaseAway } from '../db/away';
import { ApiError } from '../http/errors';
import { queryInput } from '../http/query';
import { insightsOver, type InsightsRange } from './summary';

const describe = describer(TAGS.insights);

const DAY = 86_400_000;
const AWAY = 'The insights could not be read: the database did not answer. Please try again in a minute.';
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The range a query asks for, its defaults filled in from the server's clock: to, today (UTC);
 * from, 29 days before it. A range that runs backwards, or over two years, is refused with 422.
 */
function insightsRange(query: { from?: string; to?: string }, now: number): InsightsRange {
  const to = query.to ?? dayOf(now);
  const from = query.from ?? dayOf(dayStart(to) - (INSIGHTS_DEFAULT_DAYS - 1) * DAY);
  if (from > to) throw new ApiError(422, `The range runs backwards: ${from} is after ${to}.`, { from: 'must not be after to' });
  const days = (dayStart(to) - dayStart(from)) / DAY + 1;
  if (days > INSIGHTS_MAX_DAYS)
    throw new ApiError(422, `The insights cover at most two years (${INSIGHTS_MAX_DAYS} days) at once; this range has ${days}.`, {
      to: `at most ${INSIGHTS_MAX_DAYS} days after from`,
    });
  return { from, to };
}

/** GET /api/admin/insights: the dashboard's figures, for the owner, administrators and editors. */
export function adminInsightsRoutes(deps: Deps) {
  return new Hono<AppEnv>().get(
    '/',
    describe({
      summary: "The site's insights",
      description:
        "Over the days `from` to `to` (UTC, inclusive; by default the 30 days to today, the server's clock): visitors and page views " +
        'day by day (today up to the moment), the pages most viewed with the enquiries of visitors who landed on each and of the forms on it, ' +
        'the other websites visitors came from, the utm_* tags they arrived with, the searches made on the search page (those that found ' +
        'nothing first) and the addresses that gave the 404 page with the hosts that linked to them. Counts only: nothing in it names ' +
        'or follows a visitor. A range that runs backwards or covers more than two years (731 days) is a 422.',
      answers: {
        200: { description: 'The insights', schema: InsightsSchema },
        422: 'The range runs backwards (`from` after `to`) or covers more than 731 days',
        503: 'The database did not answer (Retry-After), or the instance is shutting down: the same call later answers it',
      },
    }),
    requireUser(deps, { permission: 'insights' }),
    queryInput(InsightsQuerySchema),
    async (c) => {
      const range = insightsRange(c.req.valid('query'), deps.options.clock.now());
      try {
        return c.json(await insightsOver(deps.db, range, new URL(deps.options.publicUrl).hostname), 200, {
          'Cache-Control': 'private, no-store',
        });
      } catch (error) {
        // Only read: the same call once the database is back answers it.
        if (databaseAway(error))
          throw Object.assign(new ApiError(503, AWAY, undefined, { 'Retry-After': '5' }), { cause: error });
        throw error;
      }
    },
  );
}
