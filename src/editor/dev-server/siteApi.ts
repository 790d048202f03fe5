import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { checkProject, compileSiteConfig } from '../../config/compile';
import { ContentError, type ContentIssue } from '../../config/errors';
import { PathSchema, type SiteConfig } from '../../config/site-schema';
import { formatPage, versionOf } from '../../config/page-text';
import { PAGE_NAME } from '../../schemas/live-content';
import {
  CompanySchema,
  NavigationSchema,
  NewPageSchema,
  RetireSchema,
  RouteChangeSchema,
  type Refusal,
  type SiteSaved,
  type SiteState,
} from '../wire/protocol';
import { pageFile, pagesDir, readPage, writeAtomically } from './pageFiles';
import { SITE_CONFIG_FILE, editSiteConfig, evaluateSiteConfig, readSiteConfig, type ConfigDraft } from './siteConfigFile';
import { EditRefused, addRoute, changeRoute, pageNameOf, removeRoute, setCompany, setNavigation } from '../../config/site-edits';

const MAX_CHANGE_BYTES = 256 * 1024;

/** Content files written (their text) or removed (null) with a change of the config. */
type Pending = Record<string, string | null>;

type Status = 400 | 404 | 409 | 413 | 415 | 422;
const fail = (c: Context, status: Status, error: string, issues?: readonly ContentIssue[]) =>
  c.json((issues ? { error, issues: [...issues] } : { error }) satisfies Refusal, status);

const conflict = (c: Context) =>
  fail(
    c,
    409,
    `${SITE_CONFIG_FILE} changed on disk since you opened it (a git pull, another editor or a save of yours elsewhere). Reload to see that version; nothing was saved.`,
  );

/** The request's JSON body as `schema` reads it, or the refusal to answer. */
async function bodyOf<T extends z.ZodType>(c: Context, schema: T): Promise<{ data: z.output<T> } | { refusal: Response }> {
  if (!c.req.header('content-type')?.startsWith('application/json')) return { refusal: fail(c, 415, 'Send the change as JSON.') };
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return { refusal: fail(c, 400, 'The request is not valid JSON.') };
  }
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { data: parsed.data }
    : { refusal: fail(c, 400, 'The change is not in the shape the editor sends; reload the editor.') };
}

/**
 * The editor's changes of site.config.ts (mounted under /site by ./api.ts, behind its token and
 * origin checks): a new page, a route's settings, retiring a page, the navigation and the company's
 * facts. Each is made on the file's syntax tree, evaluated and checked as `npm run check` checks the
 * project (the new or removed page file included) and only then written, the content file first
 * and site.config.ts last, each atomically; `written` hears of the config now in force.
 */
export function createSiteApi(root: string, { written }: { written: (site: SiteConfig) => void }) {
  const app = new Hono();
  /** The version the running dev server started with: it restarts when site.config.ts changes. */
  const served = existsSync(path.join(root, SITE_CONFIG_FILE)) ? versionOf(readSiteConfig(root)) : '';
  const limit = bodyLimit({
    maxSize: MAX_CHANGE_BYTES,
    onError: (c) => fail(c, 413, 'A change of more than 256 KB is not accepted.'),
  });

  /**
   * Applies `edit` to the version of site.config.ts the editor saw, with the content files the edit
   * answers (text, or null to remove): refused if the file changed, if the edit names what is not
   * there, or if the project would fail its checks.
   */
  async function commit(c: Context, version: string, edit: (draft: ConfigDraft) => Pending | void): Promise<Response> {
    const text = readSiteConfig(root);
    if (versionOf(text) !== version) return conflict(c);
    let next: string;
    let site: SiteConfig;
    let pending: Pending = {};
    try {
      next = await editSiteConfig(root, text, (draft) => {
        pending = edit(draft) ?? {};
      });
      site = checkProject(root, await evaluateSiteConfig(root, next), { ...pending, [SITE_CONFIG_FILE]: next });
    } catch (error) {
      if (error instanceof EditRefused) return fail(c, 404, error.message);
      if (error instanceof ContentError) return fail(c, 422, error.message, error.issues);
      throw error;
    }
    // Compare and write with no await between them: a save that landed meanwhile wins, this one is refused.
    if (versionOf(readSiteConfig(root)) !== version) return conflict(c);
    // Nothing changed: nothing is written, and the dev server has no reason to restart.
    if (next === text && Object.keys(pending).length === 0)
      return c.json({ file: SITE_CONFIG_FILE, version } satisfies SiteSaved);
    const created = Object.entries(pending).flatMap(([file, page]) => (page === null ? [] : [[file, page] as const]));
    if (created.some(([file]) => existsSync(path.join(root, file)))) return conflict(c);
    try {
      for (const [file, page] of created) writeAtomically(path.join(root, file), page);
      writeAtomically(path.join(root, SITE_CONFIG_FILE), next);
    } catch (error) {
      // The config was not written: neither is the page that was to come with it.
      for (const [file] of created) rmSync(path.join(root, file), { force: true });
      throw error;
    }
    for (const [file, page] of Object.entries(pending)) if (page === null) rmSync(path.join(root, file), { force: true });
    written(site);
    const page = Object.keys(pending)[0];
    return c.json(
      (page
        ? { file: SITE_CONFIG_FILE, version: versionOf(next), page }
        : { file: SITE_CONFIG_FILE, version: versionOf(next) }) satisfies SiteSaved,
    );
  }

  // The last text evaluated and its config: the screens and untilServed's polling read the file
  // far more often than it changes, and evaluating it (tsx) costs a few hundred milliseconds.
  let lastRead: { text: string; config: SiteConfig } | undefined;
  app.get('/', async (c) => {
    const text = readSiteConfig(root);
    let config: SiteConfig;
    try {
      if (lastRead?.text !== text) lastRead = { text, config: compileSiteConfig(await evaluateSiteConfig(root, text)) };
      config = lastRead.config;
    } catch (error) {
      if (error instanceof ContentError) return fail(c, 422, error.message, error.issues);
      throw error;
    }
    const files = readdirSync(pagesDir(root))
      .filter((file) => file.endsWith('.json') && PAGE_NAME.test(file.slice(0, -'.json'.length)))
      .sort()
      .map((file) => ({
        name: file.slice(0, -'.json'.length),
        changed: statSync(path.join(pagesDir(root), file)).mtime.toISOString(),
      }));
    return c.json({ version: versionOf(text), served, config, files } satisfies SiteState);
  });

  app.post('/pages', limit, async (c) => {
    const body = await bodyOf(c, NewPageSchema);
    if ('refusal' in body) return body.refusal;
    const { version, path: address, title, description, from } = body.data;
    const valid = PathSchema.safeParse(address);
    const name = pageNameOf(address);
    if (!valid.success || !PAGE_NAME.test(name))
      return fail(c, 422, `The address '${address.slice(0, 100)}' is not one a page can have: a path such as '/our-partners'.`, [
        { file: SITE_CONFIG_FILE, path: ['routes', 'path'], message: "a path such as '/about': lower-case words joined by '-'" },
      ]);
    if (existsSync(path.join(root, pageFile(name))))
      return fail(c, 422, `${pageFile(name)} already exists: choose another address, or edit that page.`);
    let page: string;
    if (from === null)
      page = formatPage({
        $schema: '../schema/page.schema.json',
        blocks: [{ type: 'hero', props: { title, subtitle: description } }],
      });
    else if (PAGE_NAME.test(from) && existsSync(path.join(root, pageFile(from)))) page = readPage(root, from);
    else return fail(c, 404, `There is no content page named '${from.slice(0, 100)}' to copy.`);
    return commit(c, version, (draft) => {
      addRoute(draft, { path: address, title, description, name });
      return { [pageFile(name)]: page };
    });
  });

  app.patch('/routes', limit, async (c) => {
    const body = await bodyOf(c, RouteChangeSchema);
    if ('refusal' in body) return body.refusal;
    return commit(c, body.data.version, (draft) => changeRoute(draft, body.data.path, body.data.changes));
  });

  app.post('/routes/retire', limit, async (c) => {
    const body = await bodyOf(c, RetireSchema);
    if ('refusal' in body) return body.refusal;
    // The retired route's own file goes with it (so its links are not checked).
    const response = await commit(c, body.data.version, (draft) => {
      const name = removeRoute(draft, body.data.path);
      return name === undefined ? {} : { [pageFile(name)]: null };
    });
    if (response.status !== 422) return response;
    const refusal = (await response.json()) as Refusal;
    return fail(
      c,
      422,
      `${body.data.path} cannot be retired while other places link to it; change these first:\n${refusal.error}`,
      refusal.issues,
    );
  });

  app.put('/navigation', limit, async (c) => {
    const body = await bodyOf(c, NavigationSchema);
    if ('refusal' in body) return body.refusal;
    return commit(c, body.data.version, (draft) => setNavigation(draft, body.data.navigation));
  });

  app.put('/company', limit, async (c) => {
    const body = await bodyOf(c, CompanySchema);
    if ('refusal' in body) return body.refusal;
    const { version, ...change } = body.data;
    return commit(c, version, (draft) => setCompany(draft, change));
  });

  return app;
}
