import { and, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownLogins, loginFailures } from '../db/schema';
import type { LoginThrottleOptions } from '../options';

/** An address that signed in to an account within this time is exempt from the account's ceiling. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/**
 * Failed logins, kept in the database so a restart does not reset them. Two limits:
 *
 * - per account and client address (5 in 15 minutes): one address guessing one account is stopped,
 *   while the right password from anywhere else still signs in, so nobody can lock an account's
 *   owner out merely by knowing the e-mail address;
 * - per account across all addresses (100 in an hour): guessing spread over many addresses is
 *   stopped too. Addresses the account signed in from in the last 30 days are exempt from this
 *   one, so reaching it does not lock the owner out of their usual connection either.
 *
 * Unknown e-mail addresses are counted the same way, so a 429 says nothing about whether an
 * account exists. `npm run admin -- unlock` clears an account's failures.
 */
export function createLoginThrottle(db: Db, options: LoginThrottleOptions) {
  /** Seconds until `max` failures matching `where` within `windowMs` fall below the limit, or 0. */
  async function waitFor(where: SQL | undefined, max: number, windowMs: number): Promise<number> {
    const now = Date.now();
    const recent = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(where, gt(loginFailures.failedAt, new Date(now - windowMs))))
      .orderBy(desc(loginFailures.failedAt))
      .limit(max);
    const releasing = recent[max - 1];
    if (!releasing) return 0;
    return Math.max(1, Math.ceil((releasing.failedAt.getTime() + windowMs - now) / 1000));
  }

  /** Seconds to wait before this address may try this account again, or 0 when a try is allowed. */
  async function retryAfter(email: string, address: string): Promise<number> {
    const here = await waitFor(
      and(eq(loginFailures.email, email), eq(loginFailures.address, address)),
      options.maxFailures,
      options.windowMs,
    );
    if (here > 0) return here;
    const everywhere = await waitFor(eq(loginFailures.email, email), options.accountMaxFailures, options.accountWindowMs);
    if (everywhere === 0) return 0;
    const [known] = await db
      .select({ lastAt: knownLogins.lastAt })
      .from(knownLogins)
      .where(
        and(
          eq(knownLogins.email, email),
          eq(knownLogins.address, address),
          gt(knownLogins.lastAt, new Date(Date.now() - KNOWN_ADDRESS_MS)),
        ),
      )
      .limit(1);
    return known ? 0 : everywhere;
  }

  async function recordFailure(email: string, address: string): Promise<void> {
    await db.insert(loginFailures).values({ email, address });
    const keep = Math.max(options.windowMs, options.accountWindowMs);
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - keep)));
  }

  /** A successful sign-in: this address's failures go, and the address becomes a known one. */
  async function recordSuccess(email: string, address: string): Promise<void> {
    await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
    await db
      .insert(knownLogins)
      .values({ email, address, lastAt: new Date() })
      .onConflictDoUpdate({ target: [knownLogins.email, knownLogins.address], set: { lastAt: new Date() } });
  }

  return { retryAfter, recordFailure, recordSuccess };
}

/** Clears every failure of an account, from every address (the administrator's unlock). */
export async function clearLoginFailures(db: Db, email: string): Promise<number> {
  const removed = await db.delete(loginFailures).where(eq(loginFailures.email, email)).returning({ id: loginFailures.id });
  return removed.length;
}
