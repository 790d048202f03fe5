import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../http/errors';
import { clientAddress } from './request-info';

export interface RateLimitOptions {
  /** Requests allowed per window and client address. */
  max: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

/**
 * Fixed-window counters in memory, per endpoint and client address. Enough for one process; the
 * windows are short, so a restart forgetting them costs little.
 */
export function createRateLimiter({ max, windowMs }: RateLimitOptions, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  const hit = (key: string): { allowed: boolean; retryAfterSeconds: number } => {
    const time = now();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
    }
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= max, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)) };
  };

  const middleware =
    (endpoint: string, trustProxy: boolean): MiddlewareHandler =>
    async (c, next) => {
      const { allowed, retryAfterSeconds } = hit(`${endpoint} ${clientAddress(c, trustProxy)}`);
      if (!allowed) {
        throw new ApiError(429, 'Too many requests from your address. Please wait a few minutes and try again.', undefined, {
          'Retry-After': String(retryAfterSeconds),
        });
      }
      await next();
    };

  return { hit, middleware };
}
