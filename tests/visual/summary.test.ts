import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoryRecord } from './capture';
import { visualPathsFor, type VisualPaths } from './paths';
import { comparePngs } from './png';
import { acceptChanges, compareRun, describe as describeRun, differs, writeReport } from './summary';

function png(rgb: [number, number, number], size = 8): Buffer {
  const image = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i += 1) image.data.set([...rgb, 255], i * 4);
  return PNG.sync.write(image);
}
const white = png([255, 255, 255]);
const green = png([21, 128, 61]);

let dir: string;
let paths: VisualPaths;
const put = (folder: string, file: string, data: Buffer) => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, file), data);
};
const record = (story: Omit<StoryRecord, 'compare'>) =>
  put(paths.records, `${story.id}.json`, Buffer.from(JSON.stringify({ ...story, compare: {} })));

/**
 * Button stories captured light and dark; the dark capture turned white. A new Badge story has no
 * baseline yet; Old was removed from Storybook; Button lost its 'sepia' mode; Failing is still in
 * Storybook but failed before its captures.
 */
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'visual-'));
  paths = visualPathsFor({ baselines: path.join(dir, 'baselines'), work: path.join(dir, 'work') });
  put(paths.baselines, 'ui-button--primary.light-phone.png', green);
  put(paths.baselines, 'ui-button--primary.dark-phone.png', green);
  put(paths.baselines, 'ui-button--primary.sepia-phone.png', green);
  put(paths.baselines, 'ui-old--default.light-phone.png', green);
  put(paths.baselines, 'ui-failing--default.light-phone.png', green);
  put(paths.actual, 'ui-button--primary.light-phone.png', green);
  put(paths.actual, 'ui-button--primary.dark-phone.png', white);
  put(paths.actual, 'ui-badge--default.light-phone.png', green);
  const captures = (id: string, modes: string[]) => modes.map((mode) => ({ file: `${id}.${mode.replace(' ', '-')}.png`, mode }));
  record({
    id: 'ui-button--primary',
    title: 'UI/Button',
    name: 'Primary',
    captures: captures('ui-button--primary', ['light phone', 'dark phone']),
  });
  record({
    id: 'ui-badge--default',
    title: 'UI/Badge',
    name: 'Default',
    captures: captures('ui-badge--default', ['light phone']),
  });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const inStorybook = new Set(['ui-button--primary', 'ui-badge--default', 'ui-failing--default']);

describe('a visual run', () => {
  it('names what changed with its share of pixels, what is new and what was deleted', () => {
    const summary = compareRun(inStorybook, paths);
    expect(summary).toMatchObject({ stories: 2, captures: 3, unchanged: ['ui-button--primary.light-phone.png'] });
    expect(summary.changed).toEqual([
      expect.objectContaining({ story: 'UI/Button › Primary', mode: 'dark phone', share: 1, changedPixels: 64 }),
    ]);
    expect(summary.added.map((capture) => capture.file)).toEqual(['ui-badge--default.light-phone.png']);
    expect(summary.deleted).toEqual(['ui-button--primary.sepia-phone.png', 'ui-old--default.light-phone.png']);
    expect(differs(summary)).toBe(true);
    const text = describeRun(summary);
    expect(text).toContain('3 captures of 2 stories: 1 unchanged, 1 changed, 1 new, 2 deleted');
    expect(text).toContain('changed  UI/Button › Primary [dark phone]: 100.00% of pixels (64)');
    expect(existsSync(path.join(paths.diff, 'ui-button--primary.dark-phone.png'))).toBe(true);
  });

  it('passes when every capture matches its baseline', () => {
    rmSync(path.join(paths.records, 'ui-badge--default.json'));
    put(paths.actual, 'ui-button--primary.dark-phone.png', green);
    rmSync(path.join(paths.baselines, 'ui-button--primary.sepia-phone.png'));
    rmSync(path.join(paths.baselines, 'ui-old--default.light-phone.png'));
    expect(differs(compareRun(inStorybook, paths))).toBe(false);
  });

  it('writes one HTML report listing the changed, new and deleted captures', () => {
    const report = writeReport(compareRun(inStorybook, paths), paths);
    const html = readFileSync(report, 'utf8');
    for (const file of [
      'ui-button--primary.dark-phone.png',
      'ui-badge--default.light-phone.png',
      'ui-old--default.light-phone.png',
    ]) {
      expect(html).toContain(file);
    }
    expect(html).toContain('"diffDir":"diff"');
    expect(html).toContain('"expectedDir":"../baselines"');
  });

  it('accepts only what differs: changed and new become baselines, deleted ones go, the rest stay untouched', () => {
    const untouched = readFileSync(path.join(paths.baselines, 'ui-button--primary.light-phone.png'));
    acceptChanges(compareRun(inStorybook, paths), paths);
    const baseline = (file: string) => readFileSync(path.join(paths.baselines, file));
    expect(comparePngs(baseline('ui-button--primary.dark-phone.png'), white).changedPixels).toBe(0);
    expect(comparePngs(baseline('ui-badge--default.light-phone.png'), green).changedPixels).toBe(0);
    expect(baseline('ui-button--primary.light-phone.png').equals(untouched)).toBe(true);
    expect(existsSync(path.join(paths.baselines, 'ui-old--default.light-phone.png'))).toBe(false);
    expect(existsSync(path.join(paths.baselines, 'ui-button--primary.sepia-phone.png'))).toBe(false);
    expect(existsSync(path.join(paths.baselines, 'ui-failing--default.light-phone.png'))).toBe(true);
    expect(differs(compareRun(inStorybook, paths))).toBe(false);
  });
});
