import { randomBytes, hkdfSync } from 'node:crypto';
import { chmod, mkdir, open, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtKey: Uint8Array;
  /** True when no JWT_SECRET is set and secret.key did not exist: a new key was generated now. */
  generated: boolean;
}

const SECRET_FILE = 'secret.key';

/**
 * One master secret, from JWT_SECRET when set (so several servers share it) or else generated once
 * and kept in DATA_DIR with owner-only permissions. Each use gets its own key derived with HKDF,
 * so a key leaked from one use says nothing about another.
 */
export async function loadSecrets(dataDir: string, configured?: string): Promise<Secrets> {
  let master: Buffer;
  let generated = false;
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    master = Buffer.from(configured, 'utf8');
  } else {
    ({ secret: master, generated } = await readOrCreate(path.join(dataDir, SECRET_FILE)));
  }
  return { jwtKey: new Uint8Array(hkdfSync('sha256', master, Buffer.alloc(0), 'it-services/jwt', 32)), generated };
}

async function readOrCreate(file: string): Promise<{ secret: Buffer; generated: boolean }> {
  await mkdir(path.dirname(file), { recursive: true });
  let generated = false;
  try {
    const handle = await open(file, 'wx', 0o600);
    const secret = randomBytes(48).toString('base64url');
    await handle.writeFile(secret);
    await handle.sync();
    await handle.close();
    generated = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Tighten permissions of a file restored from a backup with a looser mode.
  if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
  const secret = (await readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret that is too short; delete it to generate a new one`);
  return { secret: Buffer.from(secret, 'utf8'), generated };
}
