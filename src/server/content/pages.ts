import { eq, sql } from 'drizzle-orm';
import { compileContentJson } from '../../config/compile';
import { ContentError } from '../../config/errors';
import type { SiteConfig } from '../../config/site-schema';
import { formatPage, versionOf } from '../../config/page-text';
import { PAGE_NAME, type DocumentState, type HistoryEntry, type PageSummary } from '../../schemas/live-content';
import { keptUntilChange } from '../db/kept-until-change';
import { contentDocuments, users } from '../db/schema';
import type { Database } from '../db/client';
import type { Tx } from '../db/types';
import type { Logger } from '../logger';
import { CONTENT_TOPIC, NoSuchPage, PageRefused, type Actor, type DocumentKind, type HistoryId, type LiveDocuments } from './documents';
import type { BuildSources } from './sources';

export { NoSuchEntry, NoSuchPage, PageRefused } from './documents';

const PAGE_KEY = 'page:';
/** What a page made on the running site is based on: a page with no blocks. */
const NEW_PAGE_BASE = formatPage({ $schema: '../schema/page.schema.json', blocks: [] });
const keyOf = (name: string) => `${PAGE_KEY}${name}`;
const pageFileOf = (name: string) => `content/pages/${name}.json`;

type Page = Record<string, unknown>;

/** The page as the compiler reads it against `site`, or the refusal with each problem on its field. */
function compiledPage(name: string, text: string, site: SiteConfig): Page {
  try {
    return JSON.parse(compileContentJson(pageFileOf(name), text, site)) as Page;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw new PageRefused(
      error.message,
      error.issues.map((issue) => ({ path: [...issue.path], message: issue.message })),
    );
  }
}

/**
 * The site's pages as edited on the running site: each a file of the build's content/pages/ (the
 * base), a published text over it (served instead of the prerendered page), and one draft staff
 * share (documents.ts). Every check is the build's own compiler against the site's settings as
 * published, so nothing published could fail the checks CI runs.
 */
export function livePages(
  documents: LiveDocuments,
  {
    db,
    changes,
    sources,
    site,
    draftSite,
    logger,
  }: {
    db: Database['db'];
    changes: Database['changes'];
    sources: BuildSources;
    site: () => Promise<SiteConfig>;
    /** The site's settings as their draft has them (else as published): a draft page is checked against them. */
    draftSite: () => Promise<SiteConfig>;
    logger: Pick<Logger, 'warn'>;
  },
) {
  const kept = keptUntilChange(changes, CONTENT_TOPIC, { maxBytes: 4 * 1024 * 1024 });

  /** Whether a page made on the running site (no file of the build's) has a row: its draft, or what was published. */
  async function madeHere(name: string): Promise<boolean> {
    const [row] = await db.select({ name: contentDocuments.name }).from(contentDocuments).where(eq(contentDocuments.name, keyOf(name)));
    return row !== undefined;
  }

  /** The build's file of the page; a page made on the running site is based on an empty one. */
  async function baseText(name: string): Promise<string> {
    const text = await sources.pageText(name);
    if (text !== null) return text;
    if (PAGE_NAME.test(name) && (await madeHere(name))) return NEW_PAGE_BASE;
    throw new NoSuchPage(`There is no content page named '${name}' in this build.`);
  }

  const kind = (name: string): DocumentKind => ({
    key: keyOf(name),
    label: 'this page',
    base: () => baseText(name),
    read: (text) => JSON.parse(text) as Page,
    field: 'page',
    check: async (text, as) => void compiledPage(name, text, await (as === 'draft' ? draftSite() : site())),
  });

  /** The text of every page published, by name, as stored: unchecked. */
  async function stored(): Promise<Record<string, string>> {
    const rows = await db
      .select({ name: contentDocuments.name, text: contentDocuments.published })
      .from(contentDocuments)
      .where(sql`${contentDocuments.published} IS NOT NULL AND ${contentDocuments.name} LIKE ${`${PAGE_KEY}%`}`);
    return Object.fromEntries(rows.map((row) => [row.name.slice(PAGE_KEY.length), row.text!]));
  }

  /**
   * Every published page this build can serve, its text and as the compiler reads it. A deploy
   * whose config no longer fits a live page (a route it links to is gone) leaves it out: the
   * build's page is served, and the live one waits in the editor for someone to mend it.
   */
  async function servable(): Promise<Record<string, { text: string; page: Page }>> {
    const config = await site();
    const pages: Record<string, { text: string; page: Page }> = {};
    for (const [name, text] of Object.entries(await stored())) {
      try {
        pages[name] = { text, page: compiledPage(name, text, config) };
      } catch (error) {
        if (!(error instanceof PageRefused)) throw error;
        logger.warn({ page: name, err: error }, "a published page fails this build's checks: the build's own page is served");
      }
    }
    return pages;
  }

  return {
    async state(name: string): Promise<DocumentState> {
      const base = await baseText(name);
      const { row, draftBy } = await documents.stored(keyOf(name));
      const published = row?.published ?? base;
      // A deploy brought a file other than the one the live page was made from: both are shown.
      const deployed = row?.published != null && row.baseVersion !== versionOf(base) && published !== base;
      return {
        name,
        page: JSON.parse(published) as Page,
        version: versionOf(published),
        publishedAt: row?.publishedAt?.toISOString() ?? null,
        build: deployed ? { page: JSON.parse(base) as Page, version: versionOf(base) } : null,
        draft:
          row?.draft != null
            ? {
                page: JSON.parse(row.draft) as Page,
                version: versionOf(row.draft),
                savedAt: row.draftAt!.toISOString(),
                by: draftBy === null ? null : { name: draftBy },
              }
            : null,
      };
    },

    /**
     * Every content page of the site's routes as the settings' draft has them (a new page's among
     * them), with when it was published and its draft; `live` false while visitors cannot see it at that address
     * (a new page, a new address).
     */
    async list(): Promise<PageSummary[]> {
      const config = await draftSite();
      const served = new Set((await site()).routes.map((route) => route.path));
      const rows = await db
        .select({ document: contentDocuments, by: users.name })
        .from(contentDocuments)
        .leftJoin(users, eq(users.id, contentDocuments.draftBy));
      const byName = new Map(rows.map((row) => [row.document.name, row]));
      return config.routes.flatMap((route) => {
        if (!('content' in route.page)) return [];
        const row = byName.get(keyOf(route.page.content));
        return [
          {
            name: route.page.content,
            path: route.path,
            title: route.title,
            live: served.has(route.path),
            publishedAt: row?.document.publishedAt?.toISOString() ?? null,
            draft:
              row?.document.draft != null
                ? { savedAt: row.document.draftAt!.toISOString(), by: row.by === null ? null : { name: row.by } }
                : null,
          },
        ];
      });
    },

    /** Keeps `page` as the draft, if `version` is the current one; answers the draft's version. */
    saveDraft: (name: string, page: Page, version: string, by: Actor): Promise<string> =>
      documents.saveDraft(kind(name), version, () => formatPage(page), by),

    /** Makes the draft of `version` live (documents.ts). */
    publish: (name: string, version: string, by: Actor, inTransaction: (tx: Tx) => Promise<void>) =>
      documents.publish([{ kind: kind(name), version }], by, inTransaction),

    history: (name: string): Promise<HistoryEntry[]> => documents.history(kind(name)),

    /** Makes the text of history entry `id` the draft (documents.ts). */
    restore: (name: string, id: HistoryId, version: string | undefined, by: Actor): Promise<string> =>
      documents.restore(kind(name), id, version, by),

    /** The draft as the compiler reads it against `config` (the published page when there is none), to preview. */
    async draftPage(name: string, config: SiteConfig): Promise<Page> {
      const base = await baseText(name);
      const { row } = await documents.stored(keyOf(name));
      return compiledPage(name, documents.currentText(row, base), config);
    },

    /** The page of `text` as the compiler reads it against `config`, or PageRefused. */
    compile: (name: string, text: string, config: SiteConfig): Page => compiledPage(name, text, config),

    /** The document of page `name`, to publish with the settings (live.ts). */
    kind,

    /**
     * Keeps `text` as the draft of page `name`, new to the site (its route is added in the same
     * transaction, `tx`); false when the name is taken (the build's, or a page made here before).
     */
    async create(tx: Tx, name: string, text: string, by: Actor): Promise<boolean> {
      if ((await sources.pageText(name)) !== null) return false;
      return documents.createDraft(tx, keyOf(name), text, by);
    },

    /** The drafts of pages made here and never published, by name: the settings' draft routes to them. */
    async newDrafts(): Promise<Record<string, string>> {
      const rows = await db
        .select({ name: contentDocuments.name, text: contentDocuments.draft })
        .from(contentDocuments)
        .where(
          sql`${contentDocuments.published} IS NULL AND ${contentDocuments.draft} IS NOT NULL AND ${contentDocuments.name} LIKE ${`${PAGE_KEY}%`}`,
        );
      const drafts: Record<string, string> = {};
      for (const row of rows) {
        const name = row.name.slice(PAGE_KEY.length);
        if ((await sources.pageText(name)) === null) drafts[name] = row.text!;
      }
      return drafts;
    },

    /**
     * The pages published over the build's, as the compiler reads them, by name: kept until any
     * instance publishes, so a visitor's request costs no query.
     */
    published: (): Promise<Readonly<Record<string, Page>>> =>
      kept.get('published', async () => {
        const pages: Record<string, Page> = {};
        for (const [name, { text, page }] of Object.entries(await servable())) {
          // The build now holds what was published (its export applied, built and deployed): the
          // prerendered page is the same page, and the live layer folds away.
          if (text !== (await sources.pageText(name))) pages[name] = page;
        }
        return pages;
      }),

    /** The text of every page published, unchecked: the site's settings are checked with them (settings.ts). */
    stored,

    /** The text of every page served from what was published (export.ts writes them over the build's files). */
    publishedTexts: async (): Promise<Record<string, string>> =>
      Object.fromEntries(Object.entries(await servable()).map(([name, { text }]) => [name, text])),
  };
}

export type LivePages = ReturnType<typeof livePages>;
