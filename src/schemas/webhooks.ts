import { z } from 'zod';
import type { InboxKind } from './inbox';

/** What a webhook endpoint may be sent: a new submission of each kind. */
export const WEBHOOK_KINDS = ['quote', 'contact', 'application'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/**
 * What happened, as a delivery's `type` says it: a new submission, or a step of its tracking
 * (server/enquiries/). An endpoint that takes a kind is sent each of them for that kind.
 */
export const WEBHOOK_EVENTS = [
  'submission.created',
  'submission.assigned',
  'submission.state-changed',
  'submission.replied',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Each inbox list's kind, as webhooks name it. */
export const WEBHOOK_KIND_OF: Record<InboxKind, WebhookKind> = {
  quotes: 'quote',
  contacts: 'contact',
  applications: 'application',
};

/** At most this many endpoints: each submission is sent to each of them. */
export const MAX_WEBHOOK_ENDPOINTS = 20;

/** POST /api/admin/webhooks */
export const WebhookEndpointInputSchema = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(2048, 'url must be at most 2048 characters')
    .refine((value) => URL.canParse(value), 'url must be an absolute address, such as https://crm.example.com/hooks'),
  kinds: z
    .array(z.enum(WEBHOOK_KINDS, { error: `each kind must be one of ${WEBHOOK_KINDS.join(', ')}` }), {
      error: 'kinds must be a list of quote, contact and application',
    })
    .min(1, 'Choose at least one kind')
    .max(WEBHOOK_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Name each kind once'),
});

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  kinds: z.array(z.enum(WEBHOOK_KINDS)),
  createdAt: z.string(),
  /** Since when every delivery to it has failed (ISO 8601), or null. */
  failingSince: z.string().nullable(),
  /** When the server stopped sending to it after failing for days (ISO 8601), or null while it is sent to. */
  disabledAt: z.string().nullable(),
});
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>;

/** The answer to a new endpoint: with its signing secret, shown this once. */
export const WebhookEndpointCreatedSchema = WebhookEndpointSchema.extend({
  /** `whsec_…`: verifies the signatures (Standard Webhooks). Never shown again. */
  secret: z.string(),
});

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  /** When it was last tried, or queued (ISO 8601). */
  at: z.string(),
  /** Tries so far. */
  attempt: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** The receiver's HTTP status to the last try, or null (not tried yet, or no answer). */
  responseStatus: z.number().int().nullable(),
  /** Why the last try failed, when it did. */
  error: z.string().optional(),
  /** The `webhook-id` every try of it carries. */
  messageId: z.string(),
  /** Each try, newest first (the latest 20): when, the receiver's status (null: no answer), why it failed, how long it took. */
  attempts: z.array(
    z.object({
      at: z.string(),
      responseStatus: z.number().int().nullable(),
      error: z.string().optional(),
      durationMs: z.number().int(),
    }),
  ),
});
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>;
