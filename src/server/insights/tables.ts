import { sql } from 'drizzle-orm';
import { DIMENSIONS, type Dimension } from '../../schemas/insight-counts';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The page views of issue 62, counted without cookies or stored identifiers (./routes.ts, ./rollup.ts).
 * db/schema.ts gathers every feature's tables for drizzle-kit: a change here needs its migration
 * (npm run db:generate). No column holds an address or a user agent: a visitor is only a hash whose
 * salt is thrown away once its day is over.
 */

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

/**
 * The most rows a day keeps of each dimension's values, of searches and of 404s: what visitors
 * send or type can be anything, so a flood of new values adds at most this many rows a day. Past it
 * a day's rows go on counting; the new values are left out (the day's page views in insight_days
 * still count them all).
 */
export const MAX_ROWS_PER_DAY = 1000;
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
    /** The utm_* tags of the address the page was reached by, if any (each at most MAX_TAG_CHARS, visit.ts). */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** SHA-256 of the day's salt, the address and the user agent, hex: the same visitor within one day, no one after it. */
    visitor: text('visitor').notNull(),
  },
  (t) => [
    index('insight_hits_day_idx').on(t.day),
    index('insight_hits_at_idx').on(t.at),
    /** A visitor's pages of the day, for the enquiry they send (attribution.ts). */
    index('insight_hits_visitor_idx').on(t.visitor, t.at),
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

/** The raw hits' column (insight_hits) each dimension is counted by: the rollup's and the dashboard's one reading. */
export const DIMENSION_COLUMNS: Record<Dimension, string> = {
  page: 'path',
  referrer: 'referrer_host',
  country: 'country',
  device: 'device',
  utm_source: 'utm_source',
  utm_medium: 'utm_medium',
  utm_campaign: 'utm_campaign',
};

/**
 * A finished day's page views and distinct visitors by one dimension's value: what the raw hits
 * become. Visitors are distinct within the row's day and dimension (the day's visitor hashes are
 * counted once per value), so rows of one dimension add up over days and never within a day across
 * dimensions. A hit without a value for a dimension (no referrer, no tag) has no row in it.
 */
export const insightTotals = pgTable(
  'insight_totals',
  {
    day: text('day').notNull(),
    dimension: text('dimension', { enum: DIMENSIONS }).notNull(),
    value: text('value').notNull(),
    pageviews: integer('pageviews').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [
    primaryKey({ name: 'insight_totals_pkey', columns: [t.day, t.dimension, t.value] }),
    /** A range's top values of one dimension: the dashboard's lists. */
    index('insight_totals_dimension_day_idx').on(t.dimension, t.day),
    check('insight_totals_dimension_check', sql.raw(`dimension IN (${DIMENSIONS.map((d) => `'${d}'`).join(', ')})`)),
  ],
);

/**
 * The site search's queries by day (search/routes.ts, the search page): counted as they are made,
 * as no visitor is in them. A query is kept as typed, in lower case with its spaces tidied, with
 * the number of results its latest search found.
 */
export const insightSearches = pgTable(
  'insight_searches',
  {
    day: text('day').notNull(),
    query: text('query').notNull(),
    count: integer('count').notNull(),
    results: integer('results').notNull(),
  },
  (t) => [primaryKey({ name: 'insight_searches_pkey', columns: [t.day, t.query] })],
);

/**
 * The addresses answered with the 404 page, by day and the host of the page that linked to them
 * ('' for none: typed, or a link that sends no referrer), counted as they are requested.
 */
export const insightNotFound = pgTable(
  'insight_not_found',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ name: 'insight_not_found_pkey', columns: [t.day, t.path, t.referrerHost] })],
);

/**
 * A finished day's totals for the whole site, and the mark that the day is rolled up: its row and
 * the day's insight_totals rows are written in one transaction, and its key lets one instance only
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
