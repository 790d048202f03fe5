import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { webauthnChallenges } from '../db/schema';

/**
 * SimpleWebAuthn, loaded at the first passkey ceremony rather than at start: some 5 MB of heap every
 * instance held whether or not anyone has a passkey.
 */
export const simpleWebAuthn = () => import('@simplewebauthn/server');

/** Long enough to find a security key or unlock a phone, short enough that a stock of them is useless. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

type Purpose = 'register' | 'sign-in';

/**
 * WebAuthn challenges, kept in the database so any instance can redeem one: each is deleted by the
 * request that redeems it, in one statement, so of two requests racing with one challenge exactly
 * one finds it, and an answer replayed later finds nothing.
 */
export function createChallenges(db: Db, clock: Clock) {
  /** 32 random bytes for SimpleWebAuthn's options, and remembered as the base64url text the browser will sign. */
  async function issue(purpose: Purpose, userId: string | null): Promise<Uint8Array<ArrayBuffer>> {
    const now = clock.now();
    await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now)));
    const bytes = new Uint8Array(randomBytes(32));
    const challenge = Buffer.from(bytes).toString('base64url');
    await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt: new Date(now + CHALLENGE_TTL_MS) });
    return bytes;
  }

  /** True when `challenge` was issued for this purpose (and account) and has not expired; used up either way. */
  async function redeem(purpose: Purpose, challenge: string, userId: string | null): Promise<boolean> {
    const redeemed = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.purpose, purpose),
          userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
          gt(webauthnChallenges.expiresAt, new Date(clock.now())),
        ),
      )
      .returning({ challenge: webauthnChallenges.challenge });
    return redeemed.length === 1;
  }

  return { issue, redeem };
}

/**
 * The challenge a browser signed, read from its client data (base64url JSON); null when that is
 * not JSON with a challenge. SimpleWebAuthn checks it again against the one redeemed.
 */
export function signedChallenge(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data !== 'object' || data === null || !('challenge' in data)) return null;
    const { challenge } = data;
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}
