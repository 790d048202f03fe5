import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { forgetSessions } from '../auth/rotation';
import { openPgliteFiles } from '../db/client';
import { acquireDataDirLock } from '../db/lock';
import { adoptLegacyJournal, MIGRATIONS_DIR } from '../db/migrate';
import * as schema from '../db/schema';
import type { Db } from '../db/types';
import { createFileStore } from '../files/store';
import type { S3Options } from '../files/s3-storage';
import { keepAuditLogThroughRestore, recordFilesRestore, recordRestore } from './audit-merge';
import { cameBackLines, revokeWhatCameBack, type CameBack } from './came-back';
import { settleFactors, type FactorChoice } from './factors';
import { DATABASE_ENTRY, FILES_PREFIX } from './manifest';
import { FACTOR_KEY_FILE, writeFactorKeyFile } from '../security/factor-key';
import { DamagedArchiveError, verifyArchive } from './verify';

export interface RestoreOptions {
  archive: string;
  dataDir: string;
  databaseUrl?: string;
  s3?: S3Options;
  /** Progress for the operator, one line at a time. */
  say: (line: string) => void;
  /** What the archive may expand to. Default: 45% of the free space where DATA_DIR is (expansionLimit). */
  maxExpandedBytes?: number;
  /** age secret keys (AGE-SECRET-KEY-1...) for an encrypted archive. */
  identities?: readonly string[];
  /**
   * The sign-in factor key of the site the archive came from (its DATA_DIR/factors.key; for an
   * archive from before it, its secret.key), when it is not this DATA_DIR's own (backup/factors.ts).
   */
  secretKey?: string;
  /** Restore even when some authenticator apps cannot be read: those apps are removed and their accounts named. */
  resetApps?: boolean;
}

/**
 * The unpacked archive is staged twice over at its peak (the tar, then its entries beside it), so
 * it may expand to 45% of the free space: the disk keeps a tenth of it whatever the archive holds.
 */
async function expansionLimit(dir: string): Promise<number> {
  const { bavail, bsize } = await statfs(dir);
  return Math.floor(bavail * bsize * 0.45);
}

const STAGING = '.restore-staging';

/**
 * Puts an archive of GET /api/admin/backup back into DATA_DIR (npm run admin -- restore FILE), with
 * the server stopped: it takes the DATA_DIR lock, so it waits for or refuses a running server.
 * Everything is checked first, in a staging folder inside DATA_DIR (same disk, so the swap is a
 * rename): every checksum, and the database is opened once where it was unpacked. Only then does
 * the current database and files folder move aside, to DATA_DIR/before-restore-<time>, and the
 * archive's take their place. A damaged archive, a full disk while unpacking, or a database that
 * will not open leave DATA_DIR as it was.
 */
export async function restoreBackup({
  archive,
  dataDir,
  databaseUrl,
  s3,
  say,
  maxExpandedBytes,
  identities,
  secretKey,
  resetApps,
}: RestoreOptions) {
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`);
  const lock = await acquireDataDirLock(dataDir);
  const staging = path.join(dataDir, STAGING);
  try {
    // A previous restore that was interrupted left its staging folder; nothing else uses the name.
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true, mode: 0o700 });
    say(`Checking ${archive}...`);
    const manifest = await verifyArchive(archive, staging, {
      maxExpandedBytes: maxExpandedBytes ?? (await expansionLimit(staging)),
      identities,
    });
    const fileNames = manifest.entries.filter((entry) => entry.path.startsWith(FILES_PREFIX)).map((entry) => entry.path);
    if (manifest.engine === 'pglite' && databaseUrl) {
      throw new DamagedArchiveError(
        'it holds an embedded database, but DATABASE_URL is set; restore it without DATABASE_URL (or restore PostgreSQL with pg_restore)',
      );
    }
    let cameBack: CameBack | undefined;
    let factors: FactorChoice | undefined;
    let auditRowsKept = 0;
    let auditUnread: string | undefined;
    if (manifest.engine === 'pglite') {
      say('Opening the database from the archive...');
      const tar = await readFile(path.join(staging, DATABASE_ENTRY));
      let client: PGlite | undefined;
      try {
        client = await openPgliteFiles({ dataDir: path.join(staging, 'pglite'), loadDataDir: new Blob([tar]) });
        await client.query('select count(*) from users');
        // Brought up to this version's schema (as the server would at start), then without the
        // sessions that were live when it was taken and with a new signing key: nobody holding a
        // token from before the restore, or the archive's key, is signed in to the restored site.
        const db = drizzle({ client, schema }) as unknown as Db;
        await adoptLegacyJournal(db);
        await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: MIGRATIONS_DIR });
        await forgetSessions(db);
        cameBack = await revokeWhatCameBack(db);
        factors = await settleFactors(db, { dataDir, secretKey, resetApps: resetApps ?? false });
        // The audit log only grows: what the site recorded since the archive was taken stays, and
        // the restore itself is recorded. A database too damaged to read (the reason for many a
        // restore) keeps its rows where it is kept aside.
        try {
          auditRowsKept = await keepAuditLogThroughRestore(db, dataDir);
        } catch (error) {
          auditUnread = error instanceof Error ? error.message : String(error);
        }
        await recordRestore(db, archive, manifest.createdAt);
      } catch (error) {
        if (error instanceof DamagedArchiveError) throw error;
        throw new DamagedArchiveError(`its database does not open (${error instanceof Error ? error.message : String(error)})`, {
          cause: error,
        });
      } finally {
        if (client && !client.closed) await client.close();
      }
    }

    // From here on DATA_DIR changes; what it held is kept aside, never deleted.
    const aside = path.join(dataDir, `before-restore-${manifest.createdAt.replace(/[:.]/g, '-')}-${Date.now()}`);
    const moveAside = async (name: string) => {
      const current = path.join(dataDir, name);
      if (!existsSync(current) || (await readdir(current)).length === 0) return false;
      await mkdir(aside, { recursive: true, mode: 0o700 });
      await rename(current, path.join(aside, name));
      return true;
    };
    let keptAside = false;
    if (manifest.engine === 'pglite') {
      keptAside = (await moveAside('pglite')) || keptAside;
      await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      await rename(path.join(staging, 'pglite'), path.join(dataDir, 'pglite'));
    }
    if (!s3) keptAside = (await moveAside('files')) || keptAside;
    if (factors?.install) {
      // The key that opens the restored apps; this DATA_DIR's own, if any, is kept aside with the rest.
      if (existsSync(path.join(dataDir, FACTOR_KEY_FILE))) {
        await mkdir(aside, { recursive: true, mode: 0o700 });
        await rename(path.join(dataDir, FACTOR_KEY_FILE), path.join(aside, FACTOR_KEY_FILE));
        keptAside = true;
      }
      await writeFactorKeyFile(dataDir, factors.install);
    }
    const store = await createFileStore(dataDir, s3);
    for (const name of fileNames) {
      await store.put(path.join(staging, name), name.slice(FILES_PREFIX.length), 'application/octet-stream');
    }
    say(
      `Restored ${manifest.engine === 'pglite' ? 'the database and ' : ''}${fileNames.length} stored file${fileNames.length === 1 ? '' : 's'} ` +
        `from the backup of ${manifest.createdAt}.`,
    );
    if (manifest.engine === 'pglite') say('Every session has ended: everyone signs in again.');
    if (auditRowsKept > 0)
      say(`Kept the ${auditRowsKept} audit log row${auditRowsKept === 1 ? '' : 's'} written since the backup was taken.`);
    if (auditUnread !== undefined)
      say(
        `The audit log of the database replaced could not be read (${auditUnread}): its rows are in the folder it was moved to.`,
      );
    if (manifest.engine === 'postgresql') {
      // Files alone: the database stays, and its audit log records the restore.
      const recorded = await recordFilesRestore({ dataDir, databaseUrl }, archive, manifest.createdAt).catch((error: unknown) => {
        say(`The audit log could not record this restore (${error instanceof Error ? error.message : String(error)}).`);
        return true;
      });
      if (!recorded) say('There is no database here yet, so the audit log records nothing of this restore.');
    }
    if (cameBack) for (const line of cameBackLines(cameBack)) say(line);
    if (factors && factors.reset.length > 0) {
      say(
        `Removed the authenticator apps of ${factors.reset.join(', ')} (--reset-apps): they sign in with their password ` +
          'and set an app up again.',
      );
      if (factors.ruleTurnedOff) say('The rule requiring a second factor is off, so they can; turn it on again once they have.');
    }
    if (manifest.engine === 'postgresql')
      say(
        'This archive holds the stored files only: restore the database with pg_restore, then end the sessions ' +
          'it brings back with `npm run admin -- rotate-secret` (README, "Backups").',
      );
    if (keptAside) say(`What DATA_DIR held before is in ${aside}; delete it once the site works.`);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await lock.release();
  }
}
