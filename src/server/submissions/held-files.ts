import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { HeldFile } from '../../schemas/page-forms';
import type { Deps } from '../context';
import type { Db } from '../db/client';
import type { Tx } from '../db/types';
import { heldFiles, type HeldFileRow } from '../db/schema';
import type { CommittedFile } from '../files/persist';
import { startSweeper, type Sweeper } from '../runtime/sweeper';

/** How long a file from a refused post is kept for the form's next post. */
export const HELD_FOR_MS = 60 * 60 * 1000;
/** How often each instance sweeps the expired ones (and once at start). */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
/**
 * The cookie that binds held files to the browser they came from: a token that reached someone else
 * (a shared link, a copied page) is worth nothing without it. HttpOnly, SameSite=Strict, only as
 * long as a file is held; it says nothing about the visitor and is set only when a file is kept.
 */
export const OWNER_COOKIE = 'held_files_owner';

const hash = (value: string) => createHash('sha256').update(value).digest('hex');
/** A token or owner secret: 256 random bits. */
export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Keeps a file that passed its checks (type by content, size) when the rest of its post was refused,
 * under a fresh token for the re-rendered form's hidden field. The file is already in storage
 * (commitUpload); it joins `files` only when a post claims it.
 */
export async function holdFile(deps: Pick<Deps, 'db'>, committed: CommittedFile, owner: string, kind: 'quote' | 'cv') {
  const token = newSecret();
  const { row } = committed;
  await deps.db.insert(heldFiles).values({
    tokenHash: hash(token),
    ownerHash: hash(owner),
    kind,
    originalName: row.originalName,
    storedName: row.storedName,
    size: row.size,
    mime: row.mime,
    expiresAt: new Date(Date.now() + HELD_FOR_MS),
  });
  return { token, name: row.originalName } satisfies HeldFile;
}

/** The held file `token` names, if it is this owner's, of this kind and not expired. */
const usable = (token: string, owner: string, kind: 'quote' | 'cv') =>
  and(
    eq(heldFiles.tokenHash, hash(token)),
    eq(heldFiles.ownerHash, hash(owner)),
    eq(heldFiles.kind, kind),
    gt(heldFiles.expiresAt, new Date()),
  );

/** The held file `token` names, if it is this owner's, of this kind and not expired; null for anything else. */
export async function findHeldFile(db: Db | Tx, token: string, owner: string | undefined, kind: 'quote' | 'cv') {
  if (!owner) return null;
  const [row] = await db
    .select()
    .from(heldFiles)
    .where(usable(token, owner, kind))
    .limit(1);
  return row ?? null;
}

/**
 * Takes the held file out of the table inside the submission's transaction (DELETE ... RETURNING,
 * so of two posts racing with one token, exactly one gets it), for the caller to insert into
 * `files`. Null when it is no longer there. A rolled-back submission leaves it held.
 */
export async function claimHeldFile(
  tx: Tx,
  token: string,
  owner: string | undefined,
  kind: 'quote' | 'cv',
): Promise<HeldFileRow | null> {
  if (!owner) return null;
  const [row] = await tx
    .delete(heldFiles)
    .where(usable(token, owner, kind))
    .returning();
  return row ?? null;
}

/** Lets go of a held file the visitor replaced with a new one (their own only). */
export async function releaseHeldFile(deps: Pick<Deps, 'db' | 'files'>, token: string, owner: string | undefined) {
  if (!owner) return;
  const gone = await deps.db
    .delete(heldFiles)
    .where(and(eq(heldFiles.tokenHash, hash(token)), eq(heldFiles.ownerHash, hash(owner))))
    .returning({ storedName: heldFiles.storedName });
  for (const { storedName } of gone) await deps.files.remove(storedName);
}

/**
 * Removes the expired held files and their stored copies. Each row is deleted before its file, in
 * one statement that returns what it deleted, so instances sweeping together never remove a file
 * twice or one still held. Returns how many went.
 */
export async function sweepHeldFiles(deps: Pick<Deps, 'db' | 'files' | 'logger'>, now = new Date()): Promise<number> {
  const gone = await deps.db
    .delete(heldFiles)
    .where(lte(heldFiles.expiresAt, now))
    .returning({ storedName: heldFiles.storedName });
  for (const { storedName } of gone) {
    await deps.files.remove(storedName).catch((error: unknown) => {
      deps.logger.warn({ err: error, storedName }, 'an expired held file could not be removed from storage');
    });
  }
  return gone.length;
}

/** Sweeps now and every SWEEP_EVERY_MS until stopped; a failed sweep is logged and tried again next time. */
export function startHeldFileSweeper(deps: Pick<Deps, 'db' | 'files' | 'logger'>): Sweeper {
  return startSweeper({
    name: 'the sweep of held files',
    everyMs: SWEEP_EVERY_MS,
    logger: deps.logger,
    failed: 'sweeping held files failed',
    sweep: () => sweepHeldFiles(deps),
  });
}
