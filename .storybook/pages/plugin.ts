import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { exportNameOf, pageIdsIn, pagesModuleFile } from './indexer';

/** One story export per content page: `export const pageAbout = { args: { id: "about" } };` */
export const pageStoryExports = (pagesDir: string) =>
  pageIdsIn(readdirSync(pagesDir))
    .map((id) => `export const ${exportNameOf(id)} = { args: { id: ${JSON.stringify(id)} } };`)
    .join('\n');

/**
 * Gives Pages.stories.tsx its story exports, read from content/pages/ when the module is compiled
 * and again whenever a file is added or removed there, so the module always matches the entries
 * pageIndexers puts in Storybook's index.
 */
export function pluginPageStories({ root }: { root: string }): RsbuildPlugin {
  const pagesDir = path.join(root, 'content', 'pages');
  return {
    name: 'page-stories',
    setup(api) {
      api.transform({ test: pagesModuleFile, enforce: 'pre' }, (context) => {
        context.addContextDependency(pagesDir);
        return `${context.code}\n${pageStoryExports(pagesDir)}\n`;
      });
    },
  };
}
