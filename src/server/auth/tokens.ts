import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenPair } from '../../schemas/auth';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
const ISSUER = 'it-services-api';
const AUDIENCE = 'it-services-site';
/** Only this algorithm is accepted: a token saying 'none' or RS256 is refused outright. */
const ALGORITHM = 'HS256';

export type RefreshOutcome =
  { ok: true; userId: string; tokens: TokenPair } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'insert' | 'update'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createTokenService(db: Db, key: Uint8Array) {
  async function signAccess(userId: string, role: string): Promise<string> {
    return new SignJWT({ role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(key);
  }

  /** The user id of a valid access token, or null. */
  async function verifyAccess(token: string): Promise<string | null> {
    try {
      // exp, iat and sub must be present, and no token lives longer than we issue them for, even
      // one signed with our key: a token without expiry would otherwise never stop working.
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ACCESS_TOKEN_SECONDS + 60,
        clockTolerance: 5,
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch {
      return null;
    }
  }

  /** Stores a new refresh token (only its hash) in a family; a login starts a new family. */
  async function issueRefresh(userId: string, familyId: string = randomUUID(), tx: Tx = db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000),
    });
    return token;
  }

  async function issuePair(userId: string, role: string): Promise<TokenPair> {
    return { accessToken: await signAccess(userId, role), refreshToken: await issueRefresh(userId) };
  }

  async function revokeFamily(familyId: string, tx: Tx = db): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /**
   * Rotation: the presented token is marked used and a new one of the same family is issued. A token
   * presented a second time means it was copied; the whole family is revoked, the thief's copy and the
   * owner's current token alike. The token's row is locked for the transaction, so of two refreshes
   * with one token, on any instances, the second waits for the first and then sees a reuse: it
   * revokes the family, the token the first just issued included.
   */
  async function rotate(token: string): Promise<RefreshOutcome> {
    return db.transaction(async (tx): Promise<RefreshOutcome> => {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(token)))
        .for('update')
        .limit(1);
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revokedAt) return { ok: false, reason: 'revoked' };
      if (row.usedAt) {
        await revokeFamily(row.familyId, tx);
        return { ok: false, reason: 'reused' };
      }
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      // The role as it is now: a changed role counts from this refresh on; a removed account ends.
      const [account] = await tx.select({ role: users.role }).from(users).where(eq(users.id, row.userId)).limit(1);
      if (!account) return { ok: false, reason: 'revoked' };
      const role = account.role;
      const refreshToken = await issueRefresh(row.userId, row.familyId, tx);
      return { ok: true, userId: row.userId, tokens: { accessToken: await signAccess(row.userId, role), refreshToken } };
    });
  }

  /** Logout: the token's family stops working. Unknown tokens are ignored (logging out is idempotent). */
  async function revoke(token: string): Promise<void> {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (row) await revokeFamily(row.familyId);
  }

  async function revokeAllFor(userId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  return { signAccess, verifyAccess, issuePair, rotate, revoke, revokeAllFor };
}

export type TokenService = ReturnType<typeof createTokenService>;
