import { z } from 'zod';

/*
 * Where an enquiry stands (a quote request, a contact message, a job application), who owns it, and
 * the promise of an answer within one business day of the office it concerns (server/enquiries/).
 */

/**
 * new: no one has taken it up; open: someone is on it; answered: the visitor had a reply; closed:
 * nothing more to do (a quote closed as won or lost).
 */
export const ENQUIRY_STATES = ['new', 'open', 'answered', 'closed'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

/** How a closed quote ended. */
export const QUOTE_OUTCOMES = ['won', 'lost'] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

/** The offices whose working days the promise is counted in. */
export const OFFICE_REGIONS = ['uk', 'nepal'] as const;
export type OfficeRegion = (typeof OFFICE_REGIONS)[number];

/** What each item of the inbox says of its tracking. */
export const EnquiryTrackingSchema = z.object({
  state: z.enum(ENQUIRY_STATES),
  /** A closed quote's end: won or lost; null otherwise. */
  outcome: z.enum(QUOTE_OUTCOMES).nullable(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** One business day after it arrived, in the calendar of the office it concerns (ISO 8601). */
  dueAt: z.string(),
  /** When the first reply written in the admin was sent (ISO 8601), or null. */
  firstReplyAt: z.string().nullable(),
  /** Past `dueAt` with no reply, and not closed. */
  overdue: z.boolean(),
  /**
   * The page of the site its visitor landed on that day, from the site's own count of page views
   * (issue 62), or null: not counted (Do Not Track, Global Privacy Control, analytics refused), or
   * arrived before it was counted.
   */
  landingPath: z.string().nullable(),
  /** The page of the site whose form sent it, or null (as landingPath). */
  formPath: z.string().nullable(),
});
export type EnquiryTracking = z.output<typeof EnquiryTrackingSchema>;

/** PATCH /api/admin/{kind}/:id: a new state (with a quote's outcome when it closes), an assignee (null: nobody), or both. */
export const EnquiryChangeSchema = z
  .strictObject({
    state: z.enum(ENQUIRY_STATES, { error: `state must be one of ${ENQUIRY_STATES.join(', ')}` }).optional(),
    /** Only for a quote being closed (or closed): won or lost. */
    outcome: z.enum(QUOTE_OUTCOMES, { error: 'outcome must be won or lost' }).optional(),
    /** A staff member who may read the inbox, or null for nobody. */
    assigneeId: z.string().max(64, 'assigneeId is not a staff id').nullable().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Say what changes: state, outcome or assigneeId');
export type EnquiryChange = z.output<typeof EnquiryChangeSchema>;

/** A local calendar date, YYYY-MM-DD, that exists. */
export const LocalDateSchema = z.iso.date({ error: 'date must be a day as YYYY-MM-DD' });

/** POST /api/admin/calendars/:region/holidays */
export const HolidayInputSchema = z.strictObject({
  date: LocalDateSchema,
  name: z.string({ error: 'name is required' }).trim().min(1, 'Name the holiday').max(120, 'name is at most 120 characters'),
});

export const HolidaySchema = z.object({
  date: z.string(),
  name: z.string(),
  /** library: England's bank holidays, from a kept library; owner: added in the admin. */
  source: z.enum(['library', 'owner']),
});
export type Holiday = z.output<typeof HolidaySchema>;

/** GET /api/admin/calendars: each office's working calendar, its holidays of this year and the next. */
export const OfficeCalendarSchema = z.object({
  region: z.enum(OFFICE_REGIONS),
  timeZone: z.string(),
  /** Working days, 0 Sunday to 6 Saturday. */
  workdays: z.array(z.number().int()),
  /** Opening and closing, local, HH:MM. */
  hours: z.object({ opens: z.string(), closes: z.string() }),
  holidays: z.array(HolidaySchema),
  /** Set when next year has no holiday at all: someone should add them (Nepal's are announced each year). */
  warning: z.string().optional(),
});
export type OfficeCalendar = z.output<typeof OfficeCalendarSchema>;
