import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, min, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { InboxKind } from '../../schemas/inbox';
import { WEBHOOK_KIND_OF, type WebhookEvent } from '../../schemas/webhooks';
import type { Clock } from '../clock';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';
import { afterFailure, type Notifier } from '../notify/outbox';
import { startDueWorker } from '../runtime/due-worker';
import { open } from '../security/sealed';
import { deliveryAgent, refusedHost, refusedUrl } from './address';

/** How deliveries are retried (the gaps double from firstMs to maxMs, for giveUpMs), and when an endpoint failing throughout is disabled. */
export interface WebhookRetry {
  firstMs: number;
  maxMs: number;
  giveUpMs: number;
  disableAfterMs: number;
}

/** Tried again after 5 s, the gaps doubling to an hour, for three days; an endpoint failing for five days is disabled (as Svix does). */
export const DEFAULT_WEBHOOK_RETRY: WebhookRetry = {
  firstMs: 5_000,
  maxMs: 3_600_000,
  giveUpMs: 3 * 24 * 3_600_000,
  disableAfterMs: 5 * 24 * 3_600_000,
};

/** A claimed delivery's next try is pushed this far out, past the longest try (address.ts's timeouts). */
const LEASE_MS = 5 * 60_000;
const SENDS_AT_ONCE = 5;
/** The longest the worker waits between looks (a delivery queued on an instance that stopped). */
const MAX_WAIT_MS = 60_000;
/** A receiver's answer kept for the log: the first bytes of it. */
const KEPT_ANSWER = 200;
/** What a try's error keeps, in its row and on the delivery: the status line, the answer's start, or why there was none. */
const KEPT_ERROR = 500;

type Writer = Pick<Db, 'select' | 'insert'>;

export interface Webhooks {
  /**
   * In a submission's transaction: one delivery per endpoint that takes its kind, the payload
   * written now (`data` is the submission as the inbox lists it; for a step of its tracking,
   * `event` says which, default `submission.created`). Call wake() once it committed.
   */
  queue(tx: Writer, kind: InboxKind, data: Record<string, unknown>, event?: WebhookEvent): Promise<void>;
  /** After a queue()'s transaction committed, or a delivery retried by hand: this instance looks now. */
  wake(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends each new submission to the endpoints that take its kind, as Standard Webhooks does: a JSON
 * body `{ type: "submission.created", timestamp, data }` POSTed with `webhook-id` (the same on
 * every try), `webhook-timestamp` and `webhook-signature` (v1, HMAC-SHA-256 of id.timestamp.body
 * under the endpoint's secret). A 2xx answer is a success; anything else, or no answer within
 * 15 s, is tried again with the gaps doubling, until `giveUpMs` has passed (failed). An endpoint
 * that has failed every try for `disableAfterMs` is disabled and the owner and administrators are
 * told by mail. Each instance runs the worker; due rows are claimed with FOR UPDATE SKIP LOCKED, as
 * the mail outbox's are (notify/outbox.ts).
 */
export function startWebhooks({
  db,
  clock,
  logger,
  secretKey,
  allowPrivate,
  retry,
  notifier,
}: {
  db: Db;
  clock: Clock;
  logger: Logger;
  /** The factor key's webhook key: opens the endpoints' sealed secrets. */
  secretKey: Uint8Array;
  allowPrivate: boolean;
  retry: WebhookRetry;
  notifier: Notifier;
}): Webhooks {
  /** Made at the first delivery (address.ts), and closed with the worker. */
  let agent: ReturnType<typeof deliveryAgent> | undefined;

  const claim = () =>
    db.transaction(async (tx) => {
      const now = new Date(clock.now());
      const due = await tx
        .select({ delivery: webhookDeliveries })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.state, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            isNull(webhookEndpoints.disabledAt),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
        .limit(SENDS_AT_ONCE)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      if (due.length === 0) return [];
      const leased = new Date(now.getTime() + LEASE_MS);
      await tx
        .update(webhookDeliveries)
        .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leased, lastAttemptAt: now })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map(({ delivery }) => delivery.id),
          ),
        );
      return due.map(({ delivery }) => ({ ...delivery, attempts: delivery.attempts + 1 }));
    });

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  /** One try: the answer's status, or why there was none. */
  const post = async (delivery: Claimed): Promise<{ status: number | null; error?: string }> => {
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!endpoint) return { status: null, error: 'The endpoint was removed' };
    const refused = refusedUrl(endpoint.url, allowPrivate) ?? (await refusedHost(endpoint.url, allowPrivate));
    if (refused) return { status: null, error: refused };
    const secret = open({ v2: secretKey }, endpoint.secret);
    if (!secret) return { status: null, error: "The endpoint's secret cannot be opened with this site's factor key" };
    const at = new Date(clock.now());
    const signature = new Webhook(secret).sign(delivery.messageId, at, delivery.payload);
    try {
      agent ??= deliveryAgent(allowPrivate);
      const [{ request }, dispatcher] = await Promise.all([import('undici'), agent]);
      const answer = await request(endpoint.url, {
        method: 'POST',
        dispatcher,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'it-services-site-webhooks/1',
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
        // undici's request follows no redirect: one could lead anywhere, past the checks above.
        body: delivery.payload,
      });
      const text = (await answer.body.text()).slice(0, KEPT_ANSWER);
      return answer.statusCode >= 200 && answer.statusCode < 300
        ? { status: answer.statusCode }
        : { status: answer.statusCode, error: `HTTP ${answer.statusCode}${text ? `: ${text}` : ''}` };
    } catch (error) {
      const { message, code } = error as { message?: string; code?: string };
      const cause = (error as { cause?: { message?: string } }).cause?.message;
      return { status: null, error: [code, cause ?? message].filter(Boolean).join(': ') || 'No answer' };
    }
  };

  const deliver = async (delivery: Claimed) => {
    const started = performance.now();
    const at = new Date(clock.now());
    const outcome = await post(delivery);
    const now = clock.now();
    const error = outcome.error?.slice(0, KEPT_ERROR) ?? null;
    const ours = and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts));
    // The try and what it makes of the delivery, together: every try kept, not only the last (two
    // 500s before a 200 say why the receiver was late), and never a try without its outcome.
    await db.transaction(async (tx) => {
      // The endpoint first, as removing it takes it first (then its deliveries, by cascade): taken in
      // the other order, a removal during this record waited for the delivery while this waited for
      // the endpoint, and PostgreSQL ended one of them as a deadlock (the removal answering 500).
      // Removed meanwhile: the delivery went with it, and there is nothing to record.
      const [endpoint] = await tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, delivery.endpointId))
        .for('no key update');
      if (!endpoint) return;
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attempt: delivery.attempts,
        at,
        responseStatus: outcome.status,
        error,
        durationMs: Math.round(performance.now() - started),
      });
      if (error === null) {
        await tx
          .update(webhookDeliveries)
          .set({ state: 'succeeded', responseStatus: outcome.status, lastError: null })
          .where(ours);
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, delivery.endpointId));
        return;
      }
      const { givenUp, nextAttemptAt } = afterFailure(delivery, now, retry);
      await tx
        .update(webhookDeliveries)
        .set({ state: givenUp ? 'failed' : 'pending', responseStatus: outcome.status, lastError: error, nextAttemptAt })
        .where(ours);
    });
    if (error === null) return;
    logger.warn(
      { endpoint: delivery.endpointId, attempt: delivery.attempts, reason: outcome.error },
      'a webhook delivery failed',
    );
    await markFailing(delivery.endpointId, now);
  };

  /** Notes a failure; an endpoint that has failed throughout disableAfterMs is disabled, and the team told. */
  const markFailing = async (endpointId: string, now: number) => {
    await db
      .update(webhookEndpoints)
      .set({ failingSince: sql`COALESCE(${webhookEndpoints.failingSince}, ${new Date(now).toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, endpointId));
    const [disabled] = await db
      .update(webhookEndpoints)
      .set({ disabledAt: new Date(now) })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          isNull(webhookEndpoints.disabledAt),
          lte(webhookEndpoints.failingSince, new Date(now - retry.disableAfterMs)),
        ),
      )
      .returning();
    if (!disabled) return;
    logger.error({ endpoint: disabled.id, url: disabled.url }, 'a webhook endpoint failed for days and was disabled');
    const team = await db
      .select({ email: users.email })
      .from(users)
      .where(and(inArray(users.role, ['owner', 'administrator']), isNull(users.suspendedAt), isNull(users.removedAt)));
    for (const { email } of team)
      notifier.notify({
        to: email,
        subject: 'A webhook endpoint was disabled',
        lines: [
          ['Endpoint', disabled.url],
          ['Why', `Every delivery to it failed since ${disabled.failingSince?.toISOString() ?? 'days ago'}`],
          ['What now', 'Fix the receiver, then retry a delivery in Admin → Webhooks: that turns the endpoint on again.'],
        ],
      });
  };

  const worker = startDueWorker({
    name: 'the webhook deliveries',
    clock,
    logger,
    maxWaitMs: MAX_WAIT_MS,
    claim,
    handle: deliver,
    async nextDue() {
      const [next] = await db
        .select({ at: min(webhookDeliveries.nextAttemptAt) })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.state, 'pending'));
      if (next?.at) return next.at.getTime() - clock.now();
      // With no endpoint there is nothing to send: no timer until a submission here queues a delivery.
      const anyEndpoint = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).limit(1);
      return anyEndpoint.length === 0 ? null : MAX_WAIT_MS;
    },
  });

  return {
    async queue(tx, kind, data, event = 'submission.created') {
      const type = WEBHOOK_KIND_OF[kind];
      const endpoints = await tx
        .select({ id: webhookEndpoints.id, kinds: webhookEndpoints.kinds })
        .from(webhookEndpoints)
        .where(isNull(webhookEndpoints.disabledAt));
      const at = new Date(clock.now());
      const payload = JSON.stringify({ type: event, timestamp: at.toISOString(), data: { kind: type, ...data } });
      const rows = endpoints
        .filter((endpoint) => endpoint.kinds.includes(type))
        .map((endpoint) => ({
          endpointId: endpoint.id,
          messageId: `msg_${randomUUID()}`,
          submissionKind: kind,
          submissionId: String(data.id),
          payload,
          state: 'pending' as const,
          nextAttemptAt: at,
          queuedAt: at,
        }));
      if (rows.length > 0) await tx.insert(webhookDeliveries).values(rows);
    },
    wake: () => worker.wake(),
    idle: () => worker.idle(),
    async close() {
      await worker.stop();
      await (await agent)?.close();
    },
  };
}
