import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import type { Readable } from 'node:stream';
import { decryptWith, isEncrypted } from './encryption';
import { DATABASE_ENTRY, FILES_PREFIX, MANIFEST_NAME, ManifestSchema, type Manifest } from './manifest';

/** A stored name as the server makes them (files/store.ts): nothing that could leave the folder. */
const STORED_NAME = /^[a-z0-9-]{36}(-\d{2,4}w)?(\.[a-z0-9]{1,5})?$/;
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * Text from the archive as the operator's terminal may show it: control characters (an escape
 * sequence in an entry's name could rewrite the terminal, or what it seems to say) and
 * bidirectional controls written as \u escapes, and at most 200 characters.
 */
function printable(text: string): string {
  const escaped = text.replace(
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > 200 ? `${escaped.slice(0, 200)}...` : escaped;
}

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
 * manifest only when all of that holds. What the gzip stream expands to is counted as it is
 * written, and past `maxExpandedBytes` the archive is refused at once: a few kilobytes can expand
 * to terabytes (a gzip bomb), and the disk must not fill before the checksums could say so. An
 * archive encrypted with age (a .tar.gz.age) is decrypted as it is read, with `identities`.
 */
export async function verifyArchive(
  archivePath: string,
  stagingDir: string,
  { maxExpandedBytes, identities = [] }: { maxExpandedBytes: number; identities?: readonly string[] },
): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  const extract = tarExtract();
  extract.on('entry', (header, stream, next) => {
    const done = (error?: unknown) => {
      // Refused before its content was read, the entry's stream is destroyed with the error too:
      // the extract reports it, and the entry's copy must not surface as an uncaught exception
      // (printed by Node itself, escapes and all, with the process ending on a stack trace).
      if (error !== undefined) stream.on('error', () => {});
      next(error === undefined ? undefined : error instanceof Error ? error : new Error('the entry could not be read'));
    };
    const name = header.name;
    const shown = `"${printable(name)}"`;
    if (manifestText !== undefined) return done(new DamagedArchiveError(`${shown} follows the manifest`));
    if (header.type !== 'file') return done(new DamagedArchiveError(`${shown} is not a plain file`));
    if (seen.has(name)) return done(new DamagedArchiveError(`${shown} appears twice`));
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
      return done(new DamagedArchiveError(`it holds an unexpected entry ${shown}`));
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
  let expanded = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      expanded += chunk.length;
      if (expanded > maxExpandedBytes) {
        callback(
          new DamagedArchiveError(
            `it expands to more than ${megabytes(maxExpandedBytes)}, more than this disk can hold beside DATA_DIR ` +
              `(a compression bomb, or free some space and try again)`,
          ),
        );
      } else callback(null, chunk);
    },
  });
  const source = await plaintextOf(archivePath, identities);
  try {
    await pipeline(source, createGunzip(), bounded, createWriteStream(tarPath, { mode: 0o600 }));
  } catch (error) {
    await rm(tarPath, { force: true });
    if (error instanceof DamagedArchiveError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`it is not a whole .tar.gz (${printable(reason)})`, { cause: error });
  }
  try {
    await pipeline(createReadStream(tarPath), extract);
  } catch (error) {
    if (error instanceof DamagedArchiveError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`it is not a whole .tar.gz (${printable(reason)})`, { cause: error });
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
    if (!found) throw new DamagedArchiveError(`"${printable(entry.path)}" is listed but missing`);
    if (found.size !== entry.size || found.sha256 !== entry.sha256) {
      throw new DamagedArchiveError(`"${printable(entry.path)}" does not match its checksum`);
    }
  }
  for (const name of seen.keys())
    if (!listed.has(name)) throw new DamagedArchiveError(`"${printable(name)}" is not in the manifest`);
  if (manifest.engine === 'pglite' && !seen.has(DATABASE_ENTRY)) throw new DamagedArchiveError('the database is missing');
  return manifest;
}

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** The archive's bytes, decrypted first when it is an age file. */
async function plaintextOf(archivePath: string, identities: readonly string[]): Promise<Readable> {
  const file = await open(archivePath);
  const first = Buffer.alloc(64);
  try {
    await file.read(first, 0, first.length, 0);
  } finally {
    await file.close();
  }
  if (!isEncrypted(first)) return createReadStream(archivePath);
  if (identities.length === 0)
    throw new DamagedArchiveError('it is encrypted (age): give the file that holds its secret key with --identity FILE');
  try {
    return await decryptWith(identities, createReadStream(archivePath));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new DamagedArchiveError(`none of the keys given opens it (${printable(reason)})`, { cause: error });
  }
}
