/**
 * The running site's published content, brought into the repository:
 *
 *   npm run content -- apply site-content-2026-11-27T10-00-00Z.tar.gz
 *
 * apply: writes an export (Admin → Pages → Download what is published, or GET
 * /api/admin/content/export) into this checkout, each file that differs (scripts/content/apply.ts),
 * then checks the project as `npm run check` does. Review the change with `git diff`, commit it and
 * deploy: the pages are then the ones already served, and the live layer folds away.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { applyExport, RefusedExport } from '../src/server/content/apply';

const [command, file] = process.argv.slice(2);
if (command !== 'apply' || !file) {
  console.error('Usage: npm run content -- apply FILE (an export of the running site’s content, .tar.gz)');
  process.exit(2);
}

try {
  const applied = await applyExport(await readFile(file), process.cwd());
  for (const name of applied.changed) console.log(`changed  ${name}`);
  for (const name of applied.added) console.log(`added    ${name}`);
  for (const name of applied.removed) console.log(`removed  ${name}`);
  console.log(
    `${applied.changed.length} changed, ${applied.added.length} added, ${applied.removed.length} removed, ${applied.unchanged} unchanged.`,
  );
  const check = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts'], { stdio: 'inherit' });
  if (check.status !== 0) process.exit(1);
  if (applied.changed.length + applied.added.length + applied.removed.length > 0)
    console.log('Review it with git diff, then commit it.');
} catch (error) {
  console.error(error instanceof RefusedExport ? `Nothing was written: ${error.message}` : error);
  process.exit(1);
}
