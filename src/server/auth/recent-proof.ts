import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessionProofs } from '../db/schema';

/*
 * "Confirm it's you": the calls that change how an account signs in (passkeys, the authenticator
 * app), the site's sign-in rule and the backup need the session that makes them to have proved who
 * is behind it within REAUTH_SECONDS: by signing in, or since with POST /api/auth/reauthenticate.
 * An access token alone, copied from a browser, is no such proof. Kept per session (the refresh-token
 * family the token names as `sid`), so one device's proof lends nothing to another's token.
 */

/** A session's proof is kept as long as the session can live; older rows go as new ones are written. */
const KEEP_MS = 31 * 24 * 3600 * 1000;

/** The database, or a transaction on it. */
type Tx = Pick<Db, 'insert' | 'delete' | 'select'>;

/** The session `sessionId` of `userId` proved itself at `at`. */
export async function recordProof(db: Tx, sessionId: string, userId: string, at: Date): Promise<void> {
  await db.delete(sessionProofs).where(lt(sessionProofs.provedAt, new Date(at.getTime() - KEEP_MS)));
  await db
    .insert(sessionProofs)
    .values({ familyId: sessionId, userId, provedAt: at })
    .onConflictDoUpdate({ target: sessionProofs.familyId, set: { provedAt: at } });
}

/** Whether the session proved itself after `since`. */
export async function provedSince(db: Tx, sessionId: string, userId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ provedAt: sessionProofs.provedAt })
    .from(sessionProofs)
    .where(and(eq(sessionProofs.familyId, sessionId), eq(sessionProofs.userId, userId)))
    .limit(1);
  return Boolean(row && row.provedAt.getTime() > since.getTime());
}
