import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

/*
 * The tables of proofs of work used, rate-limit counters and the server's secrets. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * The ALTCHA solutions redeemed (security/proof-of-work.ts), by challenge nonce, until the challenge
 * expires: a solution counts once, whether it came with a form's post or with a sign-in past an
 * account's ceiling of failures. And the pages' form stamps stored posts
 * carried (`form-stamp:<stamp>`, submissions/guards.ts), until they are too old to count. Past
 * `expires_at` either is refused anyway, so the retention sweep deletes the row.
 */
export const spamProofsUsed = pgTable(
  'spam_proofs_used',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('spam_proofs_used_expires_idx').on(t.expiresAt)],
);

/** Request counters per endpoint and client address, shared by every instance (rate-limiter-flexible's layout). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});

/** Settings that every instance must agree on, such as the token signing secret. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
