import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { upgradeFactors } from '../auth/totp';
import { open } from '../security/sealed';
import { secondFactorRequired, setSecondFactorRequired } from '../auth/sign-in-policy';
import { passkeys, recoveryCodes, totpFactors, users } from '../db/schema';
import type { Db } from '../db/types';
import { factorKeys, FACTOR_KEY_FILE, readFactorKeyFile } from '../security/factor-key';
import { deriveLegacyTotpKey, readMasterKeyFile } from '../security/secrets';
import { DamagedArchiveError } from './verify';

/*
 * The authenticator apps of a restored database are sealed under the factor key of the site the
 * archive came from (security/factor-key.ts), which no archive holds. Before anything in DATA_DIR
 * changes, the restore finds the key that opens every app: the file given with --secret-key, or
 * this DATA_DIR's own (a restore onto the same site). Older archives sealed them under that site's
 * master secret (v1): its secret.key opens them too. An app nothing opens is never restored
 * silently broken: the restore refuses, unless told --reset-apps, which removes those apps and
 * their recovery codes and names their accounts, which then sign in with their password.
 */

export interface FactorChoice {
  /** The factor key DATA_DIR must hold for the restored apps (written by the restore), if not its own. */
  install?: string;
  /** Accounts whose apps were removed (--reset-apps). */
  reset: string[];
  /** Whether the site's rule requiring a second factor was turned off, so those accounts can sign in. */
  ruleTurnedOff: boolean;
}

export async function settleFactors(
  db: Db,
  { dataDir, secretKey, resetApps }: { dataDir: string; secretKey?: string; resetApps: boolean },
): Promise<FactorChoice> {
  const apps = await db
    .select({ userId: totpFactors.userId, secret: totpFactors.secret, email: users.email })
    .from(totpFactors)
    .innerJoin(users, eq(users.id, totpFactors.userId));
  const own = await readFactorKeyFile(path.join(dataDir, FACTOR_KEY_FILE));
  const ownMaster = await readMasterKeyFile(dataDir);
  const candidates = [...new Set([secretKey, own, ownMaster].filter((key): key is string => key !== undefined))];
  const opens = (candidate: string, sealed: string) =>
    open({ v2: factorKeys(candidate).totp, v1: deriveLegacyTotpKey(candidate) }, sealed) !== null;

  // The key for the apps sealed under a factor key (v2): one key opens them all, or none is known.
  const sealedV2 = apps.filter((app) => app.secret.startsWith('v2.'));
  const factorKey = sealedV2.length === 0 ? own : candidates.find((key) => sealedV2.every((app) => opens(key, app.secret)));
  const unreadable = apps.filter((app) =>
    app.secret.startsWith('v2.') ? factorKey === undefined : !candidates.some((key) => opens(key, app.secret)),
  );

  const reset: string[] = [];
  let ruleTurnedOff = false;
  if (unreadable.length > 0) {
    const accounts = unreadable.map((app) => app.email).sort();
    if (!resetApps) {
      throw new DamagedArchiveError(
        `the authenticator apps of ${accounts.join(', ')} cannot be read without the key of the site the archive came from. ` +
          "Give that site's DATA_DIR/factors.key (or, for an archive from before it, its secret.key) with --secret-key FILE; " +
          'or pass --reset-apps to remove those apps, so those accounts sign in with their password and set one up again',
      );
    }
    const ids = unreadable.map((app) => app.userId);
    await db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(inArray(recoveryCodes.userId, ids));
      await tx.delete(totpFactors).where(inArray(totpFactors.userId, ids));
      // With the rule on, an account with neither an app nor a passkey could not sign in at all.
      const withKeys = new Set((await tx.select({ userId: passkeys.userId }).from(passkeys)).map((row) => row.userId));
      if ((await secondFactorRequired(tx)) && ids.some((id) => !withKeys.has(id))) {
        await setSecondFactorRequired(tx, false);
        ruleTurnedOff = true;
      }
    });
    reset.push(...accounts);
  }

  // The key DATA_DIR will hold: the one that opens the archive's apps, else its own, else a new one.
  // v1 apps and plain recovery-code hashes (an older archive) are brought to it now, so the
  // server's own upgrade at start need not know the old site's master.
  const installed = factorKey ?? own ?? randomBytes(32).toString('base64url');
  for (const legacy of candidates) {
    await upgradeFactors(db, { ...factorKeys(installed), legacyTotp: deriveLegacyTotpKey(legacy) });
  }
  await upgradeFactors(db, factorKeys(installed));
  return { ...(installed !== own ? { install: installed } : {}), reset, ruleTurnedOff };
}
