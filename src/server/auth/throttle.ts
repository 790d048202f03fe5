import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownLogins, loginFailures } from '../db/schema';
import type { LoginThrottleOptions } from '../options';

/** An address that signed in to an account within this time is exempt from the account's ceiling. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
/** Past the ceiling the work doubles with each doubling of the failures, at most 16 times the base (≈ 15 s in a browser). */
const MAX_EXTRA_BITS = 4;

/**
 * What a sign-in attempt may do: go ahead; wait (429, Retry-After); or, past the account's ceiling
 * from an address it has not used, prove `bits` of work first (the failures age out in `seconds`).
 */
export type LoginGate = { kind: 'open' } | { kind: 'wait'; seconds: number } | { kind: 'prove'; bits: number; seconds: number };

/**
 * Failed logins, kept in the database so a restart does not reset them. Two limits:
 *
 * - per account and client address (5 in 15 minutes): one address guessing one account is stopped,
 *   while the right password from anywhere else still signs in, so nobody can lock an account's
 *   owner out merely by knowing the e-mail address;
 * - per account across all addresses (100 in an hour): past it, a sign-in from an address the
 *   account has not signed in from in the last 30 days must come with a proof of work (about a
 *   second of a browser's time, more as the failures keep growing), so guessing spread over many
 *   addresses costs the guesser that much per guess, while the owner on a new network still signs
 *   in (a hard refusal here locked them out of every new network for an hour).
 *
 * Addresses are counted as request-info.ts's addressKey gives them (IPv6 per /64).
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

  /** Failures of the account within the account window. */
  async function accountFailures(email: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, new Date(Date.now() - options.accountWindowMs))));
    return row?.n ?? 0;
  }

  /** Whether this address may try this account now, must wait, or must prove work first. */
  async function gate(email: string, address: string): Promise<LoginGate> {
    const here = await waitFor(
      and(eq(loginFailures.email, email), eq(loginFailures.address, address)),
      options.maxFailures,
      options.windowMs,
    );
    if (here > 0) return { kind: 'wait', seconds: here };
    const everywhere = await waitFor(eq(loginFailures.email, email), options.accountMaxFailures, options.accountWindowMs);
    if (everywhere === 0) return { kind: 'open' };
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
    if (known) return { kind: 'open' };
    const failures = await accountFailures(email);
    const extra = Math.min(MAX_EXTRA_BITS, Math.max(0, Math.floor(Math.log2(failures / options.accountMaxFailures))));
    return { kind: 'prove', bits: options.proofBits + extra, seconds: everywhere };
  }

  /** Records a failure; true when the account has now reached its ceiling. */
  async function recordFailure(email: string, address: string): Promise<boolean> {
    await db.insert(loginFailures).values({ email, address });
    const keep = Math.max(options.windowMs, options.accountWindowMs);
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - keep)));
    return (await accountFailures(email)) >= options.accountMaxFailures;
  }

  /** A successful sign-in: this address's failures go, and the address becomes a known one. */
  async function recordSuccess(email: string, address: string): Promise<void> {
    await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
    await db
      .insert(knownLogins)
      .values({ email, address, lastAt: new Date() })
      .onConflictDoUpdate({ target: [knownLogins.email, knownLogins.address], set: { lastAt: new Date() } });
  }

  return { gate, recordFailure, recordSuccess };
}

/** Clears every failure of an account, from every address (the administrator's unlock). */
export async function clearLoginFailures(db: Db, email: string): Promise<number> {
  const removed = await db.delete(loginFailures).where(eq(loginFailures.email, email)).returning({ id: loginFailures.id });
  return removed.length;
}
