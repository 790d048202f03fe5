import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files share one server, whose first registered account becomes the administrator: run them in
 * name order so admin.browser.test.ts registers it through /register before the others log in.
 */
class NameOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

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
    sequence: { sequencer: NameOrder },
  },
});
