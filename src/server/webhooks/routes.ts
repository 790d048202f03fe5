import { randomBytes, randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WebhookDeliverySchema,
  WebhookEndpointCreatedSchema,
  WebhookEndpointInputSchema,
  WebhookEndpointSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '../../schemas/webhooks';
import { audit } from '../audit/log';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { describer, TAGS } from '../contract/describe';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { ApiError } from '../http/errors';
import { isId, isSerial, pathParam } from '../http/ids';
import { jsonInput } from '../http/json-input';
import { seal } from '../security/sealed';
import { refusedHost, refusedUrl } from './address';

const describe = describer(TAGS.inbox);

/** The newest deliveries an endpoint's log shows. */
const LOG_LENGTH = 100;

const endpointOf = (row: typeof webhookEndpoints.$inferSelect): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  kinds: row.kinds,
  createdAt: row.createdAt.toISOString(),
  failingSince: row.failingSince?.toISOString() ?? null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

/** The tries of a delivery the log shows, newest first: the latest of a long run of retries. */
const ATTEMPTS_SHOWN = 20;

type AttemptRow = Pick<typeof webhookAttempts.$inferSelect, 'deliveryId' | 'at' | 'responseStatus' | 'error' | 'durationMs'>;

const deliveryOf = (row: typeof webhookDeliveries.$inferSelect, attempts: AttemptRow[] = []): WebhookDelivery => ({
  id: String(row.id),
  at: (row.lastAttemptAt ?? row.queuedAt).toISOString(),
  attempt: row.attempts,
  status: row.state,
  responseStatus: row.responseStatus,
  ...(row.lastError && row.state !== 'succeeded' ? { error: row.lastError } : {}),
  messageId: row.messageId,
  attempts: attempts.map((attempt) => ({
    at: attempt.at.toISOString(),
    responseStatus: attempt.responseStatus,
    ...(attempt.error ? { error: attempt.error } : {}),
    durationMs: attempt.durationMs,
  })),
});

/**
 * /api/admin/webhooks: the owner and administrators add HTTPS endpoints for some kinds of
 * submission (each shown its signing secret once), list and remove them, read each one's delivery
 * log and send a delivery again. Adding one sends the site's enquiries elsewhere, so it asks for a
 * recent proof of identity, as inviting someone does.
 */
export function webhookRoutes(deps: Deps) {
  const inbox = requireUser(deps, { permission: 'inbox' });
  const { webhookAllowPrivate: allowPrivate } = deps.options;
  const endpointParam = pathParam('id', isId, 'Webhook endpoint not found');
  const found = async (id: string) => {
    const [row] = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw new ApiError(404, 'Webhook endpoint not found');
    return row;
  };
  /** The latest ATTEMPTS_SHOWN tries of each of the deliveries `ids`, newest first: counted out by the database. */
  const attemptsOf = async (ids: number[]) => {
    const byDelivery = new Map<number, AttemptRow[]>();
    if (ids.length === 0) return byDelivery;
    const ranked = deps.db
      .select({
        id: webhookAttempts.id,
        deliveryId: webhookAttempts.deliveryId,
        at: webhookAttempts.at,
        responseStatus: webhookAttempts.responseStatus,
        error: webhookAttempts.error,
        durationMs: webhookAttempts.durationMs,
        latest:
          sql<number>`row_number() over (partition by ${webhookAttempts.deliveryId} order by ${webhookAttempts.id} desc)`.as(
            'latest',
          ),
      })
      .from(webhookAttempts)
      .where(inArray(webhookAttempts.deliveryId, ids))
      .as('ranked');
    const rows = await deps.db.select().from(ranked).where(lte(ranked.latest, ATTEMPTS_SHOWN)).orderBy(desc(ranked.id));
    for (const attempt of rows) {
      const tries = byDelivery.get(attempt.deliveryId);
      if (tries) tries.push(attempt);
      else byDelivery.set(attempt.deliveryId, [attempt]);
    }
    return byDelivery;
  };
  return new Hono<AppEnv>()
    .post(
      '/',
      describe({
        summary: 'Add a webhook endpoint',
        description:
          'Each new submission of the kinds named is POSTed to it, signed per Standard Webhooks. The answer holds the `whsec_…` secret that verifies the signatures, shown this once. ' +
          'Only https:// addresses that resolve to public IP addresses, unless the server runs with WEBHOOK_ALLOW_PRIVATE=1.',
        answers: {
          201: { description: 'The endpoint, with its secret', schema: WebhookEndpointCreatedSchema },
          409: `There are already ${MAX_WEBHOOK_ENDPOINTS} endpoints`,
        },
      }),
      requireUser(deps, { permission: 'inbox', recentProof: true }),
      jsonInput(WebhookEndpointInputSchema),
      async (c) => {
        const { url, kinds } = c.req.valid('json');
        const refused = refusedUrl(url, allowPrivate) ?? (await refusedHost(url, allowPrivate));
        if (refused) throw new ApiError(400, refused, { url: refused });
        const secret = `whsec_${randomBytes(24).toString('base64')}`;
        const id = randomUUID();
        const row = await deps.db.transaction(async (tx) => {
          // One add at a time, so ten at once cannot pass the limit together.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('webhook-endpoints'))`);
          const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhookEndpoints);
          if (n >= MAX_WEBHOOK_ENDPOINTS)
            throw new ApiError(409, `There are already ${MAX_WEBHOOK_ENDPOINTS} endpoints: remove one first`);
          const [inserted] = await tx
            .insert(webhookEndpoints)
            .values({ id, url, kinds, secret: seal(deps.factors.webhooks, secret) })
            .returning();
          await audit(deps, c, 'webhook.added', `${url} for ${kinds.join(', ')}`, { tx });
          return inserted;
        });
        if (!row) throw new Error('the endpoint was not stored');
        return c.json({ ...endpointOf(row), secret }, 201);
      },
    )
    .get(
      '/',
      describe({
        summary: 'The webhook endpoints, oldest first',
        description: 'Never with their secrets. `disabledAt` is set for one that failed for days and is no longer sent to.',
        answers: { 200: { description: 'The endpoints', schema: z.array(WebhookEndpointSchema) } },
      }),
      inbox,
      async (c) => {
        const rows = await deps.db.select().from(webhookEndpoints).orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
        return c.json(rows.map(endpointOf));
      },
    )
    .delete(
      '/:id',
      describe({
        summary: 'Remove a webhook endpoint',
        description: 'Its deliveries go with it; a try in progress finishes.',
        answers: { 204: { description: 'Removed', mediaType: null } },
      }),
      inbox,
      endpointParam,
      async (c) => {
        const removed = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(webhookEndpoints)
            .where(eq(webhookEndpoints.id, c.req.param('id')))
            .returning();
          if (row) await audit(deps, c, 'webhook.removed', row.url, { tx });
          return row;
        });
        if (!removed) throw new ApiError(404, 'Webhook endpoint not found');
        return c.body(null, 204);
      },
    )
    .get(
      '/:id/deliveries',
      describe({
        summary: "An endpoint's delivery log, newest first",
        description: `The ${LOG_LENGTH} newest deliveries: when each was last tried, how many times, how it stands and the receiver's status.`,
        answers: { 200: { description: 'The deliveries', schema: z.array(WebhookDeliverySchema) } },
      }),
      inbox,
      endpointParam,
      async (c) => {
        const endpoint = await found(c.req.param('id'));
        const rows = await deps.db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpoint.id))
          .orderBy(desc(webhookDeliveries.id))
          .limit(LOG_LENGTH);
        const tries = await attemptsOf(rows.map((row) => row.id));
        return c.json(rows.map((row) => deliveryOf(row, tries.get(row.id))));
      },
    )
    .post(
      '/:id/deliveries/:deliveryId/retry',
      describe({
        summary: 'Send a delivery again',
        description:
          'Queued now with the same `webhook-id` and payload, then retried as a new one is. A disabled endpoint is turned on again by it.',
        answers: { 202: { description: 'Queued: the delivery as it now stands', schema: WebhookDeliverySchema } },
      }),
      inbox,
      endpointParam,
      pathParam('deliveryId', isSerial, 'Delivery not found'),
      async (c) => {
        const endpoint = await found(c.req.param('id'));
        const at = new Date(deps.options.clock.now());
        const row = await deps.db.transaction(async (tx) => {
          const [queued] = await tx
            .update(webhookDeliveries)
            .set({ state: 'pending', attempts: 0, nextAttemptAt: at, queuedAt: at, lastError: null })
            .where(
              and(
                eq(webhookDeliveries.id, Number(c.req.param('deliveryId') ?? 0)),
                eq(webhookDeliveries.endpointId, endpoint.id),
              ),
            )
            .returning();
          if (queued && endpoint.disabledAt) {
            await tx
              .update(webhookEndpoints)
              .set({ disabledAt: null, failingSince: null })
              .where(eq(webhookEndpoints.id, endpoint.id));
            await audit(deps, c, 'webhook.re-enabled', `${endpoint.url} (a delivery retried)`, { tx });
          }
          return queued;
        });
        if (!row) throw new ApiError(404, 'Delivery not found');
        deps.webhooks.wake();
        return c.json(deliveryOf(row, (await attemptsOf([row.id])).get(row.id)), 202);
      },
    );
}
