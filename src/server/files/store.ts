import { randomUUID } from 'node:crypto';
import { access, constants, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files on disk under DATA_DIR/files, named by the server only. A file is first written
 * under DATA_DIR/tmp, flushed with fsync, then renamed into place (an atomic step on one file
 * system), and the directory entry is flushed too: once the database row exists, so does the file.
 */
export interface FileStore {
  filesDir: string;
  /** A fresh path in the temporary folder. */
  tempPath(): string;
  /** Moves a flushed temporary file into place under storedName. */
  commit(tempPath: string, storedName: string): Promise<string>;
  /** Deletes a file, ignoring one that is already gone. */
  remove(filePath: string): Promise<void>;
  /** The absolute path of a stored name, or null if the name is not one we generate. */
  pathOf(storedName: string): string | null;
  /** Throws unless both folders can be written (for /api/ready). */
  check(): Promise<void>;
}

const STORED_NAME = /^[a-z0-9-]{36}(\.[a-z0-9]{1,5})?$/;

export async function createFileStore(dataDir: string): Promise<FileStore> {
  const filesDir = path.resolve(dataDir, 'files');
  const tmpDir = path.resolve(dataDir, 'tmp');
  await mkdir(filesDir, { recursive: true, mode: 0o700 });
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  await sweepTemporaries(tmpDir);

  return {
    filesDir,
    tempPath: () => path.join(tmpDir, `${randomUUID()}.part`),
    async commit(tempPath, storedName) {
      const target = path.join(filesDir, storedName);
      await rename(tempPath, target);
      await fsyncDir(filesDir);
      return target;
    },
    remove: (filePath) => rm(filePath, { force: true }),
    pathOf(storedName) {
      return STORED_NAME.test(storedName) ? path.join(filesDir, storedName) : null;
    },
    async check() {
      await access(filesDir, constants.W_OK);
      await access(tmpDir, constants.W_OK);
    },
  };
}

/** Generated stored names: a UUID, with the detected extension for images served by URL. */
export function newStoredName(extension?: string): string {
  return extension ? `${randomUUID()}.${extension}` : randomUUID();
}

async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Uploads cut short by a crash leave .part files. The store is created at start, under the DATA_DIR
 * lock, before any request is served, so nobody is writing any of them: all go, whatever their age.
 */
async function sweepTemporaries(tmpDir: string): Promise<void> {
  for (const name of await readdir(tmpDir)) await rm(path.join(tmpDir, name), { force: true, recursive: true });
}
