import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, foreignKey, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { INBOX_KINDS } from '../../schemas/inbox';
import { createdAt } from '../db/columns';
import { users } from '../auth/tables';
import { mailOutbox } from '../notify/tables';

/*
 * The offices' own holidays (./calendars.ts) and what staff write on an enquiry (./entries.ts). db/schema.ts gathers every feature's tables for
 * drizzle-kit: a change here needs its migration (npm run db:generate).
 */

/**
 * A day an office does not work that no kept library knows: Nepal's public holidays (they follow
 * the Bikram Sambat calendar and are announced each year), or a day the owner closes an office.
 * England's bank holidays come from the library and are not stored.
 */
export const officeHolidays = pgTable(
  'office_holidays',
  {
    region: text('region', { enum: ['uk', 'nepal'] }).notNull(),
    /** The office's local date, YYYY-MM-DD. */
    date: text('date').notNull(),
    name: text('name').notNull(),
    addedBy: text('added_by'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'office_holidays_pkey', columns: [t.region, t.date] }),
    foreignKey({ name: 'office_holidays_added_by_fkey', columns: [t.addedBy], foreignColumns: [users.id] }).onDelete('set null'),
  ],
);

/**
 * What staff write on an enquiry: an internal note, which only the team reads, or a reply, which
 * the outbox mails to the visitor (its `mail_id`), threaded by its `Message-ID`. The enquiry is
 * named by kind and id (three tables, so no foreign key): retention deletes these with it.
 */
export const enquiryEntries = pgTable(
  'enquiry_entries',
  {
    id: text('id').primaryKey(),
    /** The order they were written in: an enquiry's replies are written one at a time (its row locked), so each follows the last. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    submissionKind: text('submission_kind', { enum: INBOX_KINDS }).notNull(),
    submissionId: text('submission_id').notNull(),
    type: text('type', { enum: ['note', 'reply'] }).notNull(),
    authorId: text('author_id'),
    /** Kept as it was written, so a removed account's notes still say who wrote them. */
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    /** A reply's own Message-ID, which the next reply's In-Reply-To names. */
    messageId: text('message_id'),
    /** A reply's mail in the outbox, whose row tells how its delivery stands. */
    mailId: bigint('mail_id', { mode: 'number' }),
    /** The server's clock's (enquiries/tracking.ts), never the database's. */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    foreignKey({ name: 'enquiry_entries_author_id_fkey', columns: [t.authorId], foreignColumns: [users.id] }).onDelete(
      'set null',
    ),
    foreignKey({ name: 'enquiry_entries_mail_id_fkey', columns: [t.mailId], foreignColumns: [mailOutbox.id] }).onDelete(
      'set null',
    ),
    check('enquiry_entries_type_check', sql`${t.type} IN ('note', 'reply')`),
    index('enquiry_entries_submission_idx').on(t.submissionKind, t.submissionId, t.seq),
  ],
);
