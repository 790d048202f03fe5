import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

// The visual suite of the built screens (tests/screens): Debian's Chromium against the build, as
// `npm start` serves it, on a server of its own the suite seeds. Run by `npm run test:visual`
// (scripts/test-visual.ts), which compares its captures with tests/screens/baselines; alone,
// `npx playwright test -c playwright.screens.config.ts` captures without comparing.
export default defineConfig({
  testDir: 'tests/screens',
  testMatch: /\.visual\.test\.ts$/,
  outputDir: 'tmp/playwright/screens-results',
  // One server, seeded once: the screens are opened in order, one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  globalSetup: './tests/browser/global-setup.ts',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'tmp/playwright/screens-report', open: 'never' }],
    ['json', { outputFile: 'tmp/ci/playwright-screens.json' }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    screenshot: 'only-on-failure',
  },
});
