import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createDiskStorage } from './disk-storage';
import { createS3Storage, type S3Options } from './s3-storage';
import type { Storage } from './storage';

/**
 * The file store: uploads are received into DATA_DIR/tmp on this instance's own disk (streamed,
 * bounded, checked by content there), then handed to the storage.
 */
export interface FileStore extends Omit<Storage, 'get'> {
  /** A fresh path in the temporary folder. */
  tempPath(): string;
  /** Deletes a temporary file, ignoring one that is already gone. */
  removeTemp(tempPath: string): Promise<void>;
  /** A stored file by a name the server made; null for any other name or a missing file. */
  get(name: string): Promise<{ body: Readable; size: number } | null>;
}

const STORED_NAME = /^[a-z0-9-]{36}(\.[a-z0-9]{1,5})?$/;

export async function createFileStore(dataDir: string, s3?: S3Options): Promise<FileStore> {
  const tmpDir = path.resolve(dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  await sweepTemporaries(tmpDir);
  const storage = s3 ? createS3Storage(s3) : await createDiskStorage(path.resolve(dataDir, 'files'));
  return {
    kind: storage.kind,
    tempPath: () => path.join(tmpDir, `${randomUUID()}.part`),
    removeTemp: (tempPath) => rm(tempPath, { force: true }),
    put: (tempPath, name, contentType, signal) => storage.put(tempPath, name, contentType, signal),
    get: (name) => (STORED_NAME.test(name) ? storage.get(name) : Promise.resolve(null)),
    remove: (name) => storage.remove(name),
    check: () => storage.check(),
  };
}

/** Generated stored names: a UUID, with the detected extension for images served by URL. */
export function newStoredName(extension?: string): string {
  return extension ? `${randomUUID()}.${extension}` : randomUUID();
}

/**
 * Uploads cut short by a crash leave .part files. The store is created at start, under the DATA_DIR
 * lock, before any request is served, so nobody is writing any of them: all go, whatever their age.
 */
async function sweepTemporaries(tmpDir: string): Promise<void> {
  for (const name of await readdir(tmpDir)) await rm(path.join(tmpDir, name), { force: true, recursive: true });
}
