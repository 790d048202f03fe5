import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, users, type UserRow } from '../db/schema';
import type { User } from '../../schemas/auth';
import { ApiError } from '../http/errors';
import { appendAudit, SERVER_ACTORS } from '../audit/log';
import { hashPassword } from './passwords';
import { passkeyCount, secondFactorRequired, setSecondFactorRequired } from './sign-in-policy';
import { revokeAllSessions } from './tokens';
import { removeTotp, totpEnabled } from './totp';

export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, username: row.username, role: row.role };
}

/** Serialises account creation so two simultaneous first registrations cannot both become the owner. */
export const ACCOUNT_LOCK = sql`SELECT pg_advisory_xact_lock(727274002)`;

/**
 * Registration: the very first account is the owner; after that only when registration is open,
 * and then as a contributor (drafts that an editor publishes). Staff are otherwise invited.
 */
export async function registerAccount(
  db: Db,
  input: { name: string; email: string; password: string },
  registration: 'open' | 'closed',
): Promise<User> {
  // Checked before hashing too, so requests against closed registration cost no Argon2 work.
  if (registration !== 'open') {
    const [someone] = await db.select({ id: users.id }).from(users).limit(1);
    if (someone) throw new ApiError(403, 'Registration is closed. Ask the administrator for an account.');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(ACCOUNT_LOCK);
    const [existing] = await tx.select({ n: count() }).from(users);
    const first = (existing?.n ?? 0) === 0;
    if (!first && registration !== 'open') {
      throw new ApiError(403, 'Registration is closed. Ask the administrator for an account.');
    }
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    if (taken)
      throw new ApiError(409, 'An account with this email already exists', { email: 'This email is already registered' });
    const [row] = await tx
      .insert(users)
      .values({
        id: randomUUID(),
        name: input.name,
        email: input.email,
        username: input.name,
        passwordHash,
        role: first ? 'owner' : 'contributor',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toUser(row);
  });
}

/** Options of the shell's resets: whoever had the password may have added a passkey of their own. */
export interface ResetOptions {
  /** Leave the account's passkeys. Default: false, they go with the old password or the lost phone. */
  keepPasskeys?: boolean;
}

/**
 * After a reset removed factors: when the site requires a second factor and the account has no
 * app and no passkey left, its password alone could not sign in, so the requirement goes too.
 */
async function keepPasswordWorking(tx: Db, userId: string): Promise<boolean> {
  const stranded = (await secondFactorRequired(tx)) && (await passkeyCount(tx, userId)) === 0 && !(await totpEnabled(tx, userId));
  if (stranded) await setSecondFactorRequired(tx, false);
  return stranded;
}

/**
 * Used by `npm run admin -- create`: gives the account this password and makes it an administrator
 * (the owner stays the owner; a site without an owner gets this account as its owner). A reset
 * ends every session of the account, its access tokens included, and removes its passkeys unless
 * told to keep them (a thief with the old password may have added one), in the same transaction.
 */
export async function createOrResetAdmin(
  db: Db,
  input: { name: string; email: string; password: string },
  { keepPasskeys = false }: ResetOptions = {},
): Promise<{ user: User; created: boolean; removedPasskeys: number; policyTurnedOff: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(ACCOUNT_LOCK);
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
    const role = !owner || owner.id === existing?.id ? 'owner' : 'administrator';
    if (existing) {
      const [row] = await tx
        .update(users)
        // The shell is the way back in: a suspended or removed account signs in again.
        .set({
          name: input.name,
          username: input.name,
          passwordHash,
          role,
          suspendedAt: null,
          removedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (!row) throw new Error('update returned no row');
      await revokeAllSessions(tx, row.id);
      const removedPasskeys = keepPasskeys ? 0 : await removePasskeys(tx, row.id);
      const policyTurnedOff = await keepPasswordWorking(tx, row.id);
      const target = `${row.email}: new password${removedPasskeys > 0 ? `, ${removedPasskeys} passkeys removed` : ''}`;
      await appendAudit(tx, { actor: SERVER_ACTORS.shell, action: 'user.password-reset', target });
      return { user: toUser(row), created: false, removedPasskeys, policyTurnedOff };
    }
    const [row] = await tx
      .insert(users)
      .values({ id: randomUUID(), name: input.name, email: input.email, username: input.name, passwordHash, role })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { user: toUser(row), created: true, removedPasskeys: 0, policyTurnedOff: false };
  });
}

/**
 * `npm run admin -- reset-2fa`: the person lost the phone with the authenticator app and the
 * recovery codes. The app and the codes go, and the passkeys unless told to keep them (the lost
 * phone may hold one), every session of the account ends (it may have held one too), and, when the
 * site requires a second factor and the account has no passkey left, the requirement is turned off
 * too, or the password alone could not sign in.
 */
export async function resetSecondFactor(
  db: Db,
  email: string,
  { keepPasskeys = false }: ResetOptions = {},
): Promise<{ found: false } | { found: true; hadApp: boolean; removedPasskeys: number; policyTurnedOff: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!row) return { found: false };
    const hadApp = await removeTotp(tx, row.id);
    const removedPasskeys = keepPasskeys ? 0 : await removePasskeys(tx, row.id);
    await revokeAllSessions(tx, row.id);
    const policyTurnedOff = await keepPasswordWorking(tx, row.id);
    const target = `${row.email}: ${hadApp ? 'app and recovery codes' : 'no app'}, ${removedPasskeys} passkeys removed`;
    await appendAudit(tx, { actor: SERVER_ACTORS.shell, action: 'user.second-factor-reset', target });
    return { found: true, hadApp, removedPasskeys, policyTurnedOff };
  });
}

/**
 * Every way but the password the account signed in with: its passkeys, its app and its recovery
 * codes. For an account removed from the staff, or one an invitation brings back.
 */
export async function removeSignInFactors(tx: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await removePasskeys(tx, userId);
  await removeTotp(tx, userId);
}

/** Removes every passkey of the account; how many there were. */
async function removePasskeys(tx: Pick<Db, 'delete'>, userId: string): Promise<number> {
  return (await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id })).length;
}
