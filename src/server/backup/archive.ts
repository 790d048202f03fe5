import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack as tarPack } from 'tar-stream';
import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_NAME, type Manifest } from './manifest';

export interface BackupContents {
  engine: Manifest['engine'];
  createdAt: Date;
  /** The embedded database's files (PGlite's dump); none on PostgreSQL. */
  database?: Blob;
  /** Stored names, in the order they are written. */
  files: string[];
  /** A stored file's bytes and size; null when it is missing (the backup then fails). */
  open(name: string): Promise<{ body: Readable; size: number } | null>;
}

/**
 * The backup as one .tar.gz stream: the database's dump, every stored file, then the manifest with
 * each entry's size and SHA-256, so restore can check the whole archive before it changes
 * anything. Entries are written one at a time from their source (nothing is staged on disk). The
 * stream errors, and never ends cleanly, when a part cannot be read; when its reader destroys it
 * (the client went away) the file being read is closed and the rest is never opened. An archive cut
 * short has no manifest, and restore refuses it.
 */
export function backupArchive(contents: BackupContents): Readable {
  const tar = tarPack();
  const out = new PassThrough();
  const stop = new AbortController();
  const { signal } = stop;
  out.once('close', () => stop.abort(new Error('the backup stream was closed')));
  const entries: Manifest['entries'] = [];
  const mtime = contents.createdAt;

  const add = async (path: string, size: number, body: Readable) => {
    const hash = createHash('sha256');
    const entry = tar.entry({ name: path, size, mtime, mode: 0o600 });
    body.on('data', (chunk: Buffer) => hash.update(chunk));
    await pipeline(body, entry, { signal });
    entries.push({ path, size, sha256: hash.digest('hex') });
  };

  const write = async () => {
    if (contents.database) {
      const bytes = contents.database;
      await add(DATABASE_ENTRY, bytes.size, Readable.fromWeb(bytes.stream() as import('node:stream/web').ReadableStream));
    }
    for (const name of contents.files) {
      signal.throwIfAborted();
      const file = await contents.open(name);
      if (!file) throw new Error(`the stored file ${name} is missing`);
      await add(`${FILES_PREFIX}${name}`, file.size, file.body);
    }
    const manifest: Manifest = {
      format: 'nexlink-backup',
      version: 1,
      createdAt: contents.createdAt.toISOString(),
      engine: contents.engine,
      entries,
    };
    tar.entry({ name: MANIFEST_NAME, mtime, mode: 0o600 }, `${JSON.stringify(manifest, null, 2)}\n`);
    tar.finalize();
  };

  pipeline(tar, createGzip(), out, { signal }).catch((error: unknown) => out.destroy(toError(error)));
  write().catch((error: unknown) => {
    tar.destroy(toError(error));
    out.destroy(toError(error));
  });
  return out;
}

function toError(error: unknown) {
  return error instanceof Error ? error : new Error(String(error));
}
