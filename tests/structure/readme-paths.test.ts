import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The README is how a newcomer finds their way: a path it names that no longer exists sends them
 * nowhere. Checked here are the paths in backticks, every entry of the map ("Where things live")
 * and the files its descriptions name, each read from the folder of its entry.
 */

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** A placeholder or a glob (`src/blocks/<Block>/`, `content/pages/*.json`) stands for its folder, which must exist. */
const concrete = (name: string) => name.split(/[<*{]/)[0]!.replace(/[^/]*$/, (last) => (/[<*{]/.test(name) ? '' : last));

const exists = (name: string) => existsSync(path.join(root, concrete(name)));

/** `npm run dev`-like spans are not paths; a path starts at one of the repository's own top-level entries. */
function backtickPaths(): string[] {
  const tops = ['src/', 'scripts/', 'tests/', 'docs/', 'deploy/', 'content/', '.storybook/', '.ci/'];
  return [...readme.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1]!.replace(/[.,:;)]+$/, ''))
    .filter((span) => tops.some((top) => span.startsWith(top)) && !span.includes('='));
}

/** The map's entries and the files their descriptions name, resolved as the map means them. */
function mapPaths(): string[] {
  const start = readme.indexOf('### Where things live');
  const fence = readme.indexOf('```\n', start) + 4;
  const block = readme.slice(fence, readme.indexOf('```', fence));
  const named: string[] = [];
  let parent = '';
  let entry = '';
  /** A subfolder the entry's description has introduced ("dev-server/: its plugin, siteApi.ts"). */
  let sub = '';
  for (const line of block.split('\n')) {
    const top = /^(\S+)\s{2,}(.*)$/.exec(line);
    const child = /^ {2}(\S+\/)\s{2,}(.*)$/.exec(line);
    let description: string;
    if (top) {
      entry = top[1]!;
      parent = entry.endsWith('/') ? entry : '';
      description = top[2]!;
    } else if (child && parent) {
      entry = parent + child[1];
      description = child[2]!;
    } else description = line;
    if (top || child) {
      named.push(entry);
      sub = '';
    }
    sub = [...description.matchAll(/(?<![\w.-])([\w.-]+\/):/g)].at(-1)?.[1] ?? sub;
    // A file a description names lives in its entry's folder (log.ts under audit/), in a subfolder the
    // description has named, or in its parent's (db/schema.ts).
    const folder = entry.endsWith('/') ? concrete(entry) : path.posix.dirname(entry) + '/';
    for (const [file] of description.matchAll(/(?<![\w.<>/-])[\w.-]+(?:\/[\w.-]+)*\.(?:ts|tsx|mjs|md)\b/g)) {
      const candidates = [folder + file, folder + sub + file, (parent || folder) + file, file];
      named.push(candidates.find(exists) ?? folder + file);
    }
  }
  return named;
}

describe("the README's paths", () => {
  it('names only paths that exist, in backticks and in the map of where things live', () => {
    const missing = [...new Set([...backtickPaths(), ...mapPaths()])].filter((name) => !exists(name));
    expect(missing).toEqual([]);
  });
});
