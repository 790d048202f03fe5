import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { screenshot } from 'storycap-testrun';
import { captureFile, visualPaths } from './paths';
import type { CompareOptions } from './png';
import { settleScript } from './settle';

type PostVisit = NonNullable<TestRunnerConfig['postVisit']>;
type Page = Parameters<PostVisit>[0];
type TestContext = Parameters<PostVisit>[1];

type Dimension = number | string;
/** A Chromatic mode: globals to set, and the window size as Chromatic reads it. */
interface Mode {
  viewport?: Dimension | { width?: Dimension; height?: Dimension };
  disable?: boolean;
  [global: string]: unknown;
}

/** The `parameters.chromatic` fields Chromatic documents and these captures honour as well. */
interface ChromaticParameters {
  modes?: Record<string, Mode>;
  disableSnapshot?: boolean;
  delay?: number;
  diffThreshold?: number;
  diffIncludeAntiAliasing?: boolean;
  prefersReducedMotion?: 'reduce' | 'no-preference';
}

/** What one story's visit captured, for the comparison after the run (summary.ts). */
export interface StoryRecord {
  id: string;
  title: string;
  name: string;
  /** The story's own comparison settings (Chromatic's diffThreshold, diffIncludeAntiAliasing). */
  compare: CompareOptions;
  captures: { file: string; mode: string }[];
}

/** Chromatic's fallbacks: a width alone keeps this height for `vh` units; the snapshot is the whole page anyway. */
const DEFAULT_SIZE = { width: 1200, height: 900 };

function windowSize(viewport: Mode['viewport']): { width: number; height: number } {
  const px = (value: Dimension | undefined, fallback: number) =>
    value === undefined ? fallback : Number.parseInt(String(value), 10);
  if (viewport === undefined) return DEFAULT_SIZE;
  if (typeof viewport === 'object')
    return { width: px(viewport.width, DEFAULT_SIZE.width), height: px(viewport.height, DEFAULT_SIZE.height) };
  return { width: px(viewport, DEFAULT_SIZE.width), height: DEFAULT_SIZE.height };
}

/** The story's modes minus those switched off with `{ disable: true }`; none means one default capture. */
function activeModes(modes: ChromaticParameters['modes']): [string, Mode][] {
  const active = Object.entries(modes ?? {}).filter(([, mode]) => mode.disable !== true);
  return active.length > 0 ? active : [['default', {}]];
}

interface StorybookChannel {
  on(event: string, listener: (payload: never) => void): void;
  off(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * In the preview: emits `event` on Storybook's channel and waits until the story's render that
 * follows has finished (after its loaders, beforeEach, play function and afterEach hooks).
 * Returns the project's initial globals, as the preview reports them when globals change.
 */
async function emitAndWaitForRender(page: Page, storyId: string, event: 'updateGlobals' | 'forceRemount', payload: unknown) {
  return page.evaluate(
    ({ storyId, event, payload }) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StorybookChannel }).__STORYBOOK_ADDONS_CHANNEL__;
        let initialGlobals: Record<string, unknown> = {};
        const timer = setTimeout(() => reject(new Error(`${storyId} did not finish rendering within 20 s of ${event}`)), 20_000);
        const onGlobals = (updated: { initialGlobals?: Record<string, unknown> }) => {
          initialGlobals = updated.initialGlobals ?? {};
        };
        const onFinished = (finished: { storyId?: string }) => {
          if (finished.storyId !== storyId) return;
          clearTimeout(timer);
          channel.off('globalsUpdated', onGlobals);
          channel.off('storyFinished', onFinished);
          resolve(initialGlobals);
        };
        channel.on('globalsUpdated', onGlobals);
        channel.on('storyFinished', onFinished);
        channel.emit(event, payload);
      }),
    { storyId, event, payload },
  );
}

/** Sets Storybook globals; the story re-renders with them. Returns the project's initial globals. */
const setGlobals = (page: Page, storyId: string, globals: Record<string, unknown>) =>
  emitAndWaitForRender(page, storyId, 'updateGlobals', { globals });

/** Renders the story afresh (loaders, beforeEach, play function), as Chromatic renders each mode. */
const remount = (page: Page, storyId: string) => emitAndWaitForRender(page, storyId, 'forceRemount', { storyId });

/**
 * Captures the story the test-runner has just rendered, once per Chromatic mode, into
 * `<story id>.<mode>.png`. Each mode is a fresh render at its window size and globals; captures
 * are whole pages, taken with reduced motion, animations and transitions off, fonts and images
 * loaded, the lazy extras (carousel, particles) in place, and the page's nodes, styles and layout
 * unchanged over three frames (storycap-testrun's metrics). One shot each: storycap's retake (shots
 * until two in a row match) took a second full-page shot of every capture (without it, the Pages
 * and Hero stories take 0.78 of the time), and what it would catch is caught anyway: a capture that
 * changes from one shot to the next differs from its baseline, and the determinism pass captures
 * stories again in a fresh render and requires the same pixels (scripts/test-visual.ts
 * --repeat). Globals, window size and media are given back afterwards, so the next story's axe
 * check runs as before.
 */
export async function captureStory(page: Page, context: TestContext): Promise<StoryRecord> {
  const story = await getStoryContext(page, context);
  const chromatic = (story.parameters.chromatic ?? {}) as ChromaticParameters;
  const record: StoryRecord = {
    id: context.id,
    title: context.title,
    name: context.name,
    compare: { threshold: chromatic.diffThreshold, includeAA: chromatic.diffIncludeAntiAliasing },
    captures: [],
  };
  if (chromatic.disableSnapshot) return record;

  await mkdir(visualPaths.actual, { recursive: true });
  const windowBefore = page.viewportSize();
  let initialGlobals: Record<string, unknown> = {};
  const touched = new Set<string>(['a11y']);
  try {
    await page.emulateMedia({ reducedMotion: chromatic.prefersReducedMotion ?? null });
    for (const [mode, { viewport, disable: _disable, ...globals }] of activeModes(chromatic.modes)) {
      Object.keys(globals).forEach((key) => touched.add(key));
      // Each step starts once the last render's lazy parts have, so no two particle fields ever
      // load at once (they would share the seeded random source, in an order left to timing).
      await page.evaluate(settleScript);
      await page.setViewportSize(windowSize(viewport));
      // The story's axe check has already run in this visit: the mode renders skip it.
      initialGlobals = await setGlobals(page, context.id, { ...globals, a11y: { manual: true } });
      await page.evaluate(settleScript);
      await remount(page, context.id);
      await page.evaluate(settleScript);
      if (chromatic.delay) await page.waitForTimeout(chromatic.delay);
      const png = await screenshot(page, context, {
        output: { dry: true },
        fullPage: true,
        flakiness: { retake: { enabled: false } },
      });
      if (!png) continue;
      const file = captureFile(context.id, mode);
      await writeFile(path.join(visualPaths.actual, file), png);
      record.captures.push({ file, mode });
    }
  } finally {
    // Back to the project's globals (no one else changes them during a test-runner run).
    await setGlobals(page, context.id, Object.fromEntries([...touched].map((key) => [key, initialGlobals[key]])));
    await page.evaluate(settleScript);
    if (windowBefore) await page.setViewportSize(windowBefore);
    await page.emulateMedia({ reducedMotion: null });
  }
  return record;
}

/** Keeps the story's record for the comparison after the run. */
export async function keepRecord(story: StoryRecord): Promise<void> {
  await mkdir(visualPaths.records, { recursive: true });
  await writeFile(path.join(visualPaths.records, `${story.id}.json`), JSON.stringify(story, null, 2));
}
