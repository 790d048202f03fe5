import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The page views of issue 62, counted without cookies or stored identifiers (./routes.ts, ./rollup.ts).
 * db/schema.ts gathers every feature's tables for drizzle-kit: a change here needs its migration
 * (npm run db:generate). No column holds an address or a user agent: a visitor is only a hash whose
 * salt is thrown away once its day is over.
 */

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * One page view as the beacon reported it, kept until its day is rolled up into the totals below,
 * and never past 48 hours whatever happens (rollup.ts).
 */
export const insightHits = pgTable(
  'insight_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The server's clock when the hit arrived (never the database's now(): instances and tests agree). */
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The UTC day of `at`, YYYY-MM-DD: the day whose salt made `visitor`. */
    day: text('day').notNull(),
    /** The page's path, without its query string or fragment. */
    path: text('path').notNull(),
    /** The host of the page the visitor came from, or null (none, or this site itself). */
    referrerHost: text('referrer_host'),
    /** ISO 3166 region of the browser's first language (en-GB: GB), or null. */
    country: text('country'),
    device: text('device', { enum: DEVICES }).notNull(),
    /** SHA-256 of the day's salt, the address and the user agent, hex: the same visitor within one day, no one after it. */
    visitor: text('visitor').notNull(),
  },
  (t) => [
    index('insight_hits_day_idx').on(t.day),
    index('insight_hits_at_idx').on(t.at),
    check('insight_hits_device_check', sql`${t.device} IN ('mobile', 'tablet', 'desktop')`),
  ],
);

/**
 * One random salt per UTC day, shared by every instance (the first hit of the day makes it), and
 * deleted soon after its day is over: without it a day's hashes cannot be linked to anyone, not
 * even by whoever holds the database. Kept apart from the hits so no row carries both.
 */
export const insightSalts = pgTable('insight_salts', {
  day: text('day').primaryKey(),
  /** 32 random bytes, hex. */
  salt: text('salt').notNull(),
});

/** A finished day's page views by page, referrer, country and device: what the raw hits become. */
export const insightDaily = pgTable(
  'insight_daily',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: text('day').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    country: text('country'),
    device: text('device', { enum: DEVICES }).notNull(),
    pageviews: integer('pageviews').notNull(),
    /** Distinct visitors among these page views (not additive across rows: the day's own total is in insight_days). */
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    index('insight_daily_day_idx').on(t.day),
    check('insight_daily_device_check', sql`${t.device} IN ('mobile', 'tablet', 'desktop')`),
  ],
);

/**
 * A finished day's totals for the whole site, and the mark that the day is rolled up: its row and
 * the day's insight_daily rows are written in one transaction, and its key lets one instance only
 * write them.
 */
export const insightDays = pgTable(
  'insight_days',
  {
    day: text('day').notNull(),
    pageviews: integer('pageviews').notNull(),
    visitors: integer('visitors').notNull(),
    /** The server's clock when the day was rolled up. */
    rolledUpAt: timestamp('rolled_up_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ name: 'insight_days_pkey', columns: [t.day] })],
);
