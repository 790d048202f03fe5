import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A content page's name: the file content/pages/<name>.json, and nothing that leaves that folder. */
export const PAGE_NAME = /^[a-z0-9-]{1,80}$/;

export const pagesDir = (root: string) => path.join(root, 'content', 'pages');

/** The path relative to the project root, as the build's compiler names the file in its messages. */
export const pageFile = (name: string) => `content/pages/${name}.json`;

/**
 * What the editor saw when it opened a file: a hash of its exact text. A save that brings another
 * version is refused, so a `git pull` or a second editor is never overwritten.
 */
export const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

export function readPage(root: string, name: string): string {
  return readFileSync(path.join(pagesDir(root), `${name}.json`), 'utf8');
}

/**
 * Writes beside the file, then renames over it: the dev server's watcher and `git` see the old
 * file or the new one, never half of it.
 */
export function writeAtomically(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, file);
  } finally {
    rmSync(temporary, { force: true });
  }
}
