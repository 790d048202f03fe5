import { hkdfSync, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/*
 * The key of the sign-in factors: it encrypts the authenticator apps' secrets and keys the hashes of
 * the recovery codes. It is not the master secret that signs sessions, on purpose: `rotate-secret`
 * replaces that one (after a leak, when staff leave) and must leave every app working, so this key
 * is made once and never rotated. Like the master, it lives outside the embedded database
 * (DATA_DIR/factors.key), so a backup archive holds the apps' secrets and the codes' hashes but
 * nothing that opens or checks them; a restore onto another machine is given the old file
 * (`npm run admin -- restore --secret-key FILE`). On PostgreSQL every instance must share it, so it
 * is a row of the database, made by whichever instance starts first.
 */

export const FACTOR_KEY_FILE = 'factors.key';
const FACTORS = 'factors';

/** The two keys derived from the factor key. */
export interface FactorKeys {
  /** AES-256-GCM key of the apps' secrets (auth/totp.ts, seal version v2). */
  totp: Uint8Array;
  /** HMAC-SHA-256 key of the recovery codes' hashes. */
  recovery: Uint8Array;
  /** AES-256-GCM key of the webhook endpoints' signing secrets (webhooks/endpoints.ts). */
  webhooks: Uint8Array;
}

export function factorKeys(raw: string): FactorKeys {
  const derive = (info: string) => new Uint8Array(hkdfSync('sha256', Buffer.from(raw, 'utf8'), Buffer.alloc(0), info, 32));
  return {
    totp: derive('it-services/factors/totp'),
    recovery: derive('it-services/factors/recovery-codes'),
    webhooks: derive('it-services/factors/webhooks'),
  };
}

/** The factor key of this site, made the first time it is asked for. */
export async function loadFactorKey({ database, dataDir }: { database: Pick<Database, 'db' | 'engine'>; dataDir: string }) {
  if (database.engine === 'pglite') {
    const file = path.join(dataDir, FACTOR_KEY_FILE);
    let raw = await readFactorKeyFile(file);
    if (!raw) {
      raw = randomBytes(32).toString('base64url');
      await writeFactorKeyFile(dataDir, raw);
    }
    return raw;
  }
  await database.db
    .insert(serverSecrets)
    .values({ name: FACTORS, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await database.db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, FACTORS));
  if (!row) throw new Error('The sign-in factors key could not be stored in the database');
  return row.value;
}

/** A key file's key, or undefined when there is none (or it is too short to be one). */
export async function readFactorKeyFile(file: string): Promise<string | undefined> {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  return text.length >= 32 ? text : undefined;
}

/** Written whole or not at all, readable by this user alone. */
export async function writeFactorKeyFile(dataDir: string, raw: string): Promise<void> {
  const file = path.join(dataDir, FACTOR_KEY_FILE);
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, `${raw}\n`, { mode: 0o600, flag: 'wx' });
  await rename(temporary, file);
}
