import path from 'node:path';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { imagesServedFrom, type ImageFileSize } from '../../config/image-files';
import { IMAGE_URL_PREFIX } from '../../schemas/html-allow-list';
import { files } from '../db/schema';
import { keptOnce } from '../runtime/kept-once';
import type { AppEnv, Deps } from '../context';
import { keptUntilChange } from '../db/kept-until-change';
import { sendDocument, type HtmlDocument } from '../http/document';
import type { ContentPage, RenderModule, SiteRenderer } from '../pages/renderer';
import { contentExport } from './export';
import { liveDocuments } from './documents';
import { CONTENT_TOPIC, livePages, NoSuchPage, type LivePages } from './pages';
import { liveSettings, type LiveSettings } from './settings';
import type { SiteConfig } from '../../config/site-schema';
import { buildSources } from './sources';

/** Bytes of live pages kept rendered (each as it is and compressed twice): the whole site several times over. */
const KEPT_PAGE_BYTES = 12 * 1024 * 1024;

/** How long a page request waits for the published pages before it takes the ones last read. */
const WAIT_FOR_DATABASE_MS = 250;
/** The same before anything was read: a server just started may take a moment to open its database. */
const FIRST_WAIT_FOR_DATABASE_MS = 2000;

/** An address that is a file (an asset, an image, robots.txt), never a page. */
const isFile = (path: string) => path.startsWith('/static/') || /\.[\w]+$/.test(path);

export interface LiveSite {
  pages: LivePages;
  settings: LiveSettings;
  /** The page of `name` as its draft would be served (the published one when there is no draft). */
  preview(name: string): Promise<HtmlDocument>;
  /** The content page at `path` (its published text) with the settings' draft, as it would be served once they are published. */
  previewSettings(path: string): Promise<HtmlDocument>;
  /**
   * The build's renderer with the site's settings as published (the build's own while none are):
   * every page the server renders (the blog's, a form's answer) shows the same header, footer and
   * facts as the rest.
   */
  renderer: SiteRenderer;
  /** content/ and site.config.ts as published, a .tar.gz (export.ts). */
  exportContent(): Promise<Buffer>;
  /** The images a page may show: the build's own (under /images/) and every image uploaded, newest first. */
  images(): Promise<ImageFileSize[]>;
  /** The page published over the build's at `path`, if any (a form's answer shows it too). */
  pageAt(path: string): Promise<ContentPage | null>;
  /** Serves the live pages in place of the build's, before the static site. */
  serve: MiddlewareHandler<AppEnv>;
}

/**
 * The pages and the site's settings published on the running site, served in place of the
 * prerendered pages: rendered by the build's own renderer, compressed once and kept until any
 * instance publishes (the change feed tells every instance, db/changes.ts). While the database
 * cannot be read, or is slow to, what was last read is served; before anything was read, the build's.
 */
export function liveSite(
  deps: Pick<Deps, 'database' | 'db' | 'logger' | 'options'>,
  buildRenderer: SiteRenderer,
  { ssrDir, distDir }: { ssrDir: string; distDir: string },
): LiveSite {
  const sources = buildSources(ssrDir);
  const buildImages = keptOnce(() => imagesServedFrom(path.join(distDir, 'images')));
  const documents = liveDocuments(deps.database, deps.options.clock);
  const settings: LiveSettings = liveSettings(documents, {
    changes: deps.database.changes,
    sources,
    publishedPages: () => pages.stored(),
    logger: deps.logger,
  });
  /** The site's settings pages are checked against and rendered with: the published ones, else the build's. */
  const site = async (): Promise<SiteConfig> => (await settings.published())?.site ?? (await buildRenderer.module()).site;
  const pages: LivePages = livePages(documents, {
    db: deps.db,
    changes: deps.database.changes,
    sources,
    site,
    logger: deps.logger,
  });
  const rendered = keptUntilChange(deps.database.changes, CONTENT_TOPIC, { maxBytes: KEPT_PAGE_BYTES });

  /** What is published over the build: pages by name, and the settings (null while the build's are served). */
  type Published = { pages: Readonly<Record<string, ContentPage>>; site: SiteConfig | null };
  let lastRead: Published = { pages: {}, site: null };
  let everRead = false;
  let warnedAt = 0;

  /**
   * What is published. A read takes a millisecond or two, so the request after a publish serves
   * it; a database that does not answer in time (or fails) gets what was last read instead, so no
   * visitor's page waits on it, prerendered ones included.
   */
  async function published(): Promise<Published> {
    const reading = Promise.all([pages.published(), settings.published()]).then(
      ([read, settingsRead]) => {
        lastRead = { pages: read as Readonly<Record<string, ContentPage>>, site: settingsRead?.site ?? null };
        everRead = true;
        return lastRead;
      },
      (error: unknown) => {
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          deps.logger.warn({ err: error }, 'the live pages could not be read: the last ones read are served');
        }
        return lastRead;
      },
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Published>((resolve) => {
      timer = setTimeout(() => resolve(lastRead), everRead ? WAIT_FOR_DATABASE_MS : FIRST_WAIT_FOR_DATABASE_MS);
    });
    try {
      return await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function pageAt(path: string): Promise<ContentPage | null> {
    const live = (await published()).pages;
    if (Object.keys(live).length === 0) return null;
    const name = (await buildRenderer.module()).contentPageAt(path);
    return (name !== null && live[name]) || null;
  }

  /** `render` with the published settings, unless it names its own. */
  const withSettings = (module: RenderModule, site: SiteConfig | null): RenderModule =>
    site === null
      ? module
      : {
          ...module,
          site,
          render: (path, options = {}) => module.render(path, { site, ...options }),
          renderBlogPost: (post, options = {}) => module.renderBlogPost(post, { site, ...options }),
        };
  const renderer: SiteRenderer = {
    module: () => buildRenderer.module(),
    document: (render) => buildRenderer.document(async (module) => render(withSettings(module, (await published()).site))),
  };

  /** The route whose content page `name` is. */
  const routeOf = async (name: string) => {
    const route = (await site()).routes.find((candidate) => 'content' in candidate.page && candidate.page.content === name);
    if (!route) throw new NoSuchPage(`No route of the site shows the page '${name}'.`);
    return route;
  };

  return {
    pages,
    settings,
    renderer,
    pageAt,
    async preview(name) {
      const page = (await pages.draftPage(name)) as ContentPage;
      const route = await routeOf(name);
      return renderer.document((module) => module.render(route.path, { page }));
    },
    async previewSettings(path) {
      const draft = await settings.draft();
      const name = (await buildRenderer.module()).contentPageAt(path);
      if (name === null) throw new NoSuchPage(`No route of the site shows a content page at ${path.slice(0, 200)}.`);
      const page = (await pages.published())[name] as ContentPage | undefined;
      return buildRenderer.document((module) => module.render(path, { site: draft, ...(page ? { page } : {}) }));
    },
    exportContent: () => contentExport(sources, pages, settings, new Date(deps.options.clock.now())),
    async images() {
      const uploaded = await deps.db
        .select({ storedName: files.storedName, width: files.width, height: files.height })
        .from(files)
        .where(and(eq(files.kind, 'image'), isNull(files.variantOf), isNotNull(files.width), isNotNull(files.height)))
        .orderBy(desc(files.createdAt));
      const uploads = uploaded.map((row) => ({ src: `${IMAGE_URL_PREFIX}${row.storedName}`, width: row.width!, height: row.height! }));
      // The build's images never change while it runs: read once.
      return [...(await buildImages('build')), ...uploads];
    },
    serve: async (c, next) => {
      if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || isFile(c.req.path)) return next();
      const live = await published();
      if (live.site === null && Object.keys(live.pages).length === 0) return next();
      const path = c.req.path;
      const name = (await buildRenderer.module()).contentPageAt(path);
      if (name === null) return next();
      const page = live.pages[name];
      // With settings published, every content page is rendered: its header, footer and facts are theirs.
      if (!page && live.site === null) return next();
      const site = live.site;
      const document = await rendered.get(path, () =>
        buildRenderer.document((module) => module.render(path, { ...(page ? { page } : {}), ...(site ? { site } : {}) })),
      );
      return sendDocument(c, document);
    },
  };
}
