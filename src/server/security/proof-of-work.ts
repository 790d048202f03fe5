import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { MAX_SPAM_PROOF_CHARS, SPAM_PROOF_FIELD, SpamProofPayloadSchema, type SpamChallenge } from '../../schemas/spam-proof';
import { z } from 'zod';
import type { Clock } from '../clock';
import { spamProofsUsed } from '../db/schema';
import type { Db } from '../db/types';

/**
 * How much work a form's challenge asks. ALTCHA's deterministic mode: the server picks the counter,
 * so the browser tries every counter up to it, `cost` hashes each (SPAM_PROOF_COUNTER ×
 * SPAM_PROOF_COST SHA-256 in all, 20,000 to 60,000: about half a second on a laptop, a few on a slow
 * phone, in a Worker while the visitor types), and the server checks the answer with one HMAC.
 */
const SPAM_PROOF_ALGORITHM = 'SHA-256';
export const SPAM_PROOF_COST = 10;
export const SPAM_PROOF_COUNTER = { min: 2_000, max: 6_000 } as const;
/** A form may stay open a while; a solution older than this is refused (and the browser solves another). */
const SPAM_PROOF_TTL_MS = 60 * 60_000;
/** A sign-in's challenge: long enough for a slow phone at the most work asked, short enough that a stock of them is useless. */
const SIGN_IN_TTL_MS = 5 * 60_000;
/** The highest counter ALTCHA's uint32 counters reach. */
const MAX_COUNTER = 2 ** 32 - 1;

/** A solution checked: the nonce it is redeemed under, or why it counts for nothing. */
export type SpamProofCheck = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: string };

/** The key of a challenge's data that holds its expiry, Unix seconds of the issuing server's clock. */
const EXPIRES = 'expires';

/** What a sign-in's challenge was issued for, signed into it (`parameters.data`). */
const SignInUseSchema = z.object({ use: z.literal('sign-in'), email: z.string(), bits: z.number().int() });

export interface ProofOfWork {
  /** A new challenge for a form post (GET /api/challenge): signed, stored nowhere. */
  challenge(): Promise<SpamChallenge>;
  /**
   * A challenge for one sign-in of `email` past its ceiling of failures (auth/throttle.ts): about
   * 2^`bits` SHA-256 of work, for five minutes, signed with what it is for.
   */
  signInChallenge(email: string, bits: number): Promise<SpamChallenge>;
  /** Whether the post's `altcha` field holds a valid solution of a form challenge this site issued (not yet whether it was used). */
  check(fields: Record<string, unknown>): Promise<SpamProofCheck>;
  /** Whether `value` solves a sign-in challenge issued for `email` at `bits` or more (not yet whether it was used). */
  checkSignIn(value: unknown, email: string, bits: number): Promise<SpamProofCheck>;
  /**
   * Marks a checked solution used, in the transaction that stores the post or counts the sign-in:
   * true the first time. Two at once with one solution: the second waits for the first's row, then finds it.
   */
  redeem(tx: Pick<Db, 'insert'>, proof: { id: string; expiresAt: Date }): Promise<boolean>;
}

/**
 * ALTCHA's proof of work (altcha-lib), self-hosted, for the forms and for sign-ins past an account's
 * ceiling alike: the challenge is HMAC-signed with a key derived from the server's master secret
 * (security/secrets.ts), so every instance checks every other's, and nothing is stored until a
 * solution is redeemed (spam_proofs_used, one row per solution, forgotten once its challenge has
 * expired). A form's challenge carries no `data`; a sign-in's names its use, the account and the
 * work, so neither can stand in for the other. No cookie and no third party.
 */
export function createProofOfWork(keys: { signature: string; keySignature: string }, clock: Clock): ProofOfWork {
  const issue = async (counter: number, ttlMs: number, data?: z.infer<typeof SignInUseSchema>) => {
    const challenge = await createChallenge({
      algorithm: SPAM_PROOF_ALGORITHM,
      cost: SPAM_PROOF_COST,
      counter,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
      // Its expiry is signed into its data and checked against this server's clock, as everything
      // else of the server's is timed: ALTCHA's own `expiresAt` is checked against the process's
      // time, which a server on another clock (a test's, moved by hand) does not keep.
      data: { ...data, [EXPIRES]: Math.floor((clock.now() + ttlMs) / 1000) },
    });
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  };

  /** A payload's challenge and whether its solution holds, before what it is for is looked at. */
  async function verified(value: unknown): Promise<{ ok: false; reason: string } | { ok: true; challenge: SpamChallenge }> {
    const invalid = (why: string) => ({ ok: false as const, reason: `Sent with a challenge solution that ${why}` });
    if (typeof value !== 'string' || value.length > MAX_SPAM_PROOF_CHARS) return invalid('is not one this site reads');
    const payload = SpamProofPayloadSchema.safeParse(decode(value));
    if (!payload.success) return invalid('is not one this site reads');
    const { challenge, solution } = payload.data;
    if (challenge.parameters.algorithm !== SPAM_PROOF_ALGORITHM) return invalid('is not one this site reads');
    if (expiresAt(challenge) < clock.now()) return invalid('expired');
    const verdict = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.keySignature,
    });
    if (verdict.expired) return invalid('expired');
    if (verdict.invalidSignature) return invalid('answers a challenge this site did not issue');
    if (!verdict.verified) return invalid('is wrong');
    return { ok: true, challenge };
  }

  /** When a challenge stops counting, in this server's time (ms): its signed expiry. */
  const expiresAt = ({ parameters }: SpamChallenge) => {
    const seconds = parameters.data?.[EXPIRES] ?? parameters.expiresAt;
    return typeof seconds === 'number' ? seconds * 1000 : clock.now();
  };
  const redeemable = (challenge: SpamChallenge) => ({
    ok: true as const,
    id: challenge.parameters.nonce,
    expiresAt: new Date(expiresAt(challenge)),
  });

  return {
    challenge: () => issue(randomInt(SPAM_PROOF_COUNTER.max, SPAM_PROOF_COUNTER.min), SPAM_PROOF_TTL_MS),
    // Counters from 1 to twice the mean, so the expected work is 2^bits hashes and no shortcut
    // starts higher than an honest browser does.
    signInChallenge: (email, bits) =>
      issue(randomInt(Math.min(MAX_COUNTER, Math.ceil(2 ** (bits + 1) / SPAM_PROOF_COST)), 1), SIGN_IN_TTL_MS, {
        use: 'sign-in',
        email,
        bits,
      }),
    async check(fields) {
      const value = fields[SPAM_PROOF_FIELD];
      if (value === undefined || value === '') return { ok: false, reason: 'Sent without a solved challenge (proof of work)' };
      const result = await verified(value);
      if (!result.ok) return result;
      // A sign-in's challenge is for that sign-in alone.
      if (result.challenge.parameters.data?.use !== undefined)
        return { ok: false, reason: 'Sent with a challenge solution that is not one this site reads' };
      return redeemable(result.challenge);
    },
    async checkSignIn(value, email, bits) {
      const result = await verified(value);
      if (!result.ok) return result;
      const use = SignInUseSchema.safeParse(result.challenge.parameters.data);
      if (!use.success || use.data.email !== email || use.data.bits < bits)
        return { ok: false, reason: 'Sent with a challenge solution for another sign-in' };
      return redeemable(result.challenge);
    },
    async redeem(tx, proof) {
      const rows = await tx.insert(spamProofsUsed).values(proof).onConflictDoNothing().returning({ id: spamProofsUsed.id });
      return rows.length === 1;
    },
  };
}

/** The reason a redeemed solution counts for nothing the second time. */
export const SPAM_PROOF_USED = 'Sent with a challenge solution that was already used';

/** The solutions whose challenges have expired: refused anyway, so forgotten (the retention sweep). */
export async function forgetExpiredSpamProofs(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(spamProofsUsed).where(lt(spamProofsUsed.expiresAt, now)).returning({ id: spamProofsUsed.id });
  return gone.length;
}

function decode(value: string): unknown {
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}
