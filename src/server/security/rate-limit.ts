import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db, Engine } from '../db/client';
import { rateLimits } from '../db/schema';
import { documented, RETRY_AFTER } from '../contract/describe';
import { ApiError } from '../http/errors';
import { addressKey, clientAddress, type ProxyTrust } from './request-info';

export interface RateLimitOptions {
  /** Requests allowed per window and client address. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/**
 * Requests per endpoint and client address (an IPv6 client per /64), in fixed windows (rate-limiter-flexible). On
 * PostgreSQL the counters live in the database, so any number of instances enforce one limit; on
 * the embedded database, one process serves everything and they stay in memory. Should the
 * database not answer, an in-memory limiter stands in rather than turning visitors away.
 */
export function createRateLimiter({ max, windowMs }: RateLimitOptions, store: { db: Db; engine: Engine }) {
  const options = { points: max, duration: Math.max(1, Math.ceil(windowMs / 1000)) };
  const limiter: RateLimiterAbstract =
    store.engine === 'postgresql'
      ? new RateLimiterDrizzle({
          ...options,
          storeClient: store.db,
          schema: rateLimits,
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);

  /** Counts a request against `endpoint`'s limit for its address; throws the 429 once the limit is spent. */
  const consume = async (endpoint: string, c: Context, trustProxy: ProxyTrust) => {
    try {
      await limiter.consume(`${endpoint} ${addressKey(clientAddress(c, trustProxy))}`);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      throw new ApiError(429, 'Too many requests from your address. Please wait a few minutes and try again.', undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))),
      });
    }
  };

  const middleware = (endpoint: string, trustProxy: ProxyTrust): MiddlewareHandler =>
    documented(
      async (c, next) => {
        await consume(endpoint, c, trustProxy);
        await next();
      },
      {
        answers: { 429: { error: `More than ${max} requests from one address in ${options.duration} s`, headers: RETRY_AFTER } },
      },
    );

  return { consume, middleware };
}
