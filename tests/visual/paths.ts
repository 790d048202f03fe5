import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface VisualPaths {
  root: string;
  /** Accepted captures, `<story id>.<mode>.png`, optimised and committed. */
  baselines: string;
  /** Everything a run produces (git-ignored, replaced on the next run). */
  work: string;
  /** This run's captures, as Chromium took them. */
  actual: string;
  /** Changed pixels in red over the faded baseline, for each changed capture. */
  diff: string;
  /** One record per story captured: what was captured and how it compared. */
  records: string;
  /** The HTML report a designer opens. */
  report: string;
}

export function visualPathsFor({ baselines, work }: { baselines: string; work: string }): VisualPaths {
  return {
    root,
    baselines,
    work,
    actual: path.join(work, 'actual'),
    diff: path.join(work, 'diff'),
    records: path.join(work, 'stories'),
    report: path.join(work, 'report.html'),
  };
}

/**
 * Baselines live beside the tests; a run works under tmp/visual. The determinism check's second
 * pass sets VISUAL_BASELINES to the first pass's captures and VISUAL_WORK to a folder of its own.
 */
export const visualPaths = visualPathsFor({
  baselines: process.env.VISUAL_BASELINES ?? path.join(root, 'tests', 'visual', 'baselines'),
  work: process.env.VISUAL_WORK ?? path.join(root, 'tmp', 'visual'),
});

/** 'blocks-hero--home' + 'dark desktop' -> 'blocks-hero--home.dark-desktop.png' */
export const captureFile = (storyId: string, mode: string) => `${storyId}.${mode.trim().replace(/\s+/g, '-')}.png`;

/** The story a capture file belongs to (story ids never contain a dot). */
export const storyIdOf = (file: string) => file.slice(0, file.indexOf('.'));
