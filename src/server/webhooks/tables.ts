import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INBOX_KINDS } from '../../schemas/inbox';
import { type WebhookKind } from '../../schemas/webhooks';
import { createdAt } from '../db/columns';

/*
 * The tables of webhook endpoints, their deliveries and attempts. db/schema.ts gathers every feature's for drizzle-kit:
 * a change here needs its migration (npm run db:generate).
 */

/**
 * The HTTPS addresses an administrator asked to be sent each new submission of some kinds
 * (webhooks/), with the secret that signs them, sealed under the factor key (security/sealed.ts).
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  url: text('url').notNull(),
  kinds: jsonb('kinds').$type<WebhookKind[]>().notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  /** Set at the first failed try after a success; cleared by the next success. */
  failingSince: timestamp('failing_since', { withTimezone: true, mode: 'date' }),
  /** Set when it had failed for days: nothing more is sent until a delivery is retried by hand. */
  disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
});

/**
 * One submission to one endpoint: its payload as sent, and how its tries went. Every try carries
 * the same `webhook-id` (message_id), so a receiver can drop what it already has.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: text('endpoint_id').notNull(),
    messageId: text('message_id').notNull(),
    submissionKind: text('submission_kind', { enum: INBOX_KINDS }).notNull(),
    submissionId: text('submission_id').notNull(),
    payload: text('payload').notNull(),
    state: text('state', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When it was queued (or retried by hand): the tries give up a configured time after. */
    queuedAt: timestamp('queued_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('webhook_deliveries_state_check', sql`${t.state} IN ('pending', 'succeeded', 'failed')`),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fkey',
      columns: [t.endpointId],
      foreignColumns: [webhookEndpoints.id],
    }).onDelete('cascade'),
    uniqueIndex('webhook_deliveries_message_idx').on(t.endpointId, t.messageId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_submission_idx').on(t.submissionKind, t.submissionId),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * Every try of a delivery, as Stripe and Svix show them: when, the receiver's status (null: no
 * answer), why it failed, and how long it took. Gone with its delivery.
 */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'webhook_attempts_delivery_fkey',
      columns: [t.deliveryId],
      foreignColumns: [webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt),
  ],
);
