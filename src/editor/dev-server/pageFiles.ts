import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const pagesDir = (root: string) => path.join(root, 'content', 'pages');

/** The path relative to the project root, as the build's compiler names the file in its messages. */
export const pageFile = (name: string) => `content/pages/${name}.json`;

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
