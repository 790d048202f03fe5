import path from 'node:path';
import type { Plugin } from 'vite';
import rawSiteConfig from '../../site.config';
import { compileContentJson, compileSiteConfig } from './compile';

/** The same content compilation as pluginSiteContent, for vitest (which runs on vite). */
export function contentPlugin(): Plugin {
  const root = process.cwd();
  const site = compileSiteConfig(rawSiteConfig);
  return {
    name: 'site-content',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (/[\\/]content[\\/].+\.json$/.test(file))
        return { code: compileContentJson(path.relative(root, file), code, site), map: null };
      if (path.basename(file) === 'site.config.ts') return { code: `export default ${JSON.stringify(site)};`, map: null };
      return undefined;
    },
  };
}
