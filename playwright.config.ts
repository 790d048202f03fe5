import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

// Browser suites: Debian's Chromium (never a downloaded browser) against the built site served by the
// real server, as `npm start` runs it, on a fresh DATA_DIR. `npm run test:browser` builds first when
// needed; `npx playwright test` alone expects a current build in dist/.
export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'tmp/playwright/results',
  // One worker per core. Each worker has a server of its own (the `site` fixture, tests/browser/
  // fixtures.ts), so no file sees another's posts, pages or sign-ins whichever worker ran it; a
  // file's tests run in order, in one worker, unless the file says otherwise (pages.browser.test.ts
  // only reads, and spreads its visits over both).
  workers: 2,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous for a loaded machine; every wait inside is for a condition, so a slow run only takes longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The migrated embedded database the servers the suites start are copies of.
  globalSetup: './tests/browser/global-setup.ts',
  // A line per test in the terminal (and CI's log), and a report to open when something failed.
  reporter: [
    ['list'],
    ['html', { outputFolder: 'tmp/playwright/report', open: 'never' }],
    // Each file's time, for scripts/ci/stages.mjs's report.
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_FILE ?? 'tmp/ci/playwright.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 900 },
    // A failure's screenshot in the report; `--trace on` records traces when one needs more.
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'browser', testMatch: /\.browser\.test\.ts$/, grepInvert: /@alone/ },
    // What measures time as a visitor feels it on a quiet machine (a tap answered while a Worker
    // computes), tagged @alone: `npm run test:browser` runs this project after the other, on its
    // own, so no other test's browser takes a core from it.
    { name: 'alone', testMatch: /\.browser\.test\.ts$/, grep: /@alone/, workers: 1 },
  ],
});
