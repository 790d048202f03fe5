import { asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { Db } from '../db/types';

/** What an archive brings back that may have been revoked since it was taken. */
export interface CameBack {
  previewsRevoked: number;
  /** Per account: its passkeys, whether it has an authenticator app, its unused recovery codes. */
  factors: Array<{ email: string; passkeys: Array<{ name: string; createdAt: Date }>; app: boolean; recoveryCodes: number }>;
}

/**
 * An archive is the site as it was: a passkey removed after a laptop was stolen, a recovery code
 * used since, a preview link revoked since, all come back with it. Preview links are revoked, all
 * of them (new ones are a click away); the sign-in factors are listed for the operator to check,
 * since removing them would lock their owners out.
 */
export async function revokeWhatCameBack(db: Db): Promise<CameBack> {
  const revoked = await db
    .update(schema.blogPreviews)
    .set({ revokedAt: new Date() })
    .where(isNull(schema.blogPreviews.revokedAt))
    .returning({ blogId: schema.blogPreviews.blogId });
  const [keys, apps, codes] = await Promise.all([
    db
      .select({ email: schema.users.email, name: schema.passkeys.name, createdAt: schema.passkeys.createdAt })
      .from(schema.passkeys)
      .innerJoin(schema.users, eq(schema.users.id, schema.passkeys.userId))
      .orderBy(asc(schema.users.email), asc(schema.passkeys.createdAt)),
    db
      .select({ email: schema.users.email })
      .from(schema.totpFactors)
      .innerJoin(schema.users, eq(schema.users.id, schema.totpFactors.userId))
      .where(isNotNull(schema.totpFactors.confirmedAt)),
    db
      .select({ email: schema.users.email, left: count() })
      .from(schema.recoveryCodes)
      .innerJoin(schema.users, eq(schema.users.id, schema.recoveryCodes.userId))
      .where(isNull(schema.recoveryCodes.usedAt))
      .groupBy(schema.users.email),
  ]);
  const emails = [...new Set([...keys, ...apps].map((row) => row.email))].sort();
  return {
    previewsRevoked: revoked.length,
    factors: emails.map((email) => ({
      email,
      passkeys: keys.filter((key) => key.email === email).map(({ name, createdAt }) => ({ name, createdAt })),
      app: apps.some((app) => app.email === email),
      recoveryCodes: codes.find((row) => row.email === email)?.left ?? 0,
    })),
  };
}

export function cameBackLines({ previewsRevoked, factors }: CameBack): string[] {
  const lines = [`Preview links: all ${previewsRevoked} that worked when the backup was taken are revoked; make new ones.`];
  if (factors.length === 0) return lines;
  lines.push(
    "These sign-in factors came back with the archive. Any removed since the backup was taken (a lost laptop's passkey,",
    'a phone that was replaced) works again: check each with its owner, and remove what is no longer theirs.',
  );
  for (const { email, passkeys, app, recoveryCodes } of factors) {
    const parts = [
      ...passkeys.map((key) => `passkey "${key.name}" (added ${key.createdAt.toISOString().slice(0, 10)})`),
      ...(app ? [`authenticator app with ${recoveryCodes} unused recovery code${recoveryCodes === 1 ? '' : 's'}`] : []),
    ];
    lines.push(`  ${email}: ${parts.join(', ')}`);
  }
  return lines;
}
