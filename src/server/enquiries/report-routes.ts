import { Hono } from 'hono';
import {
  EnquiryReportQuerySchema,
  EnquiryReportSchema,
  REPORT_DEFAULT_WEEKS,
  REPORT_MAX_DAYS,
} from '../../schemas/enquiry-report';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import { ApiError } from '../http/errors';
import { queryInput } from '../http/query';
import { databaseAway } from '../db/away';
import { dayStart, enquiryReport, mondayOf, type ReportRange } from './report';

const describe = describer(TAGS.inbox);

const DAY = 86_400_000;
const AWAY = 'The report could not be read: the database did not answer. Please try again in a minute.';

/**
 * The range a query asks for, its defaults filled in from the server's clock: to, today (UTC);
 * from, the Monday eleven weeks before the week of `to`, so twelve weeks show. A range that runs
 * backwards, or over two years, is refused with 422: the dates are right, the range is not.
 */
function reportRange(query: { from?: string; to?: string }, now: number): ReportRange {
  const to = query.to ?? new Date(now).toISOString().slice(0, 10);
  const from = query.from ?? new Date(mondayOf(dayStart(to)) - (REPORT_DEFAULT_WEEKS - 1) * 7 * DAY).toISOString().slice(0, 10);
  if (from > to)
    throw new ApiError(422, `The report's range runs backwards: ${from} is after ${to}.`, { from: 'must not be after to' });
  const days = (dayStart(to) - dayStart(from)) / DAY + 1;
  if (days > REPORT_MAX_DAYS)
    throw new ApiError(422, `A report covers at most two years (${REPORT_MAX_DAYS} days); this range has ${days}.`, {
      to: `at most ${REPORT_MAX_DAYS} days after from`,
    });
  return { from, to };
}

/**
 * /api/admin/reports: the enquiry report, for whoever reads the inbox. Its figures as the admin's
 * Report shows them, from the same call.
 */
export function reportRoutes(deps: Deps) {
  return new Hono<AppEnv>().get(
    '/enquiries',
    describe({
      summary: 'How well the promise of an answer is kept',
      description:
        "Over the days `from` to `to` (UTC, inclusive; by default the twelve weeks to today, the server's clock, from a Monday): " +
        'the enquiries that arrived each ISO week (Monday to Sunday, UTC, labelled by its Monday, every week present) by kind ' +
        'and, for quote requests, by "how did you hear about us" (`""`: not given); the median and 90th percentile ' +
        '(nearest rank) of the business hours from arrival to the first reply, in the calendar of the office each concerns; ' +
        'the share of promises kept of those that can be judged now; and what is new or open now by assignee. Spam is never counted. ' +
        'A range that runs backwards or covers more than two years (731 days) is a 422.',
      answers: {
        200: { description: 'The report', schema: EnquiryReportSchema },
        422: 'The range runs backwards (`from` after `to`) or covers more than 731 days',
        503: 'The database did not answer (Retry-After), or the instance is shutting down: the same call later answers it',
      },
    }),
    requireUser(deps, { permission: 'inbox' }),
    queryInput(EnquiryReportQuerySchema),
    async (c) => {
      const now = deps.options.clock.now();
      const range = reportRange(c.req.valid('query'), now);
      try {
        return c.json(await enquiryReport(deps.db, range, now), 200, { 'Cache-Control': 'private, no-store' });
      } catch (error) {
        // A report is only read: the same call once the database is back answers it.
        if (databaseAway(error))
          throw Object.assign(new ApiError(503, AWAY, undefined, { 'Retry-After': '5' }), { cause: error });
        throw error;
      }
    },
  );
}
