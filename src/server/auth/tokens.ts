import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { TokenPair } from '../../schemas/auth';
import type { Db } from '../db/client';
import type { Clock } from '../clock';
import { refreshTokens, users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { recordProof } from './recent-proof';
import type { SigningKeys } from '../security/secrets';

const ACCESS_TOKEN_SECONDS = 15 * 60;
/**
 * A session (a sign-in and the chain of refresh tokens rotated from it) ends this long after the
 * sign-in, however often it refreshes: each rotated token keeps the expiry of the one it replaces.
 * Sliding, a stolen refresh token that kept being used would never run out.
 */
const SESSION_DAYS = 30;
const ISSUER = 'it-services-api';
const AUDIENCE = 'it-services-site';
/** Only this algorithm is accepted: a token saying 'none' or RS256 is refused outright. */
const ALGORITHM = 'HS256';

export type RefreshOutcome =
  | { ok: true; userId: string; tokens: TokenPair }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' }
  /** Whose sessions (of that sign-in) ended because of it, for the audit log. */
  | { ok: false; reason: 'reused'; userId: string };

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'insert' | 'update'>;

/** A valid access token: whose it is, the account's session version when it was signed, and its session. */
export interface AccessClaims {
  userId: string;
  sessionVersion: number;
  /** The session (refresh-token family) it was signed for; null for a token signed before sessions were named. */
  sessionId: string | null;
}

/**
 * Ends every access token of the account at once (the guard refuses a token signed under an older
 * version): what logout, a refresh token's reuse and a password reset do besides revoking refresh tokens.
 */
async function endAccessTokens(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** How a token is stored: its SHA-256, hex (refresh tokens here, invitation links in team/invitations.ts). */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Every session of the account ends: its refresh tokens and its access tokens (a password reset). */
export async function revokeAllSessions(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await endAccessTokens(tx, userId);
}

/** What decides whether an account may hold a session at all. */
type SessionHolder = Pick<UserRow, 'id' | 'role' | 'sessionVersion' | 'suspendedAt' | 'removedAt'>;

/**
 * Why the account may hold no session (suspended, or removed from the staff), or null. Checked by
 * every sign-in (issuePair), every refresh and every call with an access token (auth/guard.ts).
 */
export function sessionRefusal(account: Pick<UserRow, 'suspendedAt' | 'removedAt'>): string | null {
  if (account.removedAt) return 'This account was removed from the staff: it can no longer sign in.';
  if (account.suspendedAt) return 'This account is suspended: ask the owner or an administrator.';
  return null;
}

export function createTokenService(db: Db, keys: SigningKeys, clock: Clock) {
  /** `key`: the signing key already in hand (rotate reads it before its transaction). */
  async function signAccess(
    userId: string,
    role: string,
    sessionVersion: number,
    sessionId: string,
    key?: Uint8Array,
  ): Promise<string> {
    return new SignJWT({ role, ver: sessionVersion, sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(key ?? (await keys.current()));
  }

  /** Who a valid access token belongs to, or null. */
  async function verifyAccess(token: string): Promise<AccessClaims | null> {
    // Outside the try: a key the server cannot read (its database away) is the server's fault, a
    // 5xx, never a 401 that would send the client to sign in again.
    const key = await keys.current();
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
      if (typeof payload.sub !== 'string') return null;
      // Tokens signed before versions existed carry none: they count as version 0, the column's start.
      const version = payload.ver ?? 0;
      if (typeof version !== 'number' || !Number.isSafeInteger(version)) return null;
      const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
      return { userId: payload.sub, sessionVersion: version, sessionId };
    } catch {
      return null;
    }
  }

  /** Stores a new refresh token (only its hash) in a family; a login starts a new family, which ends at `expiresAt`. */
  async function issueRefresh(
    userId: string,
    family: { id: string; expiresAt: Date } = {
      id: randomUUID(),
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
    },
    tx: Tx = db,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      id: randomUUID(),
      userId,
      familyId: family.id,
      tokenHash: sha256(token),
      expiresAt: family.expiresAt,
    });
    return token;
  }

  /**
   * A sign-in: a new session, whose tokens these are. Signing in is a proof of who is there, so the
   * session may make the calls that need a recent one (auth/recent-proof.ts) for a while.
   */
  async function issuePair(account: SessionHolder): Promise<TokenPair> {
    const refused = sessionRefusal(account);
    if (refused) throw new ApiError(403, refused);
    const now = new Date(clock.now());
    await db.update(users).set({ lastSignInAt: now }).where(eq(users.id, account.id));
    const family = { id: randomUUID(), expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000) };
    const refreshToken = await issueRefresh(account.id, family);
    await recordProof(db, family.id, account.id, now);
    return { accessToken: await signAccess(account.id, account.role, account.sessionVersion, family.id), refreshToken };
  }

  /** The family's refresh tokens stop working, and the account's access tokens with them. */
  async function revokeFamily(familyId: string, userId: string, tx: Tx): Promise<void> {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await endAccessTokens(tx, userId);
  }

  /**
   * Rotation: the presented token is marked used and a new one of the same family is issued. A token
   * presented a second time means it was copied; the whole family is revoked, the thief's copy and the
   * owner's current token alike. The token's row is locked for the transaction, so of two refreshes
   * with one token, on any instances, the second waits for the first and then sees a reuse: it
   * revokes the family, the token the first just issued included, and every access token of the
   * account: the thief's last one would otherwise work for up to 15 minutes.
   */
  async function rotate(token: string): Promise<RefreshOutcome> {
    // The signing key first: once its cached copy is older than a minute, reading it queries the
    // database, and inside the transaction that query would wait on PGlite's one connection, which
    // the transaction holds, for ever (on PostgreSQL it would take a second pool connection).
    const key = await keys.current();
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
        await revokeFamily(row.familyId, row.userId, tx);
        return { ok: false, reason: 'reused', userId: row.userId };
      }
      if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
      // The role as it is now: a changed role counts from this refresh on; a removed account ends.
      const [account] = await tx
        .select({
          role: users.role,
          sessionVersion: users.sessionVersion,
          suspendedAt: users.suspendedAt,
          removedAt: users.removedAt,
        })
        .from(users)
        .where(eq(users.id, row.userId))
        .limit(1);
      if (!account || sessionRefusal(account)) return { ok: false, reason: 'revoked' };
      const refreshToken = await issueRefresh(row.userId, { id: row.familyId, expiresAt: row.expiresAt }, tx);
      const accessToken = await signAccess(row.userId, account.role, account.sessionVersion, row.familyId, key);
      return { ok: true, userId: row.userId, tokens: { accessToken, refreshToken } };
    });
  }

  /**
   * Logout: the token's family stops working, and so does every access token of the account signed
   * until now (the other devices' clients refresh theirs on their next 401). Unknown tokens are
   * ignored (logging out is idempotent).
   */
  async function revoke(token: string): Promise<void> {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (row) await db.transaction((tx) => revokeFamily(row.familyId, row.userId, tx));
  }

  return { signAccess, verifyAccess, issuePair, rotate, revoke };
}

export type TokenService = ReturnType<typeof createTokenService>;
