import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { PageSchema } from '../blocks/schemas';
import { QUOTE_DIALOG_ACTION } from '../schemas/page-forms';
import { ContentError, parseOrThrow } from './errors';
import { ServicesSchema } from './services-schema';
import { SiteConfigSchema, type SiteConfig } from './site-schema';

/**
 * Build-time checks of everything an editor writes. Used by the rsbuild and vitest plugins (so the
 * browser receives validated output), by `npm run check` and at dev start.
 */

/** Which schema a file under content/ must satisfy, by its path relative to the project root. */
function contentSchemaFor(relativePath: string): z.ZodType | undefined {
  const file = relativePath.split(path.sep).join('/');
  if (/^content\/pages\/[^/]+\.json$/.test(file)) return PageSchema;
  if (file === 'content/services.json') return ServicesSchema;
  return undefined;
}

/** JSON.parse with the line and column of a syntax error in the message. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    if (position === undefined) throw new ContentError(`${file} is not valid JSON: ${message}`);
    const before = text.slice(0, Number(position));
    const line = before.split('\n').length;
    const column = Number(position) - before.lastIndexOf('\n');
    throw new ContentError(`${file} is not valid JSON at line ${line}, column ${column}: ${message}`);
  }
}

/** Validates a content file's text and returns its normalised output as JSON text. */
export function compileContentJson(relativePath: string, text: string): string {
  const schema = contentSchemaFor(relativePath);
  const file = relativePath.split(path.sep).join('/');
  const value = parseJson(text, file);
  return JSON.stringify(schema ? parseOrThrow(schema, value, file) : value);
}

export function compileSiteConfig(raw: unknown): SiteConfig {
  return parseOrThrow(SiteConfigSchema, raw, 'site.config.ts');
}

/** Checks the site config and every content file, and that each content route has its page. */
export function checkProject(root: string, rawSiteConfig: unknown): SiteConfig {
  const errors: string[] = [];
  let site: SiteConfig | undefined;
  try {
    site = compileSiteConfig(rawSiteConfig);
  } catch (error) {
    errors.push(String(error instanceof Error ? error.message : error));
  }
  const pagesDir = path.join(root, 'content', 'pages');
  const files = [
    'content/services.json',
    ...(existsSync(pagesDir)
      ? readdirSync(pagesDir)
          .filter((f) => f.endsWith('.json'))
          .map((f) => `content/pages/${f}`)
      : []),
  ];
  for (const file of files) {
    try {
      compileContentJson(file, readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      errors.push(String(error instanceof Error ? error.message : error));
    }
  }
  for (const route of site?.routes ?? []) {
    if ('content' in route.page && !files.includes(`content/pages/${route.page.content}.json`)) {
      errors.push(
        `site.config.ts is not valid:\n- routes (path '${route.path}').page.content: expected the file content/pages/${route.page.content}.json, which does not exist`,
      );
    }
  }
  const dialogPage = site?.routes.find((route) => [route.path, ...route.aliases].includes(QUOTE_DIALOG_ACTION));
  if (dialogPage && 'content' in dialogPage.page) {
    const file = `content/pages/${dialogPage.page.content}.json`;
    if (blocksOf(path.join(root, file)).some((block) => block.type === 'slot'))
      errors.push(
        `${file} is not valid:\n- blocks: a slot on ${QUOTE_DIALOG_ACTION}, where the quote dialog's form posts without script; put the form on another page`,
      );
  }
  if (errors.length > 0 || !site) throw new ContentError(errors.join('\n\n'));
  return site;
}

/** The blocks of a page file as far as they can be read (a file that cannot is reported by its own check). */
function blocksOf(file: string): Array<{ type?: unknown }> {
  try {
    const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks?: unknown };
    return Array.isArray(page.blocks) ? (page.blocks as Array<{ type?: unknown }>) : [];
  } catch {
    return [];
  }
}
