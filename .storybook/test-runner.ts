import type { TestRunnerConfig } from '@storybook/test-runner';
import { captureStory, keepRecord } from '../tests/visual/capture';

/**
 * @storybook/test-runner in Debian's Chromium (test-runner-jest.config.js). Each story is rendered
 * and must pass its axe check (parameters.a11y.test = 'error' in preview.tsx); then, in the same
 * visit, it is captured in each of its modes (modes.ts). scripts/test-storybook.ts compares the
 * captures with tests/visual/baselines once every story has been visited.
 */
const config: TestRunnerConfig = {
  async postVisit(page, context) {
    // A story that failed to render or failed axe already fails its test: nothing worth capturing.
    if (context.hasFailure) return;
    await keepRecord(await captureStory(page, context));
  },
};

export default config;
