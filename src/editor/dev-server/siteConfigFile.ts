import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateCode, parseModule } from 'magicast';
import { getDefaultExportOptions } from 'magicast/helpers';
import { format, resolveConfig } from 'prettier';
import { tsImport } from 'tsx/esm/api';
import type { z } from 'zod';
import type { SiteConfigSchema } from '../../config/site-schema';

export const SITE_CONFIG_FILE = 'site.config.ts';

/** The config as site.config.ts spells it (defaults left out), which an edit changes in place. */
export type ConfigDraft = z.input<typeof SiteConfigSchema>;

export const readSiteConfig = (root: string) => readFileSync(path.join(root, SITE_CONFIG_FILE), 'utf8');

/**
 * site.config.ts with `edit` applied to its syntax tree (magicast over recast): what the edit does
 * not touch keeps its text and comments, and the result is formatted by the project's Prettier, as
 * `npm run format` would, so changing one title changes one line and a new route reads as if typed.
 */
export async function editSiteConfig(root: string, text: string, edit: (draft: ConfigDraft) => void): Promise<string> {
  const module = parseModule(text);
  // magicast's proxies are typed `any`; they stand for the object literal of defineSiteConfig({...}).
  edit(getDefaultExportOptions(module) as unknown as ConfigDraft);
  const file = path.join(root, SITE_CONFIG_FILE);
  const options = (await resolveConfig(file)) ?? {};
  return format(generateCode(module).code, { ...options, filepath: file });
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
