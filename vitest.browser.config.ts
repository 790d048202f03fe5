import { defineConfig } from 'vitest/config';

// Browser suites: Chromium (playwright-core, system binary) against the built site served by the
// real server (`npm start` minus the build step), with a fresh DATA_DIR. Run with `npm run test:browser`.
export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.browser.test.ts'],
    globalSetup: ['./tests/browser/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time on a 2-core machine; files share the one server.
    fileParallelism: false,
  },
});
