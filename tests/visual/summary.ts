import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoryRecord } from './capture';
import { storyIdOf, visualPaths, type VisualPaths } from './paths';
import { comparePngs, optimisePng } from './png';

export interface CaptureResult {
  file: string;
  mode: string;
  /** 'Blocks/Hero › Home' */
  story: string;
  status: 'unchanged' | 'changed' | 'new';
  changedPixels: number;
  /** Share of the capture's pixels that changed, 0..1. */
  share: number;
}

export interface VisualSummary {
  stories: number;
  captures: number;
  unchanged: string[];
  changed: CaptureResult[];
  added: CaptureResult[];
  /** Baselines of stories or modes that no longer exist. */
  deleted: string[];
}

const pngsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((file) => file.endsWith('.png'))
        .sort()
    : [];

function compareCapture(story: StoryRecord, { file, mode }: StoryRecord['captures'][number], paths: VisualPaths): CaptureResult {
  const result = { file, mode, story: `${story.title} › ${story.name}` };
  const baseline = path.join(paths.baselines, file);
  if (!existsSync(baseline)) return { ...result, status: 'new', changedPixels: 0, share: 1 };
  const comparison = comparePngs(readFileSync(baseline), readFileSync(path.join(paths.actual, file)), story.compare);
  if (comparison.changedPixels === 0) return { ...result, status: 'unchanged', changedPixels: 0, share: 0 };
  if (comparison.diff) {
    mkdirSync(paths.diff, { recursive: true });
    writeFileSync(path.join(paths.diff, file), comparison.diff);
  }
  return { ...result, status: 'changed', changedPixels: comparison.changedPixels, share: comparison.share };
}

/**
 * Compares this run's captures (as capture.ts recorded them) with the baselines. A baseline is
 * deleted when its story is gone from Storybook's index, or the story was captured without that
 * mode; a story that failed before its captures (and so failed the run) keeps its baselines.
 */
export function compareRun(storyIds: ReadonlySet<string>, paths: VisualPaths = visualPaths): VisualSummary {
  const records: StoryRecord[] = existsSync(paths.records)
    ? readdirSync(paths.records).map((file) => JSON.parse(readFileSync(path.join(paths.records, file), 'utf8')) as StoryRecord)
    : [];
  const captured = new Map(records.map((story) => [story.id, new Set(story.captures.map((capture) => capture.file))]));
  const all = records.flatMap((story) => story.captures.map((capture) => compareCapture(story, capture, paths)));
  return {
    stories: records.length,
    captures: all.length,
    unchanged: all.filter((capture) => capture.status === 'unchanged').map((capture) => capture.file),
    changed: all.filter((capture) => capture.status === 'changed'),
    added: all.filter((capture) => capture.status === 'new'),
    deleted: pngsIn(paths.baselines).filter((file) => {
      const files = captured.get(storyIdOf(file));
      return files ? !files.has(file) : !storyIds.has(storyIdOf(file));
    }),
  };
}

/**
 * The HTML report (reg-cli's viewer): baseline, new capture and highlighted difference side by side
 * for each changed capture, plus the new and deleted ones. Returns its path.
 */
export function writeReport(summary: VisualSummary, paths: VisualPaths = visualPaths): string {
  const json = path.join(paths.work, 'reg.json');
  const relative = (dir: string) => path.relative(paths.work, dir).split(path.sep).join('/');
  const changed = summary.changed.map((capture) => capture.file);
  writeFileSync(
    json,
    JSON.stringify({
      failedItems: changed,
      newItems: summary.added.map((capture) => capture.file),
      deletedItems: summary.deleted,
      passedItems: summary.unchanged,
      expectedItems: pngsIn(paths.baselines),
      actualItems: pngsIn(paths.actual),
      diffItems: changed,
      actualDir: relative(paths.actual),
      expectedDir: relative(paths.baselines),
      diffDir: relative(paths.diff),
    }),
  );
  const cli = path.join(paths.root, 'node_modules', 'reg-cli', 'dist', 'cli.js');
  const result = spawnSync(process.execPath, [cli, '-F', json, '-R', paths.report], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`reg-cli could not write the report:\n${result.stdout}${result.stderr}`);
  return paths.report;
}

/** Accepts what changed: new and changed captures become baselines (optimised), deleted ones go. */
export function acceptChanges(summary: VisualSummary, paths: VisualPaths = visualPaths): void {
  for (const { file } of [...summary.changed, ...summary.added]) {
    writeFileSync(path.join(paths.baselines, file), optimisePng(readFileSync(path.join(paths.actual, file))));
  }
  for (const file of summary.deleted) rmSync(path.join(paths.baselines, file));
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** The lines the run prints: counts, then every capture that differs. */
export function describe(summary: VisualSummary): string {
  const lines = [
    `Visual: ${summary.captures} captures of ${summary.stories} stories: ${summary.unchanged.length} unchanged, ` +
      `${summary.changed.length} changed, ${summary.added.length} new, ${summary.deleted.length} deleted.`,
    ...summary.changed.map(
      (capture) =>
        `  changed  ${capture.story} [${capture.mode}]: ${percent(capture.share)} of pixels (${capture.changedPixels})`,
    ),
    ...summary.added.map((capture) => `  new      ${capture.story} [${capture.mode}]: no baseline yet`),
    ...summary.deleted.map((file) => `  deleted  ${file}: its story or mode is gone`),
  ];
  return lines.join('\n');
}

export const differs = (summary: VisualSummary) => summary.changed.length + summary.added.length + summary.deleted.length > 0;
