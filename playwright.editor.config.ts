import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';
import { editorPort } from './tests/editor/site-copy';

// The page editor's suite: Debian's Chromium against `rsbuild dev` (the editor exists only there)
// running in a temporary copy of the project, so saves never touch the checkout. Run by
// `npm run test:browser` after the suites against the build; alone: `npx playwright test -c playwright.editor.config.ts`.
const baseURL = `http://127.0.0.1:${editorPort}`;

export default defineConfig({
  testDir: 'tests/editor',
  outputDir: 'tmp/playwright/editor-results',
  // One dev server, one content copy: the tests run in order and each restores what it changed.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixelRatio: 0.002 } },
  snapshotPathTemplate: 'tests/editor/baselines/{arg}{ext}',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'tmp/playwright/editor-report', open: 'never' }],
    // Each file's time, for scripts/ci/stages.mjs's report.
    ['json', { outputFile: 'tmp/ci/playwright-editor.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1440, height: 900 },
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx tests/editor/serve-dev.ts',
    // The editor's page (its API answers 403 without the token only that page is given).
    url: `${baseURL}/edit`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
