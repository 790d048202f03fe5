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
import type { ContentPage, SiteRenderer } from '../pages/renderer';
import { contentExport } from './export';
import { CONTENT_TOPIC, livePages, NoSuchPage, type LivePages } from './pages';
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
  /** The page of `name` as its draft would be served (the published one when there is no draft). */
  preview(name: string): Promise<HtmlDocument>;
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
 * The pages published on the running site, served in place of the prerendered ones: rendered by
 * the build's own renderer, compressed once and kept until any instance publishes (the change
 * feed tells every instance, db/changes.ts). While the database cannot be read, or is slow to, the
 * last pages read are served; before any was read, the build's.
 */
export function liveSite(
  deps: Pick<Deps, 'database' | 'db' | 'logger' | 'options'>,
  renderer: SiteRenderer,
  { ssrDir, distDir }: { ssrDir: string; distDir: string },
): LiveSite {
  const sources = buildSources(ssrDir);
  const buildImages = keptOnce(() => imagesServedFrom(path.join(distDir, 'images')));
  const pages = livePages(deps.database, {
    sources,
    site: async () => (await renderer.module()).site,
    clock: deps.options.clock,
    logger: deps.logger,
  });
  const rendered = keptUntilChange(deps.database.changes, CONTENT_TOPIC, { maxBytes: KEPT_PAGE_BYTES });
  let lastRead: Readonly<Record<string, ContentPage>> = {};
  let everRead = false;
  let warnedAt = 0;

  /**
   * The published pages. A read takes a millisecond or two, so the request after a publish serves
   * it; a database that does not answer in time (or fails) gets the pages last read instead, so no
   * visitor's page waits on it, prerendered ones included.
   */
  async function published(): Promise<Readonly<Record<string, ContentPage>>> {
    const reading = pages.published().then(
      (read) => {
        lastRead = read as Readonly<Record<string, ContentPage>>;
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
    const late = new Promise<Readonly<Record<string, ContentPage>>>((resolve) => {
      timer = setTimeout(() => resolve(lastRead), everRead ? WAIT_FOR_DATABASE_MS : FIRST_WAIT_FOR_DATABASE_MS);
    });
    try {
      return await Promise.race([reading, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  async function pageAt(path: string): Promise<ContentPage | null> {
    const live = await published();
    if (Object.keys(live).length === 0) return null;
    const name = (await renderer.module()).contentPageAt(path);
    return (name !== null && live[name]) || null;
  }

  return {
    pages,
    pageAt,
    async preview(name) {
      const page = (await pages.draftPage(name)) as ContentPage;
      const route = (await renderer.module()).site.routes.find((candidate) => 'content' in candidate.page && candidate.page.content === name);
      if (!route) throw new NoSuchPage(`No route of the site shows the page '${name}'.`);
      return renderer.document((module) => module.render(route.path, { page }));
    },
    exportContent: () => contentExport(sources, pages, new Date(deps.options.clock.now())),
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
      const page = await pageAt(c.req.path);
      if (!page) return next();
      const path = c.req.path;
      const document = await rendered.get(path, () => renderer.document((module) => module.render(path, { page })));
      return sendDocument(c, document);
    },
  };
}
