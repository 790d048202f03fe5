import type { StorybookConfig } from 'storybook-react-rsbuild';

/** Every block, layout part and form, in the app theme. Uses the `web` environment of rsbuild.config.ts. */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-themes'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { builder: { name: 'storybook-builder-rsbuild', options: { environment: 'web' } }, disableTelemetry: true },
  staticDirs: ['../public'],
};

export default config;
