import { foreignKey, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { users } from '../auth/tables';

/*
 * The offices' own holidays (./calendars.ts). db/schema.ts gathers every feature's tables for
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
