import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PageSchema } from '../blocks/schemas';
import { ContentError, parseOrThrow, type ContentIssue } from './errors';
import { readSiteConfigText } from './site-edits';
import { linkIssues, pageIssues, serviceMenuIssues } from './page-rules';
import { ServicesSchema } from './services-schema';
import { SiteConfigSchema, type SiteConfig } from './site-schema';

/**
 * Build-time checks of everything an editor writes. Used by the rsbuild and vitest plugins (so the
 * browser receives validated output), by `npm run check` and at dev start.
 */

/** JSON.parse with the line and column of a syntax error in the message. */
function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message)?.[1];
    const before = position === undefined ? undefined : text.slice(0, Number(position));
    const where =
      before === undefined ? '' : ` at line ${before.split('\n').length}, column ${Number(position) - before.lastIndexOf('\n')}`;
    throw new ContentError(
      [{ file, path: [], message: `not valid JSON${where}: ${message}` }],
      `${file} is not valid JSON${where}: ${message}`,
    );
  }
}

/**
 * Validates a content file's text and returns its normalised output as JSON text. A page is checked
 * against its schema, then against the rules of page-rules.ts; its links, and the services', must
 * lead to routes of `site`, and every service of the catalogue is in the Services menu.
 */
export function compileContentJson(relativePath: string, text: string, site: SiteConfig): string {
  const file = relativePath.split(path.sep).join('/');
  const value = parseJson(text, file);
  if (file === 'content/services.json') {
    const services = parseOrThrow(ServicesSchema, value, file);
    const issues = [...linkIssues(file, ServicesSchema, services, site), ...serviceMenuIssues(file, services, site)];
    if (issues.length > 0) throw new ContentError(issues);
    return JSON.stringify(services);
  }
  if (!/^content\/pages\/[^/]+\.json$/.test(file)) return JSON.stringify(value);
  const page = parseOrThrow(PageSchema, value, file);
  const issues = pageIssues(file, page, site);
  if (issues.length > 0) throw new ContentError(issues);
  return JSON.stringify(page);
}

export function compileSiteConfig(raw: unknown): SiteConfig {
  return parseOrThrow(SiteConfigSchema, raw, SITE_CONFIG);
}

const SITE_CONFIG = 'site.config.ts';

/**
 * site.config.ts must declare the site as plain data (no imports, variables or calls inside
 * defineSiteConfig({...})): the running site's editor reads and edits its text without running it
 * (site-edits.ts), so what the text says and what it evaluates to (`raw`) must be the same.
 */
function literalIssues(text: string, site: SiteConfig): ContentIssue[] {
  let literal: string;
  try {
    literal = JSON.stringify(compileSiteConfig(readSiteConfigText(text)));
  } catch {
    // Not readable as data, or not a valid config so read: either way not what it evaluates to.
    literal = '';
  }
  if (literal === JSON.stringify(site)) return [];
  return [
    {
      file: SITE_CONFIG,
      path: [],
      message:
        "declares something other than plain data (an import, a variable or a call inside defineSiteConfig({...})): write every value out, since the running site's editor reads the file without running it",
    },
  ];
}

/**
 * Checks the site config and every content file, and that each content route has its page.
 * `pending` holds files about to be written (their text) or removed (null), checked in place of
 * what is on disk: the editor checks a new page and its route together before writing either
 * (and site.config.ts's own text, when it is `rawSiteConfig`'s and not yet on disk).
 */
export function checkProject(
  root: string,
  rawSiteConfig: unknown,
  pending: Readonly<Record<string, string | null>> = {},
): SiteConfig {
  const pagesDir = path.join(root, 'content', 'pages');
  const onDisk = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => `content/pages/${f}`)
    : [];
  const files = [...new Set(['content/services.json', ...onDisk, ...Object.keys(pending)])].filter(
    (file) => pending[file] !== null && file !== SITE_CONFIG,
  );
  const configFile = path.join(root, SITE_CONFIG);
  const configText = pending[SITE_CONFIG] ?? (existsSync(configFile) ? readFileSync(configFile, 'utf8') : undefined);
  return checkSite(
    rawSiteConfig,
    Object.fromEntries(files.map((file) => [file, pending[file] ?? readFileSync(path.join(root, file), 'utf8')])),
    configText,
  );
}

/**
 * checkProject's checks on the files' texts (content/services.json and content/pages/*.json, by
 * their paths): the running site's editor checks its settings so, against the build's files and the
 * pages published over them. With `configText`, site.config.ts's text must say what `rawSiteConfig` is.
 */
export function checkSite(rawSiteConfig: unknown, texts: Readonly<Record<string, string>>, configText?: string): SiteConfig {
  const errors: ContentError[] = [];
  /** Runs one check, keeping its mistakes to report with the others'. */
  const collect = (check: () => unknown) => {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error);
    }
  };
  // Every page's links are checked against the routes: with no valid config, that comes first.
  const site = compileSiteConfig(rawSiteConfig);
  if (configText !== undefined) {
    const issues = literalIssues(configText, site);
    if (issues.length > 0) errors.push(new ContentError(issues));
  }
  const files = Object.keys(texts);
  for (const file of files) collect(() => compileContentJson(file, texts[file]!, site));
  const missing: ContentIssue[] = site.routes.flatMap((route, index) =>
    'content' in route.page && !files.includes(`content/pages/${route.page.content}.json`)
      ? [
          {
            file: SITE_CONFIG,
            path: ['routes', index, 'page', 'content'],
            message: `expected the file content/pages/${route.page.content}.json for the route '${route.path}', which does not exist`,
          },
        ]
      : [],
  );
  if (missing.length > 0) errors.push(new ContentError(missing));
  if (errors.length > 0)
    throw new ContentError(
      errors.flatMap((error) => error.issues),
      errors.map((error) => error.message).join('\n\n'),
    );
  return site;
}
