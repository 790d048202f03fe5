import { createReadStream } from 'node:fs';
import { access, constants, copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

/**
 * Stored files on this machine's disk, in DATA_DIR/files. A file arrives flushed (fsync) in
 * DATA_DIR/tmp and is renamed into place, an atomic step on one file system, and the folder entry
 * is flushed too: once the database row exists, so does the file.
 */
export async function createDiskStorage(filesDir: string): Promise<Storage> {
  await mkdir(filesDir, { recursive: true, mode: 0o700 });
  return {
    kind: 'disk',
    async put(tempPath, name) {
      const target = path.join(filesDir, name);
      try {
        await rename(tempPath, target);
      } catch (error) {
        // DATA_DIR/tmp on a volume of its own (a tmpfs, say): copied across, flushed, then let go.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyAcross(tempPath, target);
      }
      const dir = await open(filesDir, 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    },
    async get(name) {
      const file = path.join(filesDir, name);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    remove: (name) => rm(path.join(filesDir, name), { force: true }),
    check: () => access(filesDir, constants.W_OK),
  };
}

/** A copy that exists whole or not at all: written beside the target under another name, flushed, renamed. */
async function copyAcross(source: string, target: string) {
  const partial = `${target}.part`;
  try {
    await copyFile(source, partial);
    const file = await open(partial, 'r+');
    try {
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rm(source, { force: true });
}
