// @storybook/test-runner in Debian's Chromium (no browser download): every story renders without
// error and passes its axe check (parameters.a11y.test = 'error' in .storybook/preview.tsx).
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './tests/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
    },
  },
};
