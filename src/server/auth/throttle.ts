import { and, count, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knownLogins, loginFailures } from '../db/schema';
import type { LoginThrottleOptions } from '../options';
import type { ProofOfWork } from '../security/proof-of-work';

/** An address that signed in to an account within this time is exempt from the account's ceiling. */
const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;
/** Past the ceiling the work doubles with each doubling of the failures, at most 16 times the base (≈ 15 s in a browser). */
const MAX_EXTRA_BITS = 4;
/** The first key of the account's advisory lock (accounts.ts and db/client.ts use 727274001 and 727274002 alone). */
const THROTTLE_LOCK = 727274003;

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;

/**
 * What a sign-in attempt may do: its password is checked, the attempt already counted as a failure
 * until it succeeds (`reserved`); it waits (429, Retry-After); or, past the account's ceiling from an
 * address it has not used, it must prove about 2^`bits` hashes of work first (the failures age out
 * in `seconds`).
 */
export type LoginGate =
  { kind: 'reserved'; id: number } | { kind: 'wait'; seconds: number } | { kind: 'prove'; bits: number; seconds: number };

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
 * An attempt is counted before its password is checked (`reserve`), under a lock per account held
 * for those few queries only, on PGlite and on any number of PostgreSQL instances: checking first
 * and counting after the tens of milliseconds of Argon2 let a burst of parallel guesses all through
 * (30 of 30 from one address). A sign-in that succeeds takes its reservation back with the address's
 * other failures; a client that hangs up mid-check leaves it counted.
 *
 * Addresses are counted as request-info.ts's addressKey gives them (IPv6 per /64).
 * Unknown e-mail addresses are counted the same way, so a 429 says nothing about whether an
 * account exists. `npm run admin -- unlock` clears an account's failures.
 */
export function createLoginThrottle(db: Db, options: LoginThrottleOptions, proofOfWork: ProofOfWork) {
  /** Seconds until `max` failures matching `where` within `windowMs` fall below the limit, or 0. */
  async function waitFor(tx: Tx, where: SQL | undefined, max: number, windowMs: number): Promise<number> {
    const now = Date.now();
    const recent = await tx
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
  async function accountFailures(tx: Tx, email: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.failedAt, new Date(Date.now() - options.accountWindowMs))));
    return row?.n ?? 0;
  }

  /** Whether this address may try this account now, must wait, or must prove work first. */
  async function decide(tx: Tx, email: string, address: string): Promise<LoginGate | { kind: 'open' }> {
    const here = await waitFor(
      tx,
      and(eq(loginFailures.email, email), eq(loginFailures.address, address)),
      options.maxFailures,
      options.windowMs,
    );
    if (here > 0) return { kind: 'wait', seconds: here };
    const everywhere = await waitFor(tx, eq(loginFailures.email, email), options.accountMaxFailures, options.accountWindowMs);
    if (everywhere === 0) return { kind: 'open' };
    const [known] = await tx
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
    const failures = await accountFailures(tx, email);
    const extra = Math.min(MAX_EXTRA_BITS, Math.max(0, Math.floor(Math.log2(failures / options.accountMaxFailures))));
    return { kind: 'prove', bits: options.proofBits + extra, seconds: everywhere };
  }

  /**
   * Decides and, when the attempt may go ahead, records it as a failure, in one transaction that
   * holds the account's lock: of attempts at once, on any instance, each sees the ones before it.
   * A solved challenge (`altcha`) past the ceiling is redeemed in the same transaction: it buys this
   * one password check, and is used up whatever the password.
   */
  function reserve(email: string, address: string, altcha?: string): Promise<LoginGate> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${THROTTLE_LOCK}, hashtext(${email}))`);
      const gate = await decide(tx, email, address);
      if (gate.kind === 'wait') return gate;
      if (gate.kind === 'prove') {
        const proof = altcha === undefined ? null : await proofOfWork.checkSignIn(altcha, email, gate.bits);
        if (!proof?.ok || !(await proofOfWork.redeem(tx, proof))) return gate;
      }
      const [row] = await tx.insert(loginFailures).values({ email, address }).returning({ id: loginFailures.id });
      if (!row) throw new Error('the sign-in attempt could not be recorded');
      return { kind: 'reserved', id: row.id };
    });
  }

  /** The reserved attempt failed: it stays counted. True when the account has now reached its ceiling. */
  async function failed(email: string): Promise<boolean> {
    const keep = Math.max(options.windowMs, options.accountWindowMs);
    await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - keep)));
    return (await accountFailures(db, email)) >= options.accountMaxFailures;
  }

  /** A successful sign-in: this address's failures go, its reservation with them, and the address becomes a known one. */
  async function succeeded(email: string, address: string): Promise<void> {
    await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
    await db
      .insert(knownLogins)
      .values({ email, address, lastAt: new Date() })
      .onConflictDoUpdate({ target: [knownLogins.email, knownLogins.address], set: { lastAt: new Date() } });
  }

  /**
   * The password was right but the sign-in waits for its second factor: the attempt is taken back
   * without making the address a known one (only a complete sign-in does that).
   */
  async function released(id: number): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.id, id));
  }

  return { reserve, failed, succeeded, released };
}

/** Clears every failure of an account, from every address (the administrator's unlock). */
export async function clearLoginFailures(db: Db, email: string): Promise<number> {
  const removed = await db.delete(loginFailures).where(eq(loginFailures.email, email)).returning({ id: loginFailures.id });
  return removed.length;
}
