import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import type { User } from '../../schemas/auth';
import { ApiError } from '../http/errors';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './tokens';

export function toUser(row: UserRow): User {
  return { id: row.id, name: row.name, email: row.email, username: row.username, role: row.role };
}

/** Serialises account creation so two simultaneous first registrations cannot both become admin. */
const ACCOUNT_LOCK = sql`SELECT pg_advisory_xact_lock(727274002)`;

/**
 * Registration: the very first account is the administrator; after that only when registration is
 * open, and then as an ordinary user.
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
        role: first ? 'admin' : 'user',
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toUser(row);
  });
}

/**
 * Used by `npm run admin -- create`: makes the account an administrator with this password. A reset
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
    if (existing) {
      const [row] = await tx
        .update(users)
        .set({ name: input.name, username: input.name, passwordHash, role: 'admin', updatedAt: new Date() })
        .where(eq(users.id, existing.id))
        .returning();
      if (!row) throw new Error('update returned no row');
      await revokeAllSessions(tx, row.id);
      return { user: toUser(row), created: false };
    }
    const [row] = await tx
      .insert(users)
      .values({ id: randomUUID(), name: input.name, email: input.email, username: input.name, passwordHash, role: 'admin' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { user: toUser(row), created: true };
  });
}
