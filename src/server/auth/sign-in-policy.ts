import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, signInPolicy } from '../db/schema';
import { ApiError } from '../http/errors';

/** Whether every password sign-in needs a second factor (the site's one policy row; off when none). */
export async function secondFactorRequired(db: Pick<Db, 'select'>): Promise<boolean> {
  const [row] = await db.select().from(signInPolicy).where(eq(signInPolicy.id, 1)).limit(1);
  return row?.requireSecondFactor ?? false;
}

export async function setSecondFactorRequired(db: Pick<Db, 'insert'>, required: boolean): Promise<void> {
  await db
    .insert(signInPolicy)
    .values({ id: 1, requireSecondFactor: required })
    .onConflictDoUpdate({ target: signInPolicy.id, set: { requireSecondFactor: required } });
}

export async function passkeyCount(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/**
 * At least one way in must remain after a change: a passkey, or the password, which needs the
 * authenticator app when the site requires a second factor. `after` describes the account as the
 * change would leave it; a change that would shut its owner out is refused with 409.
 */
export function keepAWayIn(after: { passkeys: number; totp: boolean; required: boolean }, refusal: string): void {
  const passwordWorks = !after.required || after.totp;
  if (after.passkeys === 0 && !passwordWorks) throw new ApiError(409, refusal);
}
