import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Executor } from '../blog/slugs';
import type { Clock } from '../clock';
import type { AppEnv } from '../context';
import { documented } from '../contract/describe';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

/*
 * The IETF `Idempotency-Key` header (draft-ietf-httpapi-idempotency-key-header) for a write that
 * creates: a client that sent a create and lost the answer sends it again with the same key and
 * body, and gets the first answer again (Idempotent-Replayed: true) instead of a second post. The
 * same key with another body is a client's mistake: 422. A key is kept 24 hours, per account.
 */

/** How long an answer is kept for its key. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const HEADER = 'Idempotency-Key';
/** Visible ASCII, as a UUID or any client's token is: nothing that could forge a log line. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The call and what was sent, as one hash: what a replay must match. */
export function fingerprint(method: string, path: string, input: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(input)}`)
    .digest('base64url');
}

/** The request's `Idempotency-Key`, checked (400 when malformed), or undefined when none was sent. */
export function idempotencyKeyOf(c: Context<AppEnv>): string | undefined {
  const key = c.req.header(HEADER);
  if (key === undefined) return undefined;
  if (!KEY_SHAPE.test(key)) {
    throw new ApiError(400, `${HEADER} must be 1 to 255 visible ASCII characters, such as a UUID`);
  }
  return key;
}

/** Carries the header's description for the OpenAPI document; the handler reads it with idempotencyKeyOf(). */
export const idempotencyKeyHeader: MiddlewareHandler<AppEnv> = documented((_c, next) => next(), {
  parameters: [
    {
      in: 'header',
      name: HEADER,
      required: false,
      description:
        'A key the client makes for this one write (a UUID). Sent again with the same body within 24 hours, the first answer ' +
        'comes back (with `Idempotent-Replayed: true`) and nothing is written twice.',
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
    },
  ],
  answers: { 422: `The ${HEADER} was used within 24 hours for a request with another body` },
});

export interface Answer<T> {
  status: ContentfulStatusCode;
  body: T;
  /** True when this is the first answer again, for a retry. */
  replayed: boolean;
}

/**
 * Runs `write` in the caller's transaction once per key: the key is claimed in the same transaction
 * as what `write` writes, so both commit or neither does. A second request with the key waits for
 * the first's transaction (the key's row is locked) and then reads its answer. Without a key,
 * `write` simply runs.
 */
export async function onceForKey<T>(
  tx: Executor,
  claim: { userId: string; key: string | undefined; fingerprint: string; clock: Clock },
  write: () => Promise<{ status: ContentfulStatusCode; body: T }>,
): Promise<Answer<T>> {
  const { userId, key } = claim;
  if (key === undefined) return { ...(await write()), replayed: false };
  const now = new Date(claim.clock.now());
  const expired = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS);
  // Past its window a key is free again; everyone's expired keys go with it.
  await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, fingerprint: claim.fingerprint, status: 0, body: '', createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!first) throw new Error('an idempotency key was neither claimed nor found');
    if (first.fingerprint !== claim.fingerprint) {
      throw new ApiError(422, `This ${HEADER} was used for a request with another body: make a new key for a new request`);
    }
    return { status: first.status as ContentfulStatusCode, body: JSON.parse(first.body) as T, replayed: true };
  }
  const answer = await write();
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, body: JSON.stringify(answer.body) })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return { ...answer, replayed: false };
}
