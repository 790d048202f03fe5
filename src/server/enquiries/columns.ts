import { sql } from 'drizzle-orm';
import { check, foreignKey, index, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ENQUIRY_STATES, QUOTE_OUTCOMES } from '../../schemas/enquiries';
import { users } from '../auth/tables';

/*
 * What each kind of submission (submissions/tables.ts) carries of its tracking: its state, its
 * owner, and the promise's times. Written once here, so the three tables read the same.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const enquiryColumns = () => ({
  state: text('state', { enum: ENQUIRY_STATES }).notNull().default('new'),
  /** A closed quote's end: won or lost. */
  outcome: text('outcome', { enum: QUOTE_OUTCOMES }),
  assigneeId: text('assignee_id'),
  /**
   * One business day after it arrived, in its office's calendar (enquiries/business-time.ts), from
   * the server's clock. Null only for a row stored before the promise was tracked, until the server
   * that reads it first fills it in at start (enquiries/tracking.ts).
   */
  dueAt: at('due_at'),
  firstReplyAt: at('first_reply_at'),
  /** Two business hours before `dueAt`: when its assignee (or everyone who reads the inbox) is reminded, if no reply went by then. */
  remindAt: at('remind_at'),
  /**
   * When the reminder was settled, once, by whichever instance claimed it (enquiries/reminders.ts):
   * its mails queued, or let go when the enquiry was in Spam or already past its due time by then.
   */
  remindedAt: at('reminded_at'),
  /**
   * The page the visitor landed on that day, from the site's own page views (insights/attribution.ts):
   * their first counted page of the UTC day they sent it. Null when they were not counted (Do Not
   * Track, Global Privacy Control, analytics refused) or came another day.
   */
  landingPath: text('landing_path'),
  /** The site's page whose form sent it (the request's own page, or the visitor's latest counted page), or null. */
  formPath: text('form_path'),
});

/** The tracking's constraint and index, named after `table`. */
export const enquiryConstraints = (
  table: string,
  t: {
    id: AnyPgColumn;
    assigneeId: AnyPgColumn;
    dueAt: AnyPgColumn;
    state: AnyPgColumn;
    outcome: AnyPgColumn;
    remindAt: AnyPgColumn;
  },
) => [
  foreignKey({ name: `${table}_assignee_id_fkey`, columns: [t.assigneeId], foreignColumns: [users.id] }).onDelete('set null'),
  check(`${table}_state_check`, sql.raw(`state IN (${ENQUIRY_STATES.map((state) => `'${state}'`).join(', ')})`)),
  // An outcome only for what is closed.
  check(
    `${table}_outcome_check`,
    sql.raw(`outcome IS NULL OR (state = 'closed' AND outcome IN (${QUOTE_OUTCOMES.map((end) => `'${end}'`).join(', ')}))`),
  ),
  /** What is due next, of what is not closed: the overdue first, and the reminders' look. */
  index(`${table}_state_due_idx`).on(t.state, t.dueAt),
  /** The reminders still to send: those waiting for a first reply, by when each is due. */
  index(`${table}_remind_idx`)
    .on(t.remindAt)
    .where(sql`reminded_at IS NULL AND first_reply_at IS NULL AND state IN ('new', 'open')`),
  /** The rows stored before the tracking, until their due times are filled in at start (tracking.ts): empty after. */
  index(`${table}_due_missing_idx`)
    .on(t.id)
    .where(sql`due_at IS NULL`),
];
