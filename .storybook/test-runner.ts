import type { TestRunnerConfig } from '@storybook/test-runner';
import { captureStory, keepRecord } from '../tests/visual/capture';

type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];

/** Requests each page made to anywhere but the Storybook it was opened on. */
const foreign = new WeakMap<Page, string[]>();

/**
 * @storybook/test-runner in Debian's Chromium (test-runner-jest.config.js). Each story is rendered
 * and must pass its axe check (parameters.a11y.test = 'error' in preview.tsx) without reaching out
 * of the local Storybook; then, in the same visit, it is captured in each of its modes (modes.ts).
 * scripts/test-visual.ts compares the captures with tests/visual/baselines after the run.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    if (foreign.has(page)) return;
    const requests: string[] = [];
    foreign.set(page, requests);
    const origin = new URL(page.url()).origin;
    // Nothing but the local Storybook: a capture must never depend on the network.
    await page.route(
      (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
      (route) => {
        requests.push(route.request().url());
        return route.abort();
      },
    );
  },
  async postVisit(page, context) {
    const offline = () => {
      const requests = foreign.get(page)?.splice(0) ?? [];
      if (requests.length > 0) throw new Error(`${context.title} › ${context.name} requested ${requests.join(', ')}`);
    };
    offline();
    // A story that failed to render or failed axe already fails its test: nothing worth capturing.
    if (context.hasFailure) return;
    await keepRecord(await captureStory(page, context));
    offline();
  },
};

export default config;
