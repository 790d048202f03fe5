import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';

/** What an export may hold: site.config.ts and files under content/, by plain relative paths. */
const ALLOWED = /^(site\.config\.ts|content\/(?:[\w.-]+\/)*[\w.-]+)$/;
/** A folder of content/, as tar writes its entry. */
const FOLDER = /^content(?:\/[\w.-]+)*\/?$/;
const leaves = (name: string) => name.split('/').some((part) => part === '..' || part === '.');
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const MAX_TOTAL_BYTES = 50 * 1024 * 1024;

export class RefusedExport extends Error {
  override name = 'RefusedExport';
}

export interface Applied {
  /** Files whose text changed, files the checkout did not have, and pages the export no longer holds (retired). */
  changed: string[];
  added: string[];
  removed: string[];
  unchanged: number;
}

/** The export's files, checked whole before anything is written: a bad archive changes nothing. */
async function filesOf(archive: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  let total = 0;
  const reader = extract();
  const read = (async () => {
    for await (const entry of reader) {
      const { name, type, size = 0 } = entry.header;
      // A folder's own entry (an archive re-made with tar has them) holds nothing to write.
      if (type === 'directory' && FOLDER.test(name) && !leaves(name)) {
        entry.resume();
        continue;
      }
      if (type !== 'file') throw new RefusedExport(`${name}: an export holds files only, not a ${type}`);
      if (!ALLOWED.test(name) || leaves(name))
        throw new RefusedExport(`${name}: an export holds site.config.ts and files under content/ only`);
      if (size > MAX_FILE_BYTES) throw new RefusedExport(`${name}: larger than an export's file may be`);
      total += size;
      if (total > MAX_TOTAL_BYTES) throw new RefusedExport('the export is larger than a site’s content may be');
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      files.set(name, Buffer.concat(chunks));
    }
  })();
  await Promise.all([pipeline(Readable.from([archive]), createGunzip(), reader), read]).catch((error: unknown) => {
    if (error instanceof RefusedExport) throw error;
    throw new RefusedExport(`not an export of the site's content: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!files.has('site.config.ts')) throw new RefusedExport('not an export of the site’s content: it has no site.config.ts');
  return files;
}

/**
 * Writes an export of the running site (GET /api/admin/content/export) into the checkout at `root`:
 * each file whose bytes differ, so `git diff` shows exactly what was published there. A page of
 * content/pages/ the export does not hold was retired on the running site: it is removed (the diff
 * shows it, for review). Other files the export does not hold are left alone.
 */
export async function applyExport(archive: Buffer, root: string): Promise<Applied> {
  const files = await filesOf(archive);
  const applied: Applied = { changed: [], added: [], removed: [], unchanged: 0 };
  for (const [name, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(root, ...name.split('/'));
    const before = await readFile(target).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (before?.equals(bytes)) {
      applied.unchanged += 1;
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    (before === null ? applied.added : applied.changed).push(name);
  }
  const pagesDir = path.join(root, 'content', 'pages');
  const present = await readdir(pagesDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const file of present.sort()) {
    const name = `content/pages/${file}`;
    if (!file.endsWith('.json') || files.has(name)) continue;
    await rm(path.join(pagesDir, file));
    applied.removed.push(name);
  }
  return applied;
}
