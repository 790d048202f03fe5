import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import type { User } from '../../schemas/auth';
import { ApiError } from '../http/errors';
import { hashPassword } from './passwords';
import { passkeyCount, secondFactorRequired, setSecondFactorRequired } from './sign-in-policy';
import { revokeAllSessions } from './tokens';
import { removeTotp } from './totp';

export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, username: row.username, role: row.role };
}

/** Serialises account creation so two simultaneous first registrations cannot both become the owner. */
const ACCOUNT_LOCK = sql`SELECT pg_advisory_xact_lock(727274002)`;

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

/**
 * Used by `npm run admin -- create`: gives the account this password and makes it an administrator
 * (the owner stays the owner; a site without an owner gets this account as its owner). A reset
 * ends every session of the account, its access tokens included, in the same transaction.
 */
export async function createOrResetAdmin(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<{ user: User; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.execute(ACCOUNT_LOCK);
    const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).limit(1);
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).limit(1);
    const role = !owner || owner.id === existing?.id ? 'owner' : 'administrator';
    if (existing) {
      const [row] = await tx
        .update(users)
        .set({ name: input.name, username: input.name, passwordHash, role, updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      if (!row) throw new Error('update returned no row');
      await revokeAllSessions(tx, row.id);
      return { user: toUser(row), created: false };
    }
    const [row] = await tx
      .insert(users)
      .values({ id: randomUUID(), name: input.name, email: input.email, username: input.name, passwordHash, role })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { user: toUser(row), created: true };
  });
}

/**
 * `npm run admin -- reset-2fa`: the owner lost the phone with the authenticator app and the
 * recovery codes. The app and the codes go, every session of the account ends (the lost phone may
 * have held one), and, when the site requires a second factor and the account has no passkey, the
 * requirement is turned off too, or the password alone could not sign in. Passkeys stay.
 */
export async function resetSecondFactor(
  db: Db,
  email: string,
): Promise<{ found: false } | { found: true; hadApp: boolean; policyTurnedOff: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    if (!row) return { found: false };
    const hadApp = await removeTotp(tx, row.id);
    await revokeAllSessions(tx, row.id);
    const policyTurnedOff = (await secondFactorRequired(tx)) && (await passkeyCount(tx, row.id)) === 0;
    if (policyTurnedOff) await setSecondFactorRequired(tx, false);
    return { found: true, hadApp, policyTurnedOff };
  });
}
