import { isNull, sql } from 'drizzle-orm';
import { appendAudit, SERVER_ACTORS } from '../audit/log';
import type { Database, Db } from '../db/client';
import { loginFailures, rateLimits, refreshTokens, users } from '../db/schema';
import { factorKeys, loadFactorKey } from '../security/factor-key';
import { freshEpoch, loadSigningKeys, replaceSigningKey, SECRETS_TOPIC } from '../security/secrets';
import { upgradeFactors } from './totp';

/** Every access token of every account is refused from now on: the guard compares versions. */
const endAccessTokens = (tx: Pick<Db, 'update'>) => tx.update(users).set({ sessionVersion: sql`${users.sessionVersion} + 1` });

/**
 * `npm run admin -- rotate-secret`: a new signing key, and every session of every account ends
 * (refresh tokens revoked, access tokens refused), in one transaction. On PostgreSQL the running
 * instances hear of it through the change feed and derive the new key at once; the guard refuses
 * the old access tokens even before (their session versions are gone). The embedded database is
 * rotated with its server stopped (one process holds DATA_DIR). Authenticator apps and recovery
 * codes are under the factor key (security/factor-key.ts), which is not rotated: they keep working.
 */
export async function rotateSigningKey(
  database: Pick<Database, 'db' | 'engine' | 'changes'>,
  options: { dataDir: string; configured?: string },
): Promise<{ master: 'configured' | 'database' | 'file' }> {
  // Apps still sealed under the master (a site not started since the factor key came) move to the
  // factor key first: the master about to be replaced is the only key that opens them.
  const { legacyTotpKey } = await loadSigningKeys({ database, dataDir: options.dataDir, configured: options.configured });
  const factors = factorKeys(await loadFactorKey({ database, dataDir: options.dataDir }));
  await upgradeFactors(database.db, { ...factors, legacyTotp: legacyTotpKey });
  const outcome = await database.db.transaction(async (tx) => {
    const replaced = await replaceSigningKey(tx, { engine: database.engine, ...options });
    await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(isNull(refreshTokens.revokedAt));
    await endAccessTokens(tx);
    await appendAudit(tx, {
      actor: SERVER_ACTORS.shell,
      action: 'keys.rotated',
      target: 'the session signing key; every session ended',
    });
    await database.changes.announce(tx, SECRETS_TOPIC);
    return replaced;
  });
  database.changes.changed(SECRETS_TOPIC);
  return outcome;
}

/**
 * What a restored database must not bring back (backup/restore.ts): the sessions that were live
 * when the archive was taken (refresh tokens, and access tokens by their version) and the throttle's
 * passing state; and it signs with a key derived from a new epoch, so no token issued before the
 * restore, from the archive's time or after it, is accepted by the restored site.
 */
export async function forgetSessions(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(refreshTokens);
    await tx.delete(loginFailures);
    await tx.delete(rateLimits);
    await endAccessTokens(tx);
    await freshEpoch(tx);
  });
}
