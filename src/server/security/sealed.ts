import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/*
 * Secrets the server must read back (an authenticator app's, a webhook endpoint's signing secret)
 * are stored encrypted (AES-256-GCM), so a backup archive or a copy of the database cannot mint
 * codes or sign webhooks. An app's secret is never sent again once its enrolment is confirmed. Version v2 is
 * sealed under the factor key (security/factor-key.ts), which rotate-secret never replaces; v1,
 * under a key from the master secret, is what earlier versions wrote, and is sealed again as v2
 * when the server starts (upgradeFactors), so a rotation afterwards leaves every app working.
 */
export function seal(key: Uint8Array, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v2', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The keys a sealed secret may be under: v2's, and v1's where the master it came from is known. */
export interface SealKeys {
  v2: Uint8Array;
  v1?: Uint8Array;
}

/** The secret, or null when it was sealed under a key not given (another site's factor key, a replaced master). */
export function open(keys: SealKeys, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  const key = version === 'v2' ? keys.v2 : version === 'v1' ? keys.v1 : undefined;
  if (!key || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
