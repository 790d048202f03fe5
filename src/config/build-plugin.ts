import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { checkProject, compileContentJson } from './compile';

const isSiteConfig = (file: string) => path.basename(file) === 'site.config.ts';

/**
 * Validates site.config.ts and content/ when rsbuild starts (build and dev alike) and hands the
 * browser their validated output: content JSON is replaced by its normalised form, and the
 * site.config.ts module by the checked config with its defaults. A mistake stops the build with a
 * message naming the file, the field and what was expected.
 */
export function pluginSiteContent({ root, rawSiteConfig }: { root: string; rawSiteConfig: unknown }): RsbuildPlugin {
  return {
    name: 'site-content',
    setup(api) {
      const site = checkProject(root, rawSiteConfig);
      api.transform({ test: /[\\/]content[\\/].+\.json$/ }, ({ code, resourcePath }) =>
        compileContentJson(path.relative(root, resourcePath), code, site),
      );
      api.transform({ test: /site\.config\.ts$/ }, ({ code, resourcePath }) =>
        isSiteConfig(resourcePath) ? `export default ${JSON.stringify(site)};` : code,
      );
    },
  };
}
