import { z } from 'zod';

/*
 * The enquiry report (GET /api/admin/reports/enquiries, server/enquiries/report.ts): how well the
 * promise of an answer within one business day is kept, over a range of days. Its own file beside
 * schemas/enquiries.ts, whose tracking it reads. The definitions are the fields' descriptions, so
 * the API's document (docs/openapi.json) says them too.
 */

/** The longest range a report covers, in days: two years, a leap day included. */
export const REPORT_MAX_DAYS = 731;
/** The weeks a report covers when no `from` is given: the week of `to` and the eleven before it. */
export const REPORT_DEFAULT_WEEKS = 12;

/** A day that exists, YYYY-MM-DD, from 1970 on: the database has no year 0, and no enquiry is older. */
const reportDay = (name: string) =>
  z.iso
    .date({ error: `${name} must be a date that exists, as YYYY-MM-DD` })
    .refine((value) => value >= '1970-01-01', `${name} must be 1970 or later`);

/** GET /api/admin/reports/enquiries's query. Its range's own rules (order, length) are the route's: a 422. */
export const EnquiryReportQuerySchema = z.object({
  from: reportDay('from').optional().meta({
    description: 'The first day, YYYY-MM-DD (UTC), inclusive. Default: the Monday eleven weeks before the week of `to`.',
  }),
  to: reportDay('to')
    .optional()
    .meta({ description: "The last day, YYYY-MM-DD (UTC), inclusive. Default: today, by the server's clock." }),
});

const count = z.number().int();

/** One ISO week of the range. */
export const ReportWeekSchema = z.object({
  week: z.string().meta({
    description:
      'The Monday of the ISO week (Monday to Sunday, UTC), YYYY-MM-DD. The first and last weeks count only their days inside the range.',
  }),
  byKind: z
    .object({ quotes: count, contacts: count, applications: count })
    .meta({ description: 'The enquiries that arrived that week, by kind; spam is never counted.' }),
  bySource: z.record(z.string(), count).meta({
    description:
      'The quote requests that arrived that week, by their answer to "how did you hear about us?" as it was stored. ' +
      'Every answer given in the range is a key of every week (0 where none); `""` counts the quotes that gave none.',
  }),
});
export type ReportWeek = z.output<typeof ReportWeekSchema>;

export const EnquiryReportSchema = z.object({
  from: z.string().meta({ description: 'The first day reported on, YYYY-MM-DD: as asked, or the default.' }),
  to: z.string().meta({ description: 'The last day reported on, YYYY-MM-DD: as asked, or the default.' }),
  weeks: z
    .array(ReportWeekSchema)
    .meta({ description: 'Every ISO week the range touches, oldest first, the empty ones included.' }),
  firstReply: z
    .object({
      medianHours: z.number().nullable(),
      p90Hours: z.number().nullable(),
      /** The replies counted. */
      count,
    })
    .meta({
      description:
        'Of the enquiries that arrived in the range and have had a first reply (`firstReplyAt`): the business hours from arrival to it, ' +
        "in the calendar of the office each concerns (the UK for contact messages, applications and every quote but the Nepal form's). " +
        'Nearest rank: the median is the ⌈n/2⌉-th of the n times in order, the 90th percentile the ⌈0.9·n⌉-th; each rounded to 0.1 h, ' +
        'null when none had a reply. `count` is n.',
    }),
  withinPromise: z
    .number()
    .nullable()
    .meta({
      description:
        "Of the enquiries that arrived in the range whose promise can be judged now (the server's clock), the share kept, 0 to 1. " +
        "Kept: a first reply at or before `dueAt`. Broken: a first reply after it, or none while still new or open past it (the inbox's overdue). " +
        'Left out: one not yet due with no reply, and one answered or closed with no reply written in the admin (there is no time to judge). ' +
        'Null when none can be judged.',
    }),
  promise: z.object({ kept: count, broken: count }).meta({ description: 'The counts `withinPromise` is the share of.' }),
  openByAssignee: z.array(z.object({ assignee: z.object({ id: z.string(), name: z.string() }).nullable(), count })).meta({
    description:
      'What is new or open now, whenever it arrived (not only in the range), spam left out, by assignee (null: nobody): ' +
      'the most first, then by name, nobody last of equals.',
  }),
});
export type EnquiryReport = z.output<typeof EnquiryReportSchema>;
