import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { HolidayInputSchema, OfficeCalendarSchema, type OfficeRegion } from '../../schemas/enquiries';
import type { AuditAction } from '../../schemas/audit';
import { audit } from '../audit/log';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import type { Tx } from '../db/types';
import { ApiError } from '../http/errors';
import { isLocalDay, isOfficeRegion, pathParam } from '../http/ids';
import { jsonInput } from '../http/json-input';
import { addHoliday, calendarsView, removeHoliday } from './calendars';
import { REMINDERS_TOPIC } from './reminders';
import { recountDueDates } from './tracking';

const describe = describer(TAGS.inbox);

const NO_OFFICE = 'There is no such office: uk or nepal.';

/** How an office's holidays read in the audit log: "nepal 2026-12-27 (Holiday name)". */
const holidayTarget = (region: OfficeRegion, date: string, name?: string) => `${region} ${date}${name ? ` (${name})` : ''}`;

/**
 * /api/admin/calendars: each office's working calendar, which the promise of an answer within one
 * business day is counted in. Whoever reads the inbox sees them; the owner adds and removes the
 * holidays no library knows (Nepal's, announced each year), and the due times of the enquiries
 * still waiting that the day touches are counted again at once.
 */
export function calendarRoutes(deps: Deps) {
  const owner = requireUser(deps, { permission: 'calendars' });
  const region = pathParam('region', isOfficeRegion, NO_OFFICE);
  /** The calendars as the admin shows them, for the year of the server's clock. */
  const calendarsNow = () => calendarsView(deps.db, new Date(deps.options.clock.now()).getUTCFullYear());
  /**
   * Changes an office's days with `change`, and if it changed anything, counts the due times that
   * day touches again and writes `logged` to the audit log, all in one transaction: false when there
   * was nothing to change. One change of the offices' days at a time, so each recount sees every
   * holiday added before it. The reminders move with the due times: every instance's reminder
   * worker hears of it (a removed holiday can bring one due now).
   */
  const changeDays = async (
    c: Context<AppEnv>,
    { office, date }: { office: OfficeRegion; date: string },
    change: (tx: Tx) => Promise<boolean>,
    [action, target]: [AuditAction, string],
  ) => {
    const changed = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('office-holidays'))`);
      if (!(await change(tx))) return false;
      await recountDueDates(tx, office, date);
      await audit(deps, c, action, target, { tx });
      await deps.database.changes.announce(tx, REMINDERS_TOPIC);
      return true;
    });
    if (changed) deps.database.changes.changed(REMINDERS_TOPIC);
    return changed;
  };
  return new Hono<AppEnv>()
    .get(
      '/',
      describe({
        summary: "The offices' working calendars",
        description:
          "Each office's time zone, working days and hours, and its holidays of this year and the next (the server's clock): England's bank holidays from a kept library (`library`), the others as the owner added them (`owner`). `warning` says when next year has none.",
        answers: { 200: { description: 'The calendars', schema: z.array(OfficeCalendarSchema) } },
      }),
      requireUser(deps, { permission: 'inbox' }),
      async (c) => c.json(await calendarsNow(), 200),
    )
    .post(
      '/:region/holidays',
      describe({
        summary: 'Add a holiday to an office',
        description:
          'A day the office does not work (its local date). The due times of its enquiries still waiting for a reply that the day touches move on at once.',
        answers: {
          201: { description: 'Added: the calendars as they now stand', schema: z.array(OfficeCalendarSchema) },
          409: 'The office has a holiday that day already',
        },
      }),
      owner,
      region,
      jsonInput(HolidayInputSchema),
      async (c) => {
        const office = c.req.param('region') as OfficeRegion;
        const holiday = c.req.valid('json');
        const added = await changeDays(
          c,
          { office, date: holiday.date },
          (tx) => addHoliday(tx, office, holiday, c.var.user.id),
          ['calendar.holiday-added', holidayTarget(office, holiday.date, holiday.name)],
        );
        if (!added)
          throw new ApiError(409, `The office has a holiday on ${holiday.date} already.`, { date: 'already a holiday' });
        return c.json(await calendarsNow(), 201);
      },
    )
    .delete(
      '/:region/holidays/:date',
      describe({
        summary: "Remove a holiday the owner added to an office's calendar",
        description:
          "A library's holiday (England's bank holidays) cannot be removed. The due times it touched are counted again.",
        answers: { 204: { description: 'Removed', mediaType: null } },
      }),
      owner,
      region,
      pathParam('date', isLocalDay, 'The office has no such holiday.'),
      async (c) => {
        const office = c.req.param('region') as OfficeRegion;
        const date = c.req.param('date');
        const removed = await changeDays(c, { office, date }, (tx) => removeHoliday(tx, office, date), [
          'calendar.holiday-removed',
          holidayTarget(office, date),
        ]);
        if (!removed) throw new ApiError(404, 'The office has no holiday added on that day.');
        return c.body(null, 204);
      },
    );
}
