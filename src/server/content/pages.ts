import { and, desc, eq, sql } from 'drizzle-orm';
import diff from 'microdiff';
import { compileContentJson } from '../../config/compile';
import { ContentError } from '../../config/errors';
import type { SiteConfig } from '../../config/site-schema';
import { formatPage, versionOf } from '../../config/page-text';
import type { DocumentState, HistoryEntry, PageSummary } from '../../schemas/live-content';
import type { Database } from '../db/client';
import { keptUntilChange } from '../db/kept-until-change';
import { contentDocuments, contentHistory, users } from '../db/schema';
import type { Db } from '../db/types';
import type { Logger } from '../logger';

/** What a transaction of drizzle's can run. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
import type { BuildSources } from './sources';

/** The change feed's topic: every instance drops what it kept of the live pages when any publishes. */
export const CONTENT_TOPIC = 'content';

const keyOf = (name: string) => `page:${name}`;
const pageFileOf = (name: string) => `content/pages/${name}.json`;

type Page = Record<string, unknown>;
type Actor = { id: string; name: string };

/** The page is not one of the build's (nothing to edit, nothing to publish). */
export class NoSuchPage extends Error {
  override name = 'NoSuchPage';
}

/** A draft or publish made on a version that is no longer current: `current` is. */
export class StaleVersion extends Error {
  override name = 'StaleVersion';
  constructor(
    message: string,
    readonly current: { page: Page; version: string },
  ) {
    super(message);
  }
}

/** The content compiler refused the page: one issue per field. */
export class PageRefused extends Error {
  override name = 'PageRefused';
  constructor(
    message: string,
    readonly issues: { path: (string | number)[]; message: string }[],
  ) {
    super(message);
  }
}

/** A history entry of another page, or none. */
export class NoSuchEntry extends Error {
  override name = 'NoSuchEntry';
}

type Row = typeof contentDocuments.$inferSelect;

/** A document without a draft. */
const NO_DRAFT = { draft: null, draftVersion: null, draftAt: null, draftBy: null };

/** What changed between two versions of a page, as a person reads it: the fields, a few at most. */
function changeSummary(before: Page | null, after: Page): string {
  if (!before) return 'First publish on the running site';
  const changes = diff(before, after);
  if (changes.length === 0) return 'No change';
  const fields = [...new Set(changes.map((change) => change.path.join('.')))];
  const shown = fields.slice(0, 5).join(', ');
  return fields.length > 5 ? `${shown} and ${fields.length - 5} more changed` : `${shown} changed`;
}

/**
 * The site's pages as edited on the running site: each a file of the build's content/pages/ (the
 * base), a published text over it (served instead of the prerendered page), and one draft staff
 * share. Every check is the build's own compiler against the build's own site config, so nothing
 * published could fail the checks CI runs. A write based on a version that is no longer current is
 * refused (StaleVersion), never merged or overwritten.
 */
export function livePages(
  database: Pick<Database, 'db' | 'changes'>,
  {
    sources,
    site,
    clock,
    logger,
  }: { sources: BuildSources; site: () => Promise<SiteConfig>; clock: { now(): number }; logger: Pick<Logger, 'warn'> },
) {
  const { db, changes } = database;
  const kept = keptUntilChange(changes, CONTENT_TOPIC, { maxBytes: 4 * 1024 * 1024 });

  async function baseText(name: string): Promise<string> {
    const text = await sources.pageText(name);
    if (text === null) throw new NoSuchPage(`There is no content page named '${name}' in this build.`);
    return text;
  }

  /** The page as the compiler reads it, or the refusal with each problem on its field. */
  async function compiled(name: string, text: string): Promise<Page> {
    try {
      return JSON.parse(compileContentJson(pageFileOf(name), text, await site())) as Page;
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      throw new PageRefused(
        error.message,
        error.issues.map((issue) => ({ path: [...issue.path], message: issue.message })),
      );
    }
  }

  /** The row of `name`, made if missing, locked until the transaction ends. */
  async function locked(tx: Tx, name: string): Promise<Row> {
    await tx.insert(contentDocuments).values({ name: keyOf(name) }).onConflictDoNothing();
    const [row] = await tx.select().from(contentDocuments).where(eq(contentDocuments.name, keyOf(name))).for('update');
    return row!;
  }

  /** Makes `text` the draft of the locked `row`; the published text itself is no draft (nothing is left to publish). */
  async function keepDraft(tx: Tx, row: Row, text: string, base: string, by: Actor) {
    const values =
      text === (row.published ?? base)
        ? NO_DRAFT
        : { draft: text, draftVersion: versionOf(text), draftAt: new Date(clock.now()), draftBy: by.id };
    await tx.update(contentDocuments).set(values).where(eq(contentDocuments.name, row.name));
  }

  /** The text a new draft must be based on: the draft, else what is published, else the build's file. */
  const currentOf = (row: Row | undefined, base: string) => {
    const text = row?.draft ?? row?.published ?? base;
    return { page: JSON.parse(text) as Page, version: versionOf(text) };
  };

  const stale = (what: string, row: Row, base: string) =>
    new StaleVersion(
      `${what} was based on a version of this page that is no longer current: someone saved or published it meanwhile. Nothing was changed; the current version is in \`current\`.`,
      currentOf(row, base),
    );

  /**
   * Every published page this build can serve, its text and as the compiler reads it. A deploy
   * whose config no longer fits a live page (a route it links to is gone) leaves it out: the
   * build's page is served, and the live one waits in the editor for someone to mend it.
   */
  async function servable(): Promise<Record<string, { text: string; page: Page }>> {
    const rows = await db
      .select({ name: contentDocuments.name, text: contentDocuments.published })
      .from(contentDocuments)
      .where(sql`${contentDocuments.published} IS NOT NULL`);
    const config = await site();
    const pages: Record<string, { text: string; page: Page }> = {};
    for (const row of rows) {
      const name = row.name.slice('page:'.length);
      try {
        pages[name] = { text: row.text!, page: JSON.parse(compileContentJson(pageFileOf(name), row.text!, config)) as Page };
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        logger.warn({ page: name, err: error }, "a published page fails this build's checks: the build's own page is served");
      }
    }
    return pages;
  }

  return {
    async state(name: string): Promise<DocumentState> {
      const base = await baseText(name);
      const [row] = await db
        .select({ document: contentDocuments, by: users.name })
        .from(contentDocuments)
        .leftJoin(users, eq(users.id, contentDocuments.draftBy))
        .where(eq(contentDocuments.name, keyOf(name)));
      const published = row?.document.published ?? base;
      const draft = row?.document.draft;
      // A deploy brought a file other than the one the live page was made from: both are shown.
      const deployed = row?.document.published != null && row.document.baseVersion !== versionOf(base) && published !== base;
      return {
        name,
        page: JSON.parse(published) as Page,
        version: versionOf(published),
        publishedAt: row?.document.publishedAt?.toISOString() ?? null,
        build: deployed ? { page: JSON.parse(base) as Page, version: versionOf(base) } : null,
        draft:
          draft != null
            ? {
                page: JSON.parse(draft) as Page,
                version: versionOf(draft),
                savedAt: row!.document.draftAt!.toISOString(),
                by: row!.by === null ? null : { name: row!.by },
              }
            : null,
      };
    },

    /** Every content page of the site's routes, with when it was published and its draft. */
    async list(): Promise<PageSummary[]> {
      const config = await site();
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
    async saveDraft(name: string, page: Page, version: string, by: Actor): Promise<string> {
      const base = await baseText(name);
      const text = formatPage(page);
      await compiled(name, text);
      return db.transaction(async (tx) => {
        const row = await locked(tx, name);
        if (currentOf(row, base).version !== version) throw stale('This draft', row, base);
        await keepDraft(tx, row, text, base, by);
        return versionOf(text);
      });
    },

    /**
     * Makes the draft of `version` live: checked again, kept in the history with what changed, and
     * announced so every instance serves it from its next request. `inTransaction` adds the caller's
     * own record of it (the audit log) to the same transaction.
     */
    async publish(
      name: string,
      version: string,
      by: Actor,
      inTransaction: (tx: Tx) => Promise<void>,
    ): Promise<{ version: string; publishedAt: string }> {
      const base = await baseText(name);
      const at = new Date(clock.now());
      const published = await db.transaction(async (tx) => {
        const row = await locked(tx, name);
        if (row.draft === null || versionOf(row.draft) !== version) throw stale('This publish', row, base);
        await compiled(name, row.draft);
        // What changed as the files read, not as the compiler fills in its defaults.
        const before = JSON.parse(row.published ?? base) as Page;
        const page = JSON.parse(row.draft) as Page;
        await tx
          .update(contentDocuments)
          .set({
            published: row.draft,
            publishedVersion: version,
            publishedAt: at,
            baseVersion: versionOf(base),
            ...NO_DRAFT,
          })
          .where(eq(contentDocuments.name, row.name));
        await tx.insert(contentHistory).values({
          name: row.name,
          at,
          byId: by.id,
          byName: by.name,
          text: row.draft,
          version,
          summary: changeSummary(before, page),
        });
        await inTransaction(tx);
        await changes.announce(tx, CONTENT_TOPIC);
        return { version, publishedAt: at.toISOString() };
      });
      changes.changed(CONTENT_TOPIC);
      return published;
    },

    async history(name: string): Promise<HistoryEntry[]> {
      await baseText(name);
      const rows = await db
        .select({ id: contentHistory.id, at: contentHistory.at, byName: contentHistory.byName, summary: contentHistory.summary })
        .from(contentHistory)
        .where(eq(contentHistory.name, keyOf(name)))
        .orderBy(desc(contentHistory.id))
        .limit(200);
      return rows.map((row) => ({ id: String(row.id), at: row.at.toISOString(), by: { name: row.byName }, summary: row.summary }));
    },

    /**
     * Makes the text of history entry `id` the draft. With `version`, only if that is still the
     * current one; without, only if there is no draft to lose.
     */
    async restore(name: string, id: number, version: string | undefined, by: Actor): Promise<string> {
      const base = await baseText(name);
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .select({ text: contentHistory.text })
          .from(contentHistory)
          .where(and(eq(contentHistory.name, keyOf(name)), eq(contentHistory.id, id)));
        if (!entry) throw new NoSuchEntry(`This page's history has no entry ${id}.`);
        const row = await locked(tx, name);
        if (version === undefined ? row.draft !== null : currentOf(row, base).version !== version)
          throw stale('This restore', row, base);
        await keepDraft(tx, row, entry.text, base, by);
        return versionOf(entry.text);
      });
    },

    /** The draft as the compiler reads it (the published page when there is none), to preview. */
    async draftPage(name: string): Promise<Page> {
      const base = await baseText(name);
      const [row] = await db.select().from(contentDocuments).where(eq(contentDocuments.name, keyOf(name)));
      return compiled(name, row?.draft ?? row?.published ?? base);
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

    /** The text of every page served from what was published (export.ts writes them over the build's files). */
    publishedTexts: async (): Promise<Record<string, string>> =>
      Object.fromEntries(Object.entries(await servable()).map(([name, { text }]) => [name, text])),
  };
}

export type LivePages = ReturnType<typeof livePages>;
