import { open, readFile, rm } from 'node:fs/promises';

/**
 * A lock file holding the owner's process id. The embedded database must have one process at a
 * time (for example the admin script while the server runs); a lock left by a killed process is
 * recognised because that process no longer exists, and is taken over.
 */
export async function acquireDirLock(file: string): Promise<{ release(): Promise<void> }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.sync();
      await handle.close();
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The embedded database in ${file.replace(/\.lock$/, '')} is in use by process ${owner}. Stop it first (or use DATABASE_URL).`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
