import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

export interface ThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

/**
 * Failed logins per e-mail address, kept in the database so a restart does not reset them. Unknown
 * addresses are counted the same way, so a 429 says nothing about whether an account exists.
 */
export function createLoginThrottle(db: Db, { maxFailures, windowMs }: ThrottleOptions) {
  /** Seconds to wait before trying again, or 0 when a try is allowed now. */
  async function retryAfter(email: string): Promise<number> {
    const since = new Date(Date.now() - windowMs);
    const recent = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, since)))
      .orderBy(asc(loginFailures.failedAt));
    if (recent.length < maxFailures) return 0;
    // Allowed again when enough failures have left the window to fall below the limit.
    const releasing = recent[recent.length - maxFailures];
    const waitMs = (releasing?.failedAt.getTime() ?? Date.now()) + windowMs - Date.now();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  async function recordFailure(email: string): Promise<void> {
    await db.insert(loginFailures).values({ email });
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - windowMs)));
  }

  async function clear(email: string): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.email, email));
  }

  return { retryAfter, recordFailure, clear };
}
