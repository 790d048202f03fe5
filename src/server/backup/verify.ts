import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_NAME, ManifestSchema, type Manifest } from './manifest';

/** A stored name as the server makes them (files/store.ts): nothing that could leave the folder. */
const STORED_NAME = /^[a-z0-9-]{36}(-\d{2,4}w)?(\.[a-z0-9]{1,5})?$/;
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/** Why an archive cannot be restored, in words for the operator. */
export class DamagedArchiveError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`The archive cannot be restored: ${reason}. Nothing was changed.`, options);
    this.name = 'DamagedArchiveError';
  }
}

/**
 * Reads the whole archive once into `stagingDir`, checking every entry against the manifest: each
 * listed entry present once with its size and SHA-256, nothing unlisted, no name that could leave
 * the folder, the manifest last, and the gzip stream whole (its CRC and length). Resolves with the
 * manifest only when all of that holds.
 */
export async function verifyArchive(archivePath: string, stagingDir: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const extract = tarExtract();
  extract.on('entry', (header, stream, next) => {
    const done = (error?: unknown) =>
      next(error === undefined ? undefined : error instanceof Error ? error : new Error('the entry could not be read'));
    const name = header.name;
    if (manifestText !== undefined) return done(new DamagedArchiveError(`${name} follows the manifest`));
    if (header.type !== 'file') return done(new DamagedArchiveError(`${name} is not a plain file`));
    if (seen.has(name)) return done(new DamagedArchiveError(`${name} appears twice`));
    if (name === MANIFEST_NAME) {
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        text += String(chunk);
        if (text.length > MAX_MANIFEST_BYTES) stream.destroy(new DamagedArchiveError('the manifest is too large'));
      });
      stream.once('error', done);
      stream.once('end', () => {
        manifestText = text;
        done();
      });
      return;
    }
    const storedName = name.startsWith(FILES_PREFIX) ? name.slice(FILES_PREFIX.length) : undefined;
    if (name !== DATABASE_ENTRY && !(storedName && STORED_NAME.test(storedName))) {
      return done(new DamagedArchiveError(`it holds an unexpected entry ${JSON.stringify(name)}`));
    }
    const target = path.join(stagingDir, name);
    const hash = createHash('sha256');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    mkdir(path.dirname(target), { recursive: true })
      .then(() => pipeline(stream, measure, createWriteStream(target, { mode: 0o600 })))
      .then(() => {
        seen.set(name, { size, sha256: hash.digest('hex') });
        done();
      }, done);
  });

  // Unpacked whole first, then read as a tar: with zlib in the same pipeline as the tar reader, a
  // reader that stopped early (a bad entry) left zlib's own check of a damaged stream to report after
  // the pipeline had settled, as an uncaught error that would end the process.
  await mkdir(stagingDir, { recursive: true });
  const tarPath = path.join(stagingDir, '.archive.tar');
  try {
    await pipeline(createReadStream(archivePath), createGunzip(), createWriteStream(tarPath, { mode: 0o600 }));
  } catch (error) {
    await rm(tarPath, { force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`it is not a whole .tar.gz (${reason})`, { cause: error });
  }
  try {
    await pipeline(createReadStream(tarPath), extract);
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`it is not a whole .tar.gz (${reason})`, { cause: error });
  } finally {
    await rm(tarPath, { force: true });
  }
  if (manifestText === undefined) throw new DamagedArchiveError('it has no manifest (cut short?)');
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText));
  } catch (error) {
    throw new DamagedArchiveError('its manifest is not one this version writes', { cause: error });
  }
  const listed = new Set(manifest.entries.map((entry) => entry.path));
  for (const entry of manifest.entries) {
    const found = seen.get(entry.path);
    if (!found) throw new DamagedArchiveError(`${entry.path} is listed but missing`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new DamagedArchiveError(`${entry.path} does not match its checksum`);
    }
  }
  for (const name of seen.keys()) if (!listed.has(name)) throw new DamagedArchiveError(`${name} is not in the manifest`);
  if (manifest.engine === 'pglite' && !seen.has(DATABASE_ENTRY)) throw new DamagedArchiveError('the database is missing');
  return manifest;
}
