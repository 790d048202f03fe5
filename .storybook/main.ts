import path from 'node:path';
import { mergeRsbuildConfig } from '@rsbuild/core';
import type { StorybookConfig } from 'storybook-react-rsbuild';
import { pageIndexers } from './pages/indexer';
import { pluginPageStories } from './pages/plugin';

/**
 * Every block, layout part and form, in the app theme, and every content page under `Pages/`.
 * Uses the `web` environment of rsbuild.config.ts.
 */
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)', '../content/pages/*.json', './pages/Pages.stories.tsx'],
  experimental_indexers: (existing) => [...pageIndexers, ...(existing ?? [])],
  addons: ['@storybook/addon-a11y', '@storybook/addon-themes'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { builder: { name: 'storybook-builder-rsbuild', options: { environment: 'web' } }, disableTelemetry: true },
  rsbuildFinal: (rsbuild) =>
    mergeRsbuildConfig(rsbuild, { plugins: [pluginPageStories({ root: path.resolve(import.meta.dirname, '..') })] }),
  staticDirs: ['../public'],
};

export default config;
