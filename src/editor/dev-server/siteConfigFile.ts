import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolveConfig } from 'prettier';
import { tsImport } from 'tsx/esm/api';
import { editSiteConfigText, type ConfigDraft } from '../../config/site-edits';

export const SITE_CONFIG_FILE = 'site.config.ts';

export type { ConfigDraft };

export const readSiteConfig = (root: string) => readFileSync(path.join(root, SITE_CONFIG_FILE), 'utf8');

/** site.config.ts with `edit` applied (../../config/site-edits.ts), formatted by the project's Prettier. */
export async function editSiteConfig(root: string, text: string, edit: (draft: ConfigDraft) => void): Promise<string> {
  return editSiteConfigText(text, edit, (await resolveConfig(path.join(root, SITE_CONFIG_FILE))) ?? {});
}

/**
 * What a site.config.ts text exports, evaluated as the build evaluates it (TypeScript, its imports
 * resolved from the project): written beside the real file under a name of its own, imported fresh
 * (tsx's tsImport keeps no cache between calls), then removed.
 */
export async function evaluateSiteConfig(root: string, text: string): Promise<unknown> {
  const candidate = path.join(root, `.site.config.${randomBytes(6).toString('hex')}.candidate.mts`);
  writeFileSync(candidate, text);
  try {
    const loaded = (await tsImport(pathToFileURL(candidate).href, { parentURL: pathToFileURL(`${root}/`).href })) as {
      default?: unknown;
    };
    return loaded.default;
  } finally {
    rmSync(candidate, { force: true });
  }
}
