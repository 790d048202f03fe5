import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The house rules that the linter cannot see, checked by the tools made for them rather than by
// review: no import cycles (type-only ones included), and nothing exported, installed or left in a
// file that nothing uses (knip.jsonc lists the few justified exceptions). The linter and the
// formatter check run first in `npm test` (package.json), each on the whole machine.
const root = path.resolve(import.meta.dirname, '../..');
/** One of package.json's check scripts, as a developer runs it (`npm run check:cycles`). */
const run = (script: string, args: string[]) => {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 180_000,
  });
  if (result.error) throw result.error;
  return result;
};

describe('code structure', () => {
  // A dynamic import() is left out (.madgerc): it runs after both modules have loaded, so it cannot
  // bite as a cycle does, and an island's declaration imports its component that way by design.
  it('has no import cycle, type-only imports included (madge)', () => {
    const result = run('check:cycles', ['--json']);
    const cycles = JSON.parse(result.stdout.slice(result.stdout.indexOf('['))) as string[][];
    expect(cycles.map((cycle) => cycle.join(' > '))).toEqual([]);
  }, 180_000);

  it('has no unused file, export, type or dependency, and no unlisted one (knip)', () => {
    const result = run('check:unused', ['--reporter', 'compact']);
    expect(result.stdout.trim() || 'nothing unused', result.stderr).toBe('nothing unused');
  }, 180_000);
});
