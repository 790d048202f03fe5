import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { provesWork, type Proof, type ProofChallenge } from '../../lib/proof-of-work';
import type { Db } from '../db/client';
import { loginChallenges } from '../db/schema';

/** Long enough for a slow phone at the highest difficulty, short enough that a stock of them is useless. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * Proof-of-work challenges for sign-ins past an account's ceiling (throttle.ts). Each is stored,
 * for one e-mail and one difficulty, and deleted by the attempt that redeems it: one proof buys one
 * password check, on any instance.
 */
export function createLoginProofs(db: Db) {
  async function issue(email: string, bits: number): Promise<ProofChallenge> {
    const now = Date.now();
    await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date(now)));
    const id = randomBytes(18).toString('base64url');
    await db.insert(loginChallenges).values({ id, email, bits, expiresAt: new Date(now + CHALLENGE_TTL_MS) });
    return { id, bits, algorithm: 'SHA-256' };
  }

  return { issue };
}

/**
 * True when `proof` solves an unexpired challenge issued for `email` at `bits` or more; it is used up
 * either way. Run in the throttle's transaction, so the proof and the attempt it buys go together.
 */
export async function redeemProof(tx: Pick<Db, 'delete'>, email: string, proof: Proof, bits: number): Promise<boolean> {
  const [challenge] = await tx
    .delete(loginChallenges)
    .where(
      and(eq(loginChallenges.id, proof.challenge), eq(loginChallenges.email, email), gt(loginChallenges.expiresAt, new Date())),
    )
    .returning({ bits: loginChallenges.bits });
  return challenge !== undefined && challenge.bits >= bits && provesWork(proof.challenge, proof.nonce, challenge.bits);
}
