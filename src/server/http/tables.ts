import { foreignKey, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';
import { users } from '../auth/tables';

/*
 * The tables of idempotency keys (idempotency.ts). db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * The answers of writes sent with an `Idempotency-Key` (POST /api/blogs): a retry with the same
 * key and body within 24 hours gets the first answer again instead of a second post. Claimed in the
 * write's own transaction (ON CONFLICT DO NOTHING on the primary key), so of two racing requests one
 * writes and the other, waiting on the key, reads its answer (server/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** The call and what was sent: the same key with another body is refused (422). */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer's JSON, as first sent. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pkey', columns: [t.userId, t.key] }),
    foreignKey({ name: 'idempotency_keys_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
