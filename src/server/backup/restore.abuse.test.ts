import { execFileSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip, gzipSync } from 'node:zlib';
import { pack as tarPack, type Header } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { restoreBackup } from './restore';
import { scratchDirs } from '../test/scratch';

/*
 * Archives made to hurt the operator who restores them: a gzip bomb that would fill the disk before
 * any checksum is read, names and a manifest made of terminal escape sequences, and a manifest date
 * that is a path. Each is refused, DATA_DIR stays as it was, and nothing it prints holds a control
 * character.
 */

const scratch = scratchDirs('restore-abuse-');
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** A .tar.gz of these entries, as an archiver would write it (no checksums of ours unless given). */
async function archive(entries: Array<{ header: Partial<Header> & Pick<Header, 'name'>; body?: Buffer }>): Promise<string> {
  const tar = tarPack();
  for (const { header, body } of entries) tar.entry(header, body ?? Buffer.alloc(0));
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar as AsyncIterable<Buffer>) chunks.push(chunk);
  const file = path.join(await scratch(), 'hostile.tar.gz');
  await writeFile(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

/** A DATA_DIR with a file in it; `unchanged()` says whether it is still exactly so. */
async function occupied() {
  const dataDir = await scratch();
  await mkdir(path.join(dataDir, 'files'));
  await writeFile(path.join(dataDir, 'files', 'current'), 'a current file\n');
  return {
    dataDir,
    unchanged: async () =>
      JSON.stringify((await readdir(dataDir, { recursive: true })).sort()) === JSON.stringify(['files', 'files/current']),
  };
}

async function refused(file: string, reason: RegExp, options: { maxExpandedBytes?: number; dataDir?: string } = {}) {
  const target = options.dataDir ? { dataDir: options.dataDir, unchanged: async () => true } : await occupied();
  const said: string[] = [];
  const error = await restoreBackup({
    archive: file,
    dataDir: target.dataDir,
    say: (line) => said.push(line),
    maxExpandedBytes: options.maxExpandedBytes,
  }).then(
    () => new Error('restored'),
    (caught: unknown) => caught as Error,
  );
  expect(error.message).toMatch(reason);
  expect(error.message).toMatch(/Nothing was changed/);
  for (const line of [error.message, ...said]) expect(line).not.toMatch(CONTROL);
  expect(await target.unchanged()).toBe(true);
  expect(existsSync(path.join(target.dataDir, '.restore-staging'))).toBe(false);
  return error.message;
}

/** A gzip of one stored file of `bytes` zeros: a few kilobytes on disk, written as it is compressed. */
async function bomb(bytes: number): Promise<string> {
  const file = path.join(await scratch(), 'bomb.tar.gz');
  const tar = tarPack();
  const zeros = Buffer.alloc(1024 * 1024);
  const entry = tar.entry({ name: `files/${randomUUID()}.bin`, size: bytes });
  const written = pipeline(tar, createGzip({ level: 9 }), createWriteStream(file));
  await pipeline(
    Readable.from(
      (function* () {
        for (let left = bytes; left > 0; left -= zeros.length) yield left >= zeros.length ? zeros : zeros.subarray(0, left);
      })(),
    ),
    entry,
  );
  tar.finalize();
  await written;
  return file;
}

describe('restore refuses hostile archives', () => {
  it('stops a gzip bomb at the bound, before writing more than it allows', async () => {
    const file = await bomb(256 * 1024 * 1024);
    const message = await refused(file, /expands to more than 8 MB/, { maxExpandedBytes: 8 * 1024 * 1024 });
    expect(message).toMatch(/compression bomb/);
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    'on a small volume, refuses a bomb by the free space alone and never fills the disk',
    async () => {
      const dataDir = await scratch();
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', dataDir]);
      try {
        let lowest = Number.POSITIVE_INFINITY;
        const watch = setInterval(() => {
          void statfs(dataDir).then((s) => (lowest = Math.min(lowest, s.bavail * s.bsize)));
        }, 5);
        try {
          await refused(await bomb(128 * 1024 * 1024), /expands to more than 10 MB/, { dataDir });
        } finally {
          clearInterval(watch);
        }
        expect(lowest).toBeGreaterThan(2 * 1024 * 1024);
      } finally {
        execFileSync('umount', [dataDir]);
      }
    },
    60_000,
  );

  it('escapes control characters of names in what it prints', async () => {
    const escape = '\u001b]0;owned\u0007\u001b[2J\u009b31m';
    await refused(await archive([{ header: { name: `files/${escape}`, type: 'directory' } }]), /is not a plain file/);
    await refused(await archive([{ header: { name: `files/evil\u202egpj.exe` }, body: Buffer.from('x') }]), /unexpected entry/);
    const manifest = Buffer.from('{}');
    const after = await refused(
      await archive([
        { header: { name: 'manifest.json' }, body: manifest },
        { header: { name: `${escape}.bin` }, body: Buffer.from('x') },
      ]),
      /follows the manifest/,
    );
    expect(after).toContain('\\u001b]0;owned\\u0007');
  });

  it('refuses a manifest whose date is not a date (it names a folder: this one left DATA_DIR)', async () => {
    const name = `files/${randomUUID()}.bin`;
    const body = randomBytes(100);
    const manifest = {
      format: 'nexlink-backup',
      version: 1,
      createdAt: '../../../outside-data-dir',
      engine: 'postgresql',
      entries: [{ path: name, size: body.length, sha256: createHash('sha256').update(body).digest('hex') }],
    };
    const file = await archive([
      { header: { name }, body },
      { header: { name: 'manifest.json' }, body: Buffer.from(JSON.stringify(manifest)) },
    ]);
    await refused(file, /manifest is not one this version writes/);
  });
});
