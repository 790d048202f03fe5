import { hkdfSync, randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwtKey: Uint8Array;
  /** Signs the stamps of the pages' forms (submissions/guards.ts). */
  formKey: Uint8Array;
  /** True when no JWT_SECRET is set and none was stored: a new one was generated now. */
  generated: boolean;
}

const MASTER = 'master';
/** Where versions before the secret moved to the database kept it. */
const LEGACY_FILE = 'secret.key';

/**
 * One master secret, from JWT_SECRET when set, else generated once and kept in the database, so
 * every instance on a shared PostgreSQL signs and accepts the same tokens and none depends on one
 * machine's disk. Each use gets its own key derived with HKDF, so a key leaked from one use says
 * nothing about another.
 */
export async function loadSecrets({
  db,
  dataDir,
  configured,
}: {
  db: Db;
  dataDir: string;
  configured?: string;
}): Promise<Secrets> {
  if (configured !== undefined && configured !== '') {
    if (configured.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long');
    return { ...keysOf(configured), generated: false };
  }
  const stored = await readMaster(db);
  if (stored) return { ...keysOf(stored), generated: false };
  // A DATA_DIR from an earlier version brings its secret along, so nobody is signed out.
  const legacyFile = path.join(dataDir, LEGACY_FILE);
  const legacy = (await readFile(legacyFile, 'utf8').catch(() => '')).trim();
  const candidate = legacy.length >= 32 ? legacy : randomBytes(48).toString('base64url');
  // Two instances starting together both try; the first insert wins and both read it back.
  await db.insert(serverSecrets).values({ name: MASTER, value: candidate }).onConflictDoNothing();
  const master = await readMaster(db);
  if (!master) throw new Error('The signing secret could not be stored in the database');
  if (legacy) await rm(legacyFile, { force: true });
  return { ...keysOf(master), generated: master === candidate && !legacy };
}

async function readMaster(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, MASTER))
    .limit(1);
  return row?.value;
}

const keysOf = (master: string) => ({ jwtKey: deriveJwtKey(master), formKey: deriveFormKey(master) });

/** The key of the forms' stamps derived from a master secret. */
export function deriveFormKey(master: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', Buffer.from(master, 'utf8'), Buffer.alloc(0), 'it-services/form-stamp', 32));
}

/** The access-token signing key derived from a master secret. */
export function deriveJwtKey(master: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', Buffer.from(master, 'utf8'), Buffer.alloc(0), 'it-services/jwt', 32));
}
