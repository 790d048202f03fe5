import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';

/*
 * Which stories the determinism check captures a second time (scripts/test-visual.ts --repeat).
 * Every story that the latest change could have made unstable: its folder, its baselines or what
 * all stories share changed. And a sample of the others, a different one at each commit, so that a
 * flaky story nobody touches is still met within a few runs. A story captured twice that differs is
 * a failure, whichever way it was chosen.
 */

/**
 * Changes here can make any story unstable: Storybook's set-up, the theme and providers every story
 * renders in, the capture itself. (A dependency's new version that moves pixels fails the first
 * pass, which compares every story with its baseline.)
 */
const SHARED = ['.storybook/', 'src/theme/', 'src/app/AppProviders', 'tests/visual/capture.ts', 'tests/visual/settle.ts'];

export interface StoryEntry {
  id: string;
  /** The story file, as Storybook's index.json gives it (./src/blocks/Hero/Hero.stories.tsx). */
  importPath: string;
}

export interface Selection {
  /** The test-runner's file names (one per story title): `blocks-hero`, from ids `blocks-hero--home`. */
  titles: string[];
  changed: number;
  sampled: number;
  /** True when a shared file changed: every story is captured again. */
  everything: boolean;
}

/** The part of a story id before `--`: the test-runner writes one test file per title. */
export const titleOf = (storyId: string) => storyId.slice(0, storyId.indexOf('--'));

/**
 * The titles to capture again: those a changed file touches (a file in the story's folder, one of
 * its baselines), all of them when a shared file changed, and of the rest, in an order drawn from a
 * hash of each title and `seed` (the commit, so each commit checks other ones), as many titles as
 * fit in `share` of the other stories. Counted in stories rather than titles, the pass costs about
 * the same at every commit, whether the draw puts a title of two stories first or one of eighteen.
 */
export function selectForRepeat(stories: StoryEntry[], changedFiles: string[], seed: string, share = 0.25): Selection {
  const storiesOf = new Map<string, number>();
  for (const { id } of stories) storiesOf.set(titleOf(id), (storiesOf.get(titleOf(id)) ?? 0) + 1);
  const all = [...storiesOf.keys()].sort();
  const everything = changedFiles.some((file) => SHARED.some((shared) => file.startsWith(shared)));
  if (everything) return { titles: all, changed: all.length, sampled: 0, everything };
  const touched = new Set<string>();
  for (const story of stories) {
    const folder = `${path.posix.dirname(story.importPath.replace(/^\.\//, ''))}/`;
    const baseline = `tests/visual/baselines/${story.id}.`;
    if (changedFiles.some((file) => file.startsWith(folder) || file.startsWith(baseline))) touched.add(titleOf(story.id));
  }
  const draw = new Map(all.map((title) => [title, createHash('sha256').update(`${seed}\n${title}`).digest('hex')]));
  const rest = all.filter((title) => !touched.has(title)).sort((a, b) => (draw.get(a) ?? '').localeCompare(draw.get(b) ?? ''));
  const quota = share * rest.reduce((sum, title) => sum + (storiesOf.get(title) ?? 0), 0);
  const sample: string[] = [];
  let sampledStories = 0;
  for (const title of rest) {
    const size = storiesOf.get(title) ?? 0;
    // A title bigger than the whole quota is still taken when the draw puts it first.
    if (sampledStories + size > quota && sample.length > 0) continue;
    sample.push(title);
    sampledStories += size;
  }
  return { titles: [...touched, ...sample].sort(), changed: touched.size, sampled: sample.length, everything };
}

/**
 * Files changed in the working tree and by the last commit (VISUAL_CHANGED_SINCE names another
 * base, a branch's merge base say), paths from the repository's root; and the commit, the sample's
 * seed.
 */
export function recentChanges(root: string): { files: string[]; seed: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const head = git('rev-parse', 'HEAD');
    const base = process.env.VISUAL_CHANGED_SINCE ?? (git('rev-list', '--count', 'HEAD') === '1' ? head : 'HEAD~1');
    const lines = [
      ...git('diff', '--name-only', base).split('\n'),
      ...git('ls-files', '--others', '--exclude-standard').split('\n'),
    ];
    return { files: [...new Set(lines.filter(Boolean))], seed: head };
  } catch {
    // Not a git checkout (an exported tree): nothing is known about what changed, so everything may have.
    return { files: ['.storybook/'], seed: 'no-git' };
  }
}
