import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

// Browser suites: Debian's Chromium (never a downloaded browser) against the built site served by the
// real server on a fresh DATA_DIR. `npm run test:browser` builds first when needed; `npx playwright
// test` alone expects a current build in dist/.
const port = Number(process.env.TEST_PORT ?? 4480);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/browser',
  outputDir: 'tmp/playwright/results',
  // One Chromium at a time on a 2-core machine; the files share one server, but none relies on another
  // having run first (the administrator comes from the setup project and the fixtures).
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous for a loaded machine; every wait inside is for a condition, so a slow run only takes longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // A line per test in the terminal (and CI's log), and a report to open when something failed.
  reporter: [['list'], ['html', { outputFolder: 'tmp/playwright/report', open: 'never' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 900 },
    // A failure's screenshot in the report; `--trace on` records traces when one needs more.
    screenshot: 'only-on-failure',
  },
  projects: [
    // The first account registered becomes the administrator: this project registers it through
    // /register, the way a site owner does, before any other file runs.
    { name: 'admin account', testMatch: /admin\.setup\.ts$/ },
    { name: 'browser', testMatch: /\.browser\.test\.ts$/, dependencies: ['admin account'] },
  ],
  webServer: {
    // The real server (src/server/main.ts) serving dist/, on a temporary DATA_DIR removed when it stops.
    command: 'node --import tsx tests/browser/serve.ts',
    url: `${baseURL}/api/ready`,
    env: { HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000' },
    // Always a fresh server: a reused one would carry another run's accounts and posts.
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
  },
});
