import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Prints a benchmark's table and writes it into its page in docs/benchmarks/ below `marker`
 * (`<!-- bench:… -->`), in place of the last run's: what the page says above the marker is kept,
 * as people edit it; a page not written yet starts with `intro`.
 */
export async function writeResults(page: string, marker: string, table: string, intro: string): Promise<void> {
  process.stdout.write(`${table}\n`);
  const file = path.join(root, 'docs/benchmarks', page);
  const previous = await readFile(file, 'utf8').catch(() => '');
  await writeFile(file, `${previous.split(marker)[0] || intro}${marker}\n${table}\n`);
}
