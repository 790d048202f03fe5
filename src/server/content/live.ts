import path from 'node:path';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { imagesServedFrom, type ImageFileSize } from '../../config/image-files';
import { IMAGE_URL_PREFIX } from '../../schemas/html-allow-list';
import { files } from '../db/schema';
import { keptOnce } from '../runtime/kept-once';
import type { AppEnv, Deps } from '../context';
import { keptUntilChange } from '../db/kept-until-change';
import type { Tx } from '../db/types';
import { sendDocument, type HtmlDocument } from '../http/document';
import type { ContentPage, RenderModule, SiteRenderer } from '../pages/renderer';
import { contentExport } from './export';
import { CONTENT_SERVED_TOPIC, liveDocuments, type Actor } from './documents';
import { livePages, NoSuchPage, PageRefused, type LivePages } from './pages';
import { pageNameOf } from '../../config/site-edits';
import { formatPage } from '../../config/page-text';
import { PathSchema } from '../../config/site-schema';
import { PAGE_NAME } from '../../schemas/live-content';
import type { NewPage } from '../../schemas/site-changes';
import { liveSettings, type LiveSettings } from './settings';
import type { SiteConfig } from '../../config/site-schema';
import { buildSources } from './sources';
import { blocksOn, openRolesOf, showsDatedRoles, siteDay } from '../../config/job-roles';
import type { SearchablePage } from '../search/pages';

/** Bytes of live pages kept rendered (each as it is and compressed twice): the whole site several times over. */
const KEPT_PAGE_BYTES = 12 * 1024 * 1024;

/** How long a page request waits for the published pages before it takes the ones last read. */
const WAIT_FOR_DATABASE_MS = 250;
/** The same before anything was read: a server just started may take a moment to open its database. */
const FIRST_WAIT_FOR_DATABASE_MS = 2000;
/**
 * How long a publish made here waits, before it answers, for this instance to read what it
 * published: its next visitor gets the new pages however slow the read (the compiler checks them,
 * which a busy machine makes slow). The one who published waits, never a visitor; bounded, so a
 * database lost right after the commit does not hang the publish.
 */
const OWN_PUBLISH_READ_MS = 5000;

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
  /** Serves the live pages in place of the build's, before the static site (and robots.txt with published settings). */
  serve: MiddlewareHandler<AppEnv>;
  /** Publishes a page's draft, with the settings' draft of `siteVersion` when given (its route), in one transaction. */
  publishPage(
    name: string,
    version: string,
    siteVersion: string | undefined,
    by: Actor,
    inTransaction: (tx: Tx) => Promise<void>,
  ): Promise<{ version: string; publishedAt: string }>;
  /** A new page: its route in the settings' draft of `version`, its own draft beside it. */
  createPage(page: Omit<NewPage, 'version'>, version: string, by: Actor): Promise<{ version: string; name: string }>;
  /** The site's own canonical URLs for the sitemap, as the published settings give them; null while the build's are served. */
  sitemapUrls(): Promise<string[] | null>;
  /**
   * Every content page the site serves and lets search engines index (its routes as published, each
   * page as published or else the build's), for the site search; noindex routes and screens never.
   */
  searchablePages(): Promise<SearchablePage[]>;
  /** The job openings open today on the pages the site serves (as published, else as built), by title. */
  openRoles(): Promise<ReadonlySet<string>>;
  /** Today (YYYY-MM-DD) in the site's time zone as published, on this server's clock: the day its pages show. */
  today(): Promise<string>;
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
  /** The documents, whose publishes made here answer once this instance serves them (OWN_PUBLISH_READ_MS). */
  const documents = liveDocuments(deps.database, deps.options.clock, {
    async served() {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([read(), new Promise((resolve) => (timer = setTimeout(resolve, OWN_PUBLISH_READ_MS)))]);
      clearTimeout(timer);
    },
  });
  const settings: LiveSettings = liveSettings(documents, {
    changes: deps.database.changes,
    sources,
    publishedPages: () => pages.stored(),
    newPages: () => pages.newDrafts(),
    logger: deps.logger,
  });
  /** The site's settings pages are checked against and rendered with: the published ones, else the build's. */
  const site = async (): Promise<SiteConfig> => (await settings.published())?.site ?? (await buildRenderer.module()).site;
  /** The settings as their draft has them, else as published; a draft the checks now refuse gives way to the published ones. */
  const draftSite = async (): Promise<SiteConfig> => {
    // No draft: the published settings, kept, rather than compiling them again for every page saved.
    if (!(await settings.hasDraft())) return site();
    try {
      return await settings.draft();
    } catch (error) {
      if (!(error instanceof PageRefused)) throw error;
      return site();
    }
  };
  const pages: LivePages = livePages(documents, {
    db: deps.db,
    changes: deps.database.changes,
    sources,
    site,
    draftSite,
    logger: deps.logger,
  });
  const rendered = keptUntilChange(deps.database.changes, CONTENT_SERVED_TOPIC, { maxBytes: KEPT_PAGE_BYTES });

  /** The day it is now on this server's clock in the site's time zone, which decides the open job openings. */
  const dayOf = (config: SiteConfig) => siteDay(config.timeZone, deps.options.clock.now());
  /**
   * Whether the build's page `name` shows dated job openings, so is rendered for each day rather
   * than served as prerendered (which shows the roles open the day it was built); read once.
   */
  const builtDated = new Map<string, Promise<boolean>>();
  /** Whether any of the build's pages shows dated job openings: none, and nothing published, the build's files serve every page. */
  const anyBuiltDated = keptOnce(async () => {
    const files = await sources.files().catch(unreadable('the build\'s pages'));
    const pages = (files ?? []).flatMap((file) => /^content\/pages\/([\w-]+)\.json$/.exec(file)?.[1] ?? []);
    return (await Promise.all(pages.map(isBuiltDated))).some(Boolean);
  });
  const isBuiltDated = (name: string) => {
    let dated = builtDated.get(name);
    if (!dated) {
      dated = sources
        .pageText(name)
        .then((text) => text !== null && showsDatedRoles((JSON.parse(text) as ContentPage).blocks))
        .catch(unreadable(`the build's page '${name}'`))
        .then((found) => found === true);
      builtDated.set(name, dated);
    }
    return dated;
  };
  /**
   * A build's source that cannot be read (a folder where its file was, an older build without them)
   * is logged, and its page served as prerendered: the roles open the day it was built, never an error.
   */
  const unreadable = (what: string) => (error: unknown) => {
    deps.logger.warn({ err: error }, `${what} could not be read: served as prerendered`);
    return null;
  };

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
    const reading = read();
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

  /** Reads what is published now and serves it from then on; what was last read when the database fails. */
  function read(): Promise<Published> {
    return Promise.all([pages.published(), settings.published()]).then(
      ([pagesRead, settingsRead]) => {
        const site = settingsRead?.site ?? null;
        // Each is kept until a publish: another object is another publish, and what was rendered from the last goes.
        if (pagesRead !== lastRead.pages || site !== lastRead.site) {
          lastRead = { pages: pagesRead as Readonly<Record<string, ContentPage>>, site };
          deps.database.changes.changed(CONTENT_SERVED_TOPIC);
        }
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
  }

  /** Page `name` as served: as published over the build's, else the build's own; null when neither has it. */
  async function pageServed(live: Published, name: string): Promise<ContentPage | null> {
    const page = live.pages[name];
    if (page) return page;
    const text = await sources.pageText(name);
    return text === null ? null : (JSON.parse(text) as ContentPage);
  }

  async function pageAt(path: string): Promise<ContentPage | null> {
    const live = await published();
    if (Object.keys(live.pages).length === 0) return null;
    const module = await buildRenderer.module();
    const name = module.contentPageAt(path, live.site ?? module.site);
    return (name !== null && live.pages[name]) || null;
  }

  /**
   * The renderer's module as published: the settings (routes, header, footer, facts) and, at a
   * page's address, the page published over the build's, unless a call names its own. What the
   * server renders beside the live pages (the blog's list, a post, a form's answer) is then what a
   * live edit made it, as every other page is.
   */
  const asPublished = (module: RenderModule, live: Published): RenderModule => {
    const { site } = live;
    const config = site ?? module.site;
    // A page is rendered for today on this server's clock: its job openings past their closing date are gone.
    const today = () => dayOf(config);
    if (site === null && Object.keys(live.pages).length === 0)
      return { ...module, render: (path, options = {}) => module.render(path, { today: today(), ...options }) };
    const settings = site === null ? {} : { site };
    const pageOf = (path: string) => {
      const name = module.contentPageAt(path, config);
      const page = name === null ? undefined : live.pages[name];
      return page ? { page } : {};
    };
    return {
      ...module,
      site: config,
      render: (path, options = {}) => module.render(path, { today: today(), ...settings, ...pageOf(path), ...options }),
      renderBlogPost: (post, options = {}) => module.renderBlogPost(post, { ...settings, ...options }),
      contentPageAt: (path, given = config) => module.contentPageAt(path, given),
      formAt: (path, page, given = config) => module.formAt(path, page, given),
    };
  };
  const renderer: SiteRenderer = {
    module: async () => asPublished(await buildRenderer.module(), await published()),
    document: (render) => buildRenderer.document(async (module) => render(asPublished(module, await published()))),
  };

  /** The route of `config` whose content page `name` is. */
  const routeOf = (config: SiteConfig, name: string) => {
    const route = config.routes.find((candidate) => 'content' in candidate.page && candidate.page.content === name);
    if (!route) throw new NoSuchPage(`No route of the site shows the page '${name}'.`);
    return route;
  };

  return {
    pages,
    settings,
    renderer,
    pageAt,
    async preview(name) {
      // The page's draft at its route as the settings' draft has it (a new page's, a new title).
      const config = await draftSite();
      const route = routeOf(config, name);
      const page = (await pages.draftPage(name, config)) as ContentPage;
      return buildRenderer.document((module) => module.render(route.path, { page, site: config }));
    },
    async previewSettings(path) {
      const draft = await settings.draft();
      const name = (await buildRenderer.module()).contentPageAt(path, draft);
      if (name === null) throw new NoSuchPage(`No route of the site shows a content page at ${path.slice(0, 200)}.`);
      // A page made here and not published yet is shown as its draft: the settings' draft routes to it.
      const made = (await sources.pageText(name)) === null;
      const page = ((await pages.published())[name] ?? (made ? await pages.draftPage(name, draft) : undefined)) as
        | ContentPage
        | undefined;
      return buildRenderer.document((module) => module.render(path, { site: draft, ...(page ? { page } : {}) }));
    },
    exportContent: () => contentExport(sources, pages, settings, new Date(deps.options.clock.now())),
    async searchablePages() {
      const live = await published();
      const config = live.site ?? (await buildRenderer.module()).site;
      const today = dayOf(config);
      const found: SearchablePage[] = [];
      for (const route of config.routes) {
        if (route.noindex || !('content' in route.page)) continue;
        const page = await pageServed(live, route.page.content);
        // What the page shows today: a job opening past its closing date is not found.
        if (page)
          found.push({
            url: route.path,
            title: route.title,
            description: route.description,
            blocks: blocksOn(page.blocks, today),
            settings: config,
          });
      }
      return found;
    },
    async today() {
      return dayOf((await published()).site ?? (await buildRenderer.module()).site);
    },
    async openRoles() {
      const live = await published();
      const config = live.site ?? (await buildRenderer.module()).site;
      const today = dayOf(config);
      const open = new Set<string>();
      for (const route of config.routes) {
        if (!('content' in route.page)) continue;
        const page = await pageServed(live, route.page.content);
        for (const role of openRolesOf(page?.blocks ?? [], today)) open.add(role.title);
      }
      return open;
    },
    async sitemapUrls() {
      const live = (await published()).site;
      return live === null ? null : (await buildRenderer.module()).sitemapUrls(live);
    },
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
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
      const live = await published();
      const path = c.req.path;
      const nothingPublished = live.site === null && Object.keys(live.pages).length === 0;
      if (nothingPublished && (isFile(path) || !(await anyBuiltDated('build')))) return next();
      const module = await buildRenderer.module();
      // The published settings' robots.txt: their noindex routes, not the build's.
      if (path === '/robots.txt' && live.site !== null)
        return c.text(module.robots(live.site), 200, { 'Cache-Control': 'no-cache' });
      if (isFile(path)) return next();
      const name = module.contentPageAt(path, live.site ?? module.site);
      // A screen of the app (the admin area) with the published settings: its header and footer are theirs too.
      if (name === null && live.site !== null && module.screenAt(path)) {
        const site = live.site;
        return sendDocument(c, await rendered.get(path, () => buildRenderer.document(() => module.render(path, { site }))));
      }
      if (name === null) {
        // A page the build prerendered that the published settings no longer route to (retired, or
        // moved without keeping its address): the 404 page, never the build's file.
        if (live.site === null || module.contentPageAt(path) === null) return next();
        const site = live.site;
        return sendDocument(c, await rendered.get(path, () => buildRenderer.document(() => module.renderNotFound(path, site))), 404);
      }
      const page = live.pages[name];
      const dated = page ? showsDatedRoles(page.blocks) : await isBuiltDated(name);
      // With settings published, every content page is rendered: its header, footer and facts are
      // theirs. A page with dated job openings is rendered for each day; any other the build's serves.
      if (!page && live.site === null && !dated) return next();
      const site = live.site;
      const today = dated ? dayOf(site ?? module.site) : undefined;
      const document = await rendered.get(today ? `${path} ${today}` : path, () =>
        buildRenderer.document((render) =>
          render.render(path, { ...(page ? { page } : {}), ...(site ? { site } : {}), ...(today ? { today } : {}) }),
        ),
      );
      return sendDocument(c, document);
    },

    /**
     * Publishes page `name`'s draft of `version` and, with `siteVersion`, the settings' draft of it
     * in the same transaction: a page with its route (a new page, a changed title or address) goes
     * live whole or not at all. The page is checked against those settings, the settings with the page.
     */
    publishPage(name, version, siteVersion, by, inTransaction) {
      if (siteVersion === undefined) return pages.publish(name, version, by, inTransaction);
      return documents.publish(
        [
          { kind: pages.kind(name), version },
          { kind: settings.kind, version: siteVersion },
        ],
        by,
        inTransaction,
        async ([pageText, siteText]) => {
          const config = await settings.compiled(siteText!, { [name]: pageText! });
          pages.compile(name, pageText!, config);
        },
      );
    },

    /**
     * A new page: its route added to the settings' draft of `version` and its own draft (a hero with
     * its title, or a copy of page `from` as published) in the same transaction; published together
     * from the page editor. Answers the settings' draft version and the page's name.
     */
    async createPage({ path, title, description, from }, version, by) {
      const name = pageNameOf(path);
      if (!PathSchema.safeParse(path).success || !PAGE_NAME.test(name) || path === '/')
        throw new PageRefused(`The address '${path.slice(0, 100)}' is not one a page can have: a path such as '/our-partners'.`, [
          { path: ['path'], message: "a path such as '/our-partners': lower-case words joined by '-'" },
        ]);
      let text: string;
      if (from === null)
        text = formatPage({ $schema: '../schema/page.schema.json', blocks: [{ type: 'hero', props: { title, subtitle: description } }] });
      else {
        const copied = (await pages.state(from).catch((error: unknown) => {
          if (error instanceof NoSuchPage) throw new NoSuchPage(`There is no content page named '${from.slice(0, 100)}' to copy.`);
          throw error;
        })).page;
        text = formatPage(copied);
      }
      const taken = () =>
        new PageRefused(`The page name '${name}' is taken (content/pages/${name}.json): choose another address, or edit that page.`, [
          { path: ['path'], message: `content/pages/${name}.json already exists` },
        ]);
      if ((await sources.pageText(name)) !== null) throw taken();
      const draft = await settings.saveDraft(
        { newPage: { path, title, description, name } },
        version,
        by,
        async (tx) => {
          if (!(await pages.create(tx, name, text, by))) throw taken();
        },
        { [name]: text },
      );
      return { version: draft, name };
    },
  };
}
