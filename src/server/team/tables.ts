import { sql } from 'drizzle-orm';
import { check, foreignKey, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '../../schemas/roles';
import { createdAt } from '../db/columns';
import { users } from '../auth/tables';

/*
 * The tables of invitations to the staff. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * Invitations to join the staff: an address and a role, redeemed once by the person holding the
 * link (only the SHA-256 of its token is stored) within 7 days, unless revoked first.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    foreignKey({ name: 'invitations_invited_by_fkey', columns: [t.invitedBy], foreignColumns: [users.id] }).onDelete('set null'),
    unique('invitations_token_hash_key').on(t.tokenHash),
    // One link that works per address: sending another withdraws the last (team/invitation-routes.ts).
    uniqueIndex('invitations_one_pending')
      .on(t.email)
      .where(sql`${t.acceptedAt} IS NULL AND ${t.revokedAt} IS NULL`),
    check('invitations_role_check', sql`${t.role} IN ('administrator', 'editor', 'author', 'contributor')`),
  ],
);
