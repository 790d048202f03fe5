import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { InboxKind } from '../../schemas/inbox';
import { can, PERMISSIONS } from '../../schemas/roles';
import { users } from '../db/schema';
import type { Executor } from '../db/types';
import type { Notification } from '../notify/mailer';
import { TRACKED_TABLES } from './tracking';

/*
 * What an enquiry's reminder (reminders.ts) says, and to whom: its assignee, or everyone who may
 * read the inbox when nobody has it or its assignee no longer may. One mail each, so nobody learns
 * another's address from it; none says what the visitor wrote, which stays in the inbox.
 */

type Recipient = { email: string };

/** Accounts that can still sign in. */
const active = and(isNull(users.suspendedAt), isNull(users.removedAt));

/** Everyone who may read the inbox and can still sign in. */
const inboxReaders = (tx: Executor): Promise<Recipient[]> =>
  tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...PERMISSIONS.inbox]), active))
    .orderBy(asc(users.email));

/** The assignee, when they can still sign in and may still read the inbox; else null. */
async function activeAssignee(tx: Executor, id: string | null): Promise<{ email: string; name: string } | null> {
  if (!id) return null;
  const [person] = await tx
    .select({ email: users.email, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), active))
    .limit(1);
  return person && can(person.role, 'inbox') ? person : null;
}

/** What the mail calls each kind, and the column with the visitor's name. */
const KINDS = {
  quotes: { label: 'Quote request', visitor: TRACKED_TABLES.quotes.fullName },
  contacts: { label: 'Message', visitor: TRACKED_TABLES.contacts.name },
  applications: { label: 'Job application', visitor: TRACKED_TABLES.applications.name },
} as const;

/** "Tuesday 29 December 2026, 15:00 (London time)": as the office that promised the reply reads it. */
function officeTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const place = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute} (${place} time)`;
}

/** The column with the visitor's name, of each kind. */
export const visitorColumn = (kind: InboxKind) => KINDS[kind].visitor;

/** The reminder's text. It names the enquiry and its times, never what the visitor wrote. */
function reminderMail(
  enquiry: { kind: InboxKind; visitor: string; createdAt: Date; dueAt: Date; timeZone: string },
  to: string,
  assigned: string,
  adminUrl: string,
): Notification {
  const { label } = KINDS[enquiry.kind];
  return {
    to,
    subject: `Reply due in two business hours: ${label.toLowerCase()} from ${enquiry.visitor}`,
    lines: [
      ['Enquiry', `${label} from ${enquiry.visitor}`],
      ['Arrived', officeTime(enquiry.createdAt, enquiry.timeZone)],
      ['Due', officeTime(enquiry.dueAt, enquiry.timeZone)],
      ['Assigned to', assigned],
      [
        'What to do',
        "It has had no reply yet. Open it in the admin's Inbox and reply before it is due, or give it to someone who will. This is its only reminder.",
      ],
      ['Admin', adminUrl],
    ],
  };
}

/** An enquiry whose reminder is mailed. */
export interface RemindedEnquiry {
  kind: InboxKind;
  visitor: string;
  createdAt: Date;
  dueAt: Date;
  assigneeId: string | null;
  /** Its office's, which the times are written in. */
  timeZone: string;
}

export type ReminderWriter = (enquiry: RemindedEnquiry) => Promise<Notification[]>;

/**
 * Writes, in the transaction `tx`, the reminder mails of each enquiry it is given: the inbox's
 * readers read once for them all.
 */
export function reminderWriter(tx: Executor, adminUrl: string): ReminderWriter {
  let readers: Promise<Recipient[]> | undefined;
  return async (enquiry) => {
    const assignee = await activeAssignee(tx, enquiry.assigneeId);
    const recipients = assignee ? [assignee] : await (readers ??= inboxReaders(tx));
    const assigned = assignee
      ? 'You'
      : enquiry.assigneeId
        ? 'Someone who can no longer read the inbox: this reminder goes to everyone who can'
        : 'Nobody yet: this reminder goes to everyone who reads the inbox';
    return recipients.map(({ email }) => reminderMail(enquiry, email, assigned, adminUrl));
  };
}
