import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { PageSchema } from '../blocks/schemas';
import { agreedCatalogueIssues } from './agreed-rules';
import { ContentError, parseOrThrow, type ContentIssue } from './errors';
import { linkIssues, pageIssues, servedPaths, serviceMenuIssues } from './page-rules';
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
 * lead to routes of `site`; the catalogue keeps what is agreed for it (agreed-rules.ts).
 */
export function compileContentJson(relativePath: string, text: string, site: SiteConfig): string {
  const file = relativePath.split(path.sep).join('/');
  const value = parseJson(text, file);
  if (file === 'content/services.json') {
    const services = parseOrThrow(ServicesSchema, value, file);
    const issues = [
      ...linkIssues(file, ServicesSchema, services, site),
      ...serviceMenuIssues(file, services, site),
      ...agreedCatalogueIssues(services, servedPaths(site)).map(([path, message]) => ({ file, path, message })),
    ];
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
  return parseOrThrow(SiteConfigSchema, raw, 'site.config.ts');
}

/**
 * Checks the site config and every content file, and that each content route has its page.
 * `pending` holds files about to be written (their text) or removed (null), checked in place of
 * what is on disk: the editor checks a new page and its route together before writing either.
 */
export function checkProject(
  root: string,
  rawSiteConfig: unknown,
  pending: Readonly<Record<string, string | null>> = {},
): SiteConfig {
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
  const pagesDir = path.join(root, 'content', 'pages');
  const onDisk = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => `content/pages/${f}`)
    : [];
  const files = [...new Set(['content/services.json', ...onDisk, ...Object.keys(pending)])].filter(
    (file) => pending[file] !== null,
  );
  const textOf = (file: string) => pending[file] ?? readFileSync(path.join(root, file), 'utf8');
  for (const file of files) collect(() => compileContentJson(file, textOf(file), site));
  const missing: ContentIssue[] = site.routes.flatMap((route, index) =>
    'content' in route.page && !files.includes(`content/pages/${route.page.content}.json`)
      ? [
          {
            file: 'site.config.ts',
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
