import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The tables of the audit log. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * The audit log: who did what to what, from where. Append-only: rows are only ever inserted, and
 * deleted by the retention sweep once older than 400 days (audit/retention.ts). The actor's name is
 * copied, so a row still reads right after the account is renamed or removed; no foreign key, so
 * nothing cascades into it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The account that acted; null for someone not signed in (a refused sign-in) or the server itself. */
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What it was done to, as a person reads it: an e-mail address, a post's title, a file name. */
    target: text('target').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
