import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder } from './files';

/**
 * The emitted files under `dir` (dist/static) that are byte for byte the same as another, in groups:
 * the same code or stylesheet under two names, which a page would fetch and apply twice. The
 * precompressed copies follow their file and are left out.
 */
export async function duplicateAssets(dir: string): Promise<string[][]> {
  const byContent = new Map<string, string[]>();
  for (const file of await filesUnder(dir)) {
    if (/\.(br|gz)$/.test(file) || file.endsWith('.LICENSE.txt')) continue;
    const hash = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex');
    byContent.set(hash, [...(byContent.get(hash) ?? []), file]);
  }
  return [...byContent.values()].filter((files) => files.length > 1);
}
