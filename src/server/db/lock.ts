import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Logger } from '../logger';

/** A lock not refreshed for this long belongs to a process that is gone (killed, out of memory). */
const LOCK_STALE_MS = 10_000;
const LOCK_FILE = 'server.lock';

export interface DataDirLock {
  release(): Promise<void>;
}

/**
 * One server per DATA_DIR: the embedded database must have one process at a time, and the start-up
 * sweep of temporary files relies on no other process writing them. The lock (proper-lockfile) is a
 * directory whose modification time its holder refreshes every few seconds, so it cannot outlive
 * its process: after a kill -9 or a container restart, whatever the new process id, it counts as
 * stale once LOCK_STALE_MS have passed, and a restart waits at most that long. A lock seen refreshed
 * while this one waits has a live holder: the start is refused then, without waiting out the rest.
 */
export async function acquireDataDirLock(
  dataDir: string,
  { logger, onLost }: { logger?: Logger; onLost?: (error: Error) => void } = {},
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockfilePath = path.join(dataDir, LOCK_FILE);
  const options = {
    lockfilePath,
    realpath: false,
    stale: LOCK_STALE_MS,
    update: 2_000,
    onCompromised: (error: Error) => {
      logger?.error({ dataDir, err: error }, 'the lock on the data directory was lost; stopping so that no two servers write it');
      onLost?.(error);
    },
  };
  const deadline = Date.now() + LOCK_STALE_MS + 5_000;
  const refreshedAt = () =>
    stat(lockfilePath).then(
      (found) => found.mtimeMs,
      () => undefined,
    );
  let waiting = false;
  let firstSeen: number | undefined;
  for (;;) {
    try {
      const release = await lockfile.lock(dataDir, options);
      // Versions before this lock kept a bare process id here; it means nothing now.
      await rm(path.join(dataDir, 'pglite.lock'), { force: true });
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await release().catch(() => {});
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
      const seen = await refreshedAt();
      firstSeen ??= seen;
      const refreshed = seen !== undefined && firstSeen !== undefined && seen > firstSeen;
      if (refreshed || Date.now() > deadline) {
        throw new Error(
          `${dataDir} is in use by another running server (its lock ${lockfilePath} is being kept fresh). Stop that server first, or give this one its own DATA_DIR.`,
          { cause: error },
        );
      }
      if (!waiting) {
        waiting = true;
        logger?.warn(
          { dataDir },
          'waiting for the lock of a previous server on this data directory; a lock left by a stopped process expires in seconds',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
