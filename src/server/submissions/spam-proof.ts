import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { MAX_SPAM_PROOF_CHARS, SPAM_PROOF_FIELD, SpamProofPayloadSchema, type SpamChallenge } from '../../schemas/spam-proof';
import type { Clock } from '../clock';
import { spamProofsUsed } from '../db/schema';
import type { Db } from '../db/types';

/**
 * How much work a challenge asks. ALTCHA's deterministic mode: the server picks the counter, so the
 * browser tries every counter up to it, `cost` hashes each (SPAM_PROOF_COUNTER × SPAM_PROOF_COST
 * SHA-256 in all, 20,000 to 60,000: about half a second on a laptop, a few on a slow phone, in a
 * Worker while the visitor types), and the server checks the answer with one HMAC.
 */
const SPAM_PROOF_ALGORITHM = 'SHA-256';
export const SPAM_PROOF_COST = 10;
export const SPAM_PROOF_COUNTER = { min: 2_000, max: 6_000 } as const;
/** A form may stay open a while; a solution older than this is refused (and the browser solves another). */
const SPAM_PROOF_TTL_MS = 60 * 60_000;

/** A solution checked: the nonce it is redeemed under, or why it counts for nothing. */
export type SpamProofCheck = { ok: true; id: string; expiresAt: Date } | { ok: false; reason: string };

export interface SpamProof {
  /** A new challenge: signed, stored nowhere. */
  challenge(): Promise<SpamChallenge>;
  /** Whether the post's `altcha` field holds a valid solution of a challenge this site issued (not yet whether it was used). */
  check(fields: Record<string, unknown>): Promise<SpamProofCheck>;
  /**
   * Marks a checked solution used, in the transaction that stores the post: true the first time.
   * Two posts with one solution at once: the second waits for the first's row, then finds it.
   */
  redeem(tx: Pick<Db, 'insert'>, proof: { id: string; expiresAt: Date }): Promise<boolean>;
}

/**
 * ALTCHA's proof of work (altcha-lib), self-hosted: the challenge is HMAC-signed with a key derived
 * from the server's master secret (security/secrets.ts), so every instance checks every other's,
 * and nothing is stored until a solution is redeemed. No cookie and no third party.
 */
export function createSpamProof(keys: { signature: string; keySignature: string }, clock: Clock): SpamProof {
  return {
    async challenge() {
      const challenge = await createChallenge({
        algorithm: SPAM_PROOF_ALGORITHM,
        cost: SPAM_PROOF_COST,
        counter: randomInt(SPAM_PROOF_COUNTER.max, SPAM_PROOF_COUNTER.min),
        deriveKey,
        expiresAt: new Date(clock.now() + SPAM_PROOF_TTL_MS),
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.keySignature,
      });
      return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
    },
    async check(fields) {
      const value = fields[SPAM_PROOF_FIELD];
      if (value === undefined || value === '') return { ok: false, reason: 'Sent without a solved challenge (proof of work)' };
      const invalid = (why: string) => ({ ok: false as const, reason: `Sent with a challenge solution that ${why}` });
      if (typeof value !== 'string' || value.length > MAX_SPAM_PROOF_CHARS) return invalid('is not one this site reads');
      const payload = SpamProofPayloadSchema.safeParse(decode(value));
      if (!payload.success) return invalid('is not one this site reads');
      const { challenge, solution } = payload.data;
      if (challenge.parameters.algorithm !== SPAM_PROOF_ALGORITHM) return invalid('is not one this site reads');
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
      const expiresAt = new Date((challenge.parameters.expiresAt ?? clock.now() / 1000) * 1000);
      return { ok: true, id: challenge.parameters.nonce, expiresAt };
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
