import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { StoryRecord } from './capture';
import { fixMoments } from './moments';
import { captureFile, visualPathsFor } from './paths';
import { settleScript } from './settle';

/*
 * Captures of the built site's screens (tests/screens), made by Playwright from the real server
 * and compared like the Storybook captures: the same files (`<screen>.<mode>.png`), the same
 * records, the same comparison, report and accept flow (summary.ts, `npm run test:visual`).
 */

const root = path.resolve(import.meta.dirname, '..', '..');

/** Accepted captures in tests/screens/baselines; a run's work under tmp/visual-screens. */
export const screenPaths = visualPathsFor({
  baselines: path.join(root, 'tests', 'screens', 'baselines'),
  work: process.env.SCREENS_WORK ?? path.join(root, 'tmp', 'visual-screens'),
});

/** A window a screen is captured in: its size and colour scheme. */
export interface ScreenMode {
  name: string;
  width: number;
  height: number;
  colorScheme: 'light' | 'dark';
}

export const SCREEN_MODES = {
  desktop: { name: 'desktop', width: 1280, height: 900, colorScheme: 'light' },
  phone: { name: 'phone', width: 390, height: 844, colorScheme: 'light' },
  dark: { name: 'dark desktop', width: 1280, height: 900, colorScheme: 'dark' },
} as const satisfies Record<string, ScreenMode>;

export interface ScreenCapture {
  /** The screen's id, the first part of its files' names: 'admin-blogs'. */
  id: string;
  /** What the report calls it: 'Admin › Blog manager'. */
  title: string;
  /**
   * Text that changes from run to run for reasons of its own (a secret, a link with a token in it):
   * shown as as many dots. (Painted over with Playwright's mask instead, a letter's tail below the
   * box still differed by a pixel or three.)
   */
  redact?: Locator[];
  /** Parts axe does not check, each for a reason the screen gives (another project's own interface). */
  axeExclude?: string[];
  /** The window only, not the whole page: a dialog or drawer over the page, as the person sees it. */
  windowOnly?: boolean;
}

/**
 * Captures what `page` shows now as `<id>.<mode>.png`, once it has settled (fonts, images, the lazy
 * parts; reduced motion, animations off), and checks it with axe: a violation fails the test, as a
 * story's does in Storybook. Returns the capture for the screen's record.
 */
export async function captureScreen(page: Page, screen: ScreenCapture, mode: ScreenMode) {
  await page.evaluate(settleScript);
  // What is still moving settles first: a button's colour fading back after the click that opened
  // the screen (axe measured it half-way once), a drawer sliding in. Endless ones (a spinner) do not end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page });
  for (const selector of screen.axeExclude ?? []) axe.exclude(selector);
  const violations = (await axe.analyze()).violations;
  // Each element that fails, with what axe measured (for contrast: both colours and the ratio).
  const failures = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.any[0]?.message ?? violation.help}`),
  );
  expect(failures, `axe on ${screen.title} [${mode.name}]`).toEqual([]);
  await page.evaluate(fixMoments);
  for (const locator of screen.redact ?? [])
    await locator.evaluateAll((elements) => {
      for (const element of elements) element.textContent = '•'.repeat(element.textContent?.length ?? 0);
    });
  // A whole page from its top: scrolled (to the button a screen was opened by), the sticky header
  // would be drawn where the window was, half-way down the capture.
  if (!screen.windowOnly) await page.evaluate(() => window.scrollTo(0, 0));
  const png = await page.screenshot({ fullPage: !screen.windowOnly, animations: 'disabled', caret: 'hide' });
  const file = captureFile(screen.id, mode.name);
  mkdirSync(screenPaths.actual, { recursive: true });
  writeFileSync(path.join(screenPaths.actual, file), png);
  return { file, mode: mode.name };
}

/** Keeps what a screen's test captured, for the comparison after the run (summary.ts). */
export function keepScreenRecord(screen: Pick<ScreenCapture, 'id' | 'title'>, captures: StoryRecord['captures']) {
  const [group, ...name] = screen.title.split(' › ');
  const record: StoryRecord = { id: screen.id, title: group ?? screen.title, name: name.join(' › '), compare: {}, captures };
  mkdirSync(screenPaths.records, { recursive: true });
  writeFileSync(path.join(screenPaths.records, `${screen.id}.json`), JSON.stringify(record, null, 2));
}
