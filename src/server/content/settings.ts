import { checkSite } from '../../config/compile';
import { ContentError } from '../../config/errors';
import { versionOf } from '../../config/page-text';
import {
  addRoute,
  changeRoute,
  EditRefused,
  editSiteConfigText,
  readSiteConfigText,
  removeRoute,
  setCompany,
  setNavigation,
  type ConfigDraft,
} from '../../config/site-edits';
import type { SiteConfig } from '../../config/site-schema';
import type { SettingsState } from '../../schemas/live-content';
import type { CompanyChange, NavigationChange, RouteChange } from '../../schemas/site-changes';
import type { Database } from '../db/client';
import { keptUntilChange } from '../db/kept-until-change';
import type { Tx } from '../db/types';
import type { Logger } from '../logger';
import { CONTENT_TOPIC, PageRefused, type Actor, type DocumentKind, type HistoryId, type LiveDocuments } from './documents';
import type { BuildSources } from './sources';

/** The settings' row: site.config.ts's text as published. */
const SITE_KEY = 'site';
export const SITE_CONFIG_FILE = 'site.config.ts';

/** A change an editor makes of the settings: the dev editor's own (config/site-edits.ts). */
export type SettingsChange =
  | { navigation: NavigationChange['navigation'] }
  | { company: Omit<CompanyChange, 'version'> }
  | { route: Omit<RouteChange, 'version'> }
  | { newPage: { path: string; title: string; description: string; name: string } }
  | { retire: string };

/** The route at `path` must show a content page: a screen's route (/admin) stays as the build has it, for the app knows no other. */
function contentRoute(draft: ConfigDraft, path: string) {
  const route = draft.routes.find((candidate) => candidate.path === path);
  if (route && !('content' in route.page))
    throw new EditRefused(`${path} is one of the app's screens, not a content page: its route changes in site.config.ts only.`);
}

function applyChange(draft: ConfigDraft, change: SettingsChange) {
  if ('route' in change) contentRoute(draft, change.route.path);
  if ('retire' in change) contentRoute(draft, change.retire);
  if ('navigation' in change) setNavigation(draft, change.navigation);
  else if ('company' in change) setCompany(draft, change.company);
  else if ('route' in change) changeRoute(draft, change.route.path, change.route.changes);
  else if ('newPage' in change) addRoute(draft, change.newPage);
  else removeRoute(draft, change.retire);
}

/** The content pages a config's routes show, read from its text's data (before the compiler has it). */
function routedPages(raw: unknown): Set<string> {
  const routes = (raw as { routes?: { page?: { content?: unknown } }[] }).routes ?? [];
  return new Set(routes.flatMap((route) => (typeof route.page?.content === 'string' ? [route.page.content] : [])));
}

/**
 * The site's settings (site.config.ts: the navigation and the company's facts) edited on the running
 * site: its text as the dev editor writes it (the syntax-tree writer, the project's Prettier), kept
 * as a draft, published over the build's file (documents.ts). The running site has no TypeScript
 * compiler: it reads the text as data (the build refuses a site.config.ts that is not), and checks
 * it as `npm run check` does, against the build's content files and every page published over them.
 */
export function liveSettings(
  documents: LiveDocuments,
  {
    changes,
    sources,
    publishedPages,
    newPages,
    logger,
  }: {
    changes: Database['changes'];
    sources: BuildSources;
    /** The text of every page published over the build's, by name, as stored (not checked: that is against these settings). */
    publishedPages: () => Promise<Record<string, string>>;
    /** The drafts of pages made on the running site and not published yet, by name: a draft of the settings routes to them. */
    newPages: () => Promise<Record<string, string>>;
    logger: Pick<Logger, 'warn'>;
  },
) {
  const kept = keptUntilChange(changes, CONTENT_TOPIC, { maxBytes: 1024 * 1024 });

  /**
   * The content files settings of `raw` are checked with: the build's, each published page over its
   * own, and `pages` over those; a page no route of theirs shows (a retired one) is left out, as
   * retiring it removes its file.
   */
  async function contentTexts(raw: unknown, pages: Record<string, string>): Promise<Record<string, string>> {
    const routed = routedPages(raw);
    const texts: Record<string, string> = {};
    for (const file of await sources.files())
      if (file.startsWith('content/') && file.endsWith('.json')) texts[file] = (await sources.read(file)).toString('utf8');
    for (const [name, text] of Object.entries({ ...(await publishedPages()), ...pages })) texts[`content/pages/${name}.json`] = text;
    for (const file of Object.keys(texts)) {
      const page = /^content\/pages\/(.+)\.json$/.exec(file)?.[1];
      if (page !== undefined && !routed.has(page)) delete texts[file];
    }
    return texts;
  }

  /**
   * The settings of `text` as the compiler reads them, or the refusal naming each field (and each
   * file it breaks): checked with the pages published and `pages` (to publish with them, or as a
   * draft the new pages' drafts, which the draft's new routes show).
   */
  async function compiled(text: string, pages: Record<string, string> = {}): Promise<SiteConfig> {
    try {
      const raw = readSiteConfigText(text);
      return checkSite(raw, await contentTexts(raw, pages));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      throw new PageRefused(
        error.message,
        error.issues.map((issue) => ({
          path: [...issue.path],
          message: issue.file === SITE_CONFIG_FILE ? issue.message : `${issue.file}: ${issue.message}`,
        })),
      );
    }
  }

  const kind: DocumentKind = {
    key: SITE_KEY,
    label: "the site's settings",
    base: () => sources.siteConfigText(),
    read: (text) => readSiteConfigText(text) as Record<string, unknown>,
    field: 'site',
    check: async (text, as) => void (await compiled(text, as === 'draft' ? await newPages() : {})),
  };

  const edit = async (text: string, change: SettingsChange) =>
    editSiteConfigText(text, (draft: ConfigDraft) => applyChange(draft, change), await sources.formatOptions());

  return {
    async state(): Promise<SettingsState> {
      const base = await sources.siteConfigText();
      const { row, draftBy } = await documents.stored(SITE_KEY);
      const published = row?.published ?? base;
      const deployed = row?.published != null && row.baseVersion !== versionOf(base) && published !== base;
      return {
        site: readSiteConfigText(published) as Record<string, unknown>,
        version: versionOf(published),
        publishedAt: row?.publishedAt?.toISOString() ?? null,
        build: deployed ? { site: readSiteConfigText(base) as Record<string, unknown>, version: versionOf(base) } : null,
        draft:
          row?.draft != null
            ? {
                site: readSiteConfigText(row.draft) as Record<string, unknown>,
                version: versionOf(row.draft),
                savedAt: row.draftAt!.toISOString(),
                by: draftBy === null ? null : { name: draftBy },
              }
            : null,
      };
    },

    /**
     * Makes `change` of the current settings (the draft, else what is published) the draft, if
     * `version` is still current, checked with the new pages' drafts; `inTransaction` adds to its
     * transaction (a new page's own draft).
     */
    saveDraft: (
      change: SettingsChange,
      version: string,
      by: Actor,
      inTransaction?: (tx: Tx) => Promise<void>,
      /** Pages `inTransaction` makes, by name: the draft is checked with them. */
      made: Record<string, string> = {},
    ) =>
      documents.saveDraft(
        { ...kind, check: async (text) => void (await compiled(text, { ...(await newPages()), ...made })) },
        version,
        (current) => edit(current, change),
        by,
        inTransaction,
      ),

    /** The settings' document, to publish with a page (live.ts). */
    kind,

    /** The settings of `text` checked with the published pages and `pages` over them, or PageRefused. */
    compiled,

    /**
     * Makes the deployed site.config.ts the draft, if `version` is still current: after a deploy
     * that changed the settings published here, the editor's choice of the deployed ones.
     */
    takeDeployed: (version: string, by: Actor) => documents.saveDraft(kind, version, () => sources.siteConfigText(), by),

    publish: (version: string, by: Actor, inTransaction: (tx: Tx) => Promise<void>) =>
      documents.publish([{ kind, version }], by, inTransaction),

    history: () => documents.history(kind),

    restore: (id: HistoryId, version: string | undefined, by: Actor) => documents.restore(kind, id, version, by),

    /** The settings as the draft has them (what is published when there is no draft), to preview. */
    async draft(): Promise<SiteConfig> {
      const { row } = await documents.stored(SITE_KEY);
      return compiled(documents.currentText(row, await sources.siteConfigText()), await newPages());
    },

    /** Whether the settings have a draft: without one, what is published (kept) is what a draft page is checked against. */
    hasDraft: async (): Promise<boolean> => (await documents.stored(SITE_KEY)).row?.draft != null,

    /**
     * The settings published over the build's, as the compiler reads them, and their text: null
     * while the build's own are served (none published, or the build now holds them). Settings a
     * deploy's files no longer fit are left out (the build's are served) and wait in the editor.
     */
    published: (): Promise<{ site: SiteConfig; text: string } | null> =>
      kept.get(
        'published',
        async () => {
          const { row } = await documents.stored(SITE_KEY);
          if (row?.published == null || row.published === (await sources.siteConfigText())) return null;
          try {
            return { site: await compiled(row.published), text: row.published };
          } catch (error) {
            if (!(error instanceof PageRefused)) throw error;
            logger.warn({ err: error }, "the published site settings fail this build's checks: the build's own are served");
            return null;
          }
        },
        () => true,
      ),
  };
}

export type LiveSettings = ReturnType<typeof liveSettings>;
