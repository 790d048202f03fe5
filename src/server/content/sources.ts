import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Options as PrettierOptions } from 'prettier';
import { PAGE_NAME } from '../../schemas/live-content';

/**
 * The folder of dist-ssr/ the build copies its sources into (scripts/build/finish-dist.ts): content/
 * and site.config.ts exactly as the build read them. The live editor edits over these, never over
 * a checkout the server happens to run in, so what is live is always the build plus the edits.
 */
export const BUILD_SOURCES = 'source';
/** The file of dist-ssr/ holding the project's Prettier options for site.config.ts, as the build resolved them. */
export const BUILD_FORMAT = 'source-format.json';
const SITE_CONFIG_FILE = 'site.config.ts';

export interface BuildSources {
  /** The text of content/pages/<name>.json as built, or null when the build has no such page. */
  pageText(name: string): Promise<string | null>;
  /** site.config.ts as built. */
  siteConfigText(): Promise<string>;
  /** The project's Prettier options for site.config.ts, which the live editor writes it with. */
  formatOptions(): Promise<PrettierOptions>;
  /** Every file of the sources (`content/...` and `site.config.ts`), by its path there, in order. */
  files(): Promise<string[]>;
  /** A file of `files()`. */
  read(file: string): Promise<Buffer>;
}

export function buildSources(ssrDir: string): BuildSources {
  const root = path.join(ssrDir, BUILD_SOURCES);
  return {
    async pageText(name) {
      if (!PAGE_NAME.test(name)) return null;
      try {
        return await readFile(path.join(root, 'content', 'pages', `${name}.json`), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    siteConfigText: () => readFile(path.join(root, SITE_CONFIG_FILE), 'utf8'),
    formatOptions: async () => JSON.parse(await readFile(path.join(ssrDir, BUILD_FORMAT), 'utf8')) as PrettierOptions,
    async files() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },
    read: (file) => readFile(path.join(root, ...file.split('/'))),
  };
}
