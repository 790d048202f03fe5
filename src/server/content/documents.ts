import { eq } from 'drizzle-orm';
import { versionOf } from '../../config/page-text';
import { DEPLOYED_ENTRY, type HistoryEntry } from '../../schemas/live-content';
import { changeSummary } from './change-summary';
import type { Database } from '../db/client';
import { contentDocuments, users } from '../db/schema';
import type { Tx } from '../db/types';
import { findVersion, listVersions, recordVersion } from '../versions/history';
import { StaleVersion } from '../versions/stale';

/** The change feed's topic: every instance drops what it kept of the live site when any publishes. */
export const CONTENT_TOPIC = 'content';
/**
 * Said on one instance only, when what it serves of the live site changed (it read what a publish
 * made): what it rendered from the content (pages, the blog's, the sitemap, a form's answer) is
 * dropped then, not at the publish itself, so a page rendered from what was last read while the
 * new was still being read (a slow database) is never kept past it.
 */
export const CONTENT_SERVED_TOPIC = 'content-served';

export type Actor = { id: string; name: string };
type Row = typeof contentDocuments.$inferSelect;

/** The page (or the site's settings) is not one of the build's: nothing to edit, nothing to publish. */
export class NoSuchPage extends Error {
  override name = 'NoSuchPage';
}


/** The content compiler refused the document: one issue per field. */
export class PageRefused extends Error {
  override name = 'PageRefused';
  constructor(
    message: string,
    readonly issues: { path: (string | number)[]; message: string }[],
  ) {
    super(message);
  }
}

/** A history entry's id: a publish's serial, or the deployed version. */
export type HistoryId = number | typeof DEPLOYED_ENTRY;

/** A history entry of another document, or none. */
export class NoSuchEntry extends Error {
  override name = 'NoSuchEntry';
}

/**
 * One document edited on the running site: a content page (`page:about`) or the site's settings
 * (`site`). Its text is the file's as the dev editor writes it; the build's own file is its base.
 */
export interface DocumentKind {
  /** Its row's name. */
  key: string;
  /** What it is, as a refusal names it: "this page". */
  label: string;
  /** The build's text of it (NoSuchPage when the build has none). */
  base(): Promise<string>;
  /** Its text as data: what the history compares and a 409 shows. */
  read(text: string): Record<string, unknown>;
  /** The key a 409's `current` shows it under, beside its version: `page`, `site`. */
  field: string;
  /**
   * Throws PageRefused when the content compiler refuses the text: as a draft (`draft`), checked
   * with the other drafts it goes with (a new page's route and its page), or to publish alone.
   */
  check(text: string, as: 'draft' | 'publish'): Promise<void>;
}

/** One document of a publish, and the version it is published at: its draft's (else its current one, left as it is). */
export interface Publishing {
  kind: DocumentKind;
  version: string;
}

/** A document without a draft. */
const NO_DRAFT = { draft: null, draftVersion: null, draftAt: null, draftBy: null };

/** A document's row with the name of whoever holds its draft, if it has one. */
export interface StoredDocument {
  row: Row | undefined;
  draftBy: string | null;
}

/**
 * Drafts, publishes, history and restores of the documents edited on the running site, each a row
 * of content_documents locked while it changes. A write based on a version that is no longer
 * current is refused (StaleVersion), never merged or overwritten; a publish is announced on the
 * change feed so every instance serves it from its next request.
 */
export function liveDocuments(
  { db, changes }: Pick<Database, 'db' | 'changes'>,
  clock: { now(): number },
  /** What a publish waits for once committed and announced, before it answers (live.ts: this instance serving it). */
  { served }: { served?: () => Promise<void> } = {},
) {
  /** The row of `key`, made if missing, locked until the transaction ends. */
  async function locked(tx: Tx, key: string): Promise<Row> {
    await tx.insert(contentDocuments).values({ name: key }).onConflictDoNothing();
    const [row] = await tx.select().from(contentDocuments).where(eq(contentDocuments.name, key)).for('update');
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
  const currentText = (row: Row | undefined, base: string) => row?.draft ?? row?.published ?? base;

  const stale = (what: string, kind: DocumentKind, row: Row | undefined, base: string) => {
    const text = currentText(row, base);
    return new StaleVersion(
      `${what} was based on a version of ${kind.label} that is no longer current: someone saved or published it meanwhile. Nothing was changed; the current version is in \`current\`.`,
      { [kind.field]: kind.read(text), version: versionOf(text) },
    );
  };

  /** The row of `key` (none before its first draft) and who holds its draft. */
  async function stored(key: string): Promise<StoredDocument> {
    const [found] = await db
      .select({ document: contentDocuments, by: users.name })
      .from(contentDocuments)
      .leftJoin(users, eq(users.id, contentDocuments.draftBy))
      .where(eq(contentDocuments.name, key));
    return { row: found?.document, draftBy: found?.by ?? null };
  }

  return {
    currentText,

    stored,

    /**
     * Keeps the text `change` makes of the current one as the draft, if `version` is still the
     * current one; answers the draft's version. `change` and the check run outside the row's lock
     * (the settings are formatted by Prettier; the check reads the database, and the embedded one has
     * a single connection, which the transaction holds); the version is checked again under it.
     */
    async saveDraft(
      kind: DocumentKind,
      version: string,
      change: (current: string) => Promise<string> | string,
      by: Actor,
      inTransaction: (tx: Tx) => Promise<void> = async () => {},
    ): Promise<string> {
      const base = await kind.base();
      const before = await stored(kind.key);
      if (versionOf(currentText(before.row, base)) !== version) throw stale('This draft', kind, before.row, base);
      const text = await change(currentText(before.row, base));
      await kind.check(text, 'draft');
      return db.transaction(async (tx) => {
        const row = await locked(tx, kind.key);
        if (versionOf(currentText(row, base)) !== version) throw stale('This draft', kind, row, base);
        await keepDraft(tx, row, text, base, by);
        await inTransaction(tx);
        return versionOf(text);
      });
    },

    /** Keeps `text` as the draft of a document that has no row yet (a new page); false when it has one. */
    async createDraft(tx: Tx, key: string, text: string, by: Actor): Promise<boolean> {
      const made = await tx
        .insert(contentDocuments)
        .values({ name: key, draft: text, draftVersion: versionOf(text), draftAt: new Date(clock.now()), draftBy: by.id })
        .onConflictDoNothing()
        .returning({ name: contentDocuments.name });
      return made.length === 1;
    },

    /**
     * Makes the drafts of `documents` live together, in one transaction (a page with its route):
     * each checked (`check`, given their texts in order; else each kind's own), kept in the history
     * with what changed, and announced so every instance serves them from its next request. A
     * document given at its current version with no draft is left as it is, so long as another is
     * published. `inTransaction` adds the caller's own record (the audit log) to the transaction.
     */
    async publish(
      documents: readonly Publishing[],
      by: Actor,
      inTransaction: (tx: Tx) => Promise<void>,
      check?: (texts: string[]) => Promise<void>,
    ): Promise<{ version: string; publishedAt: string }> {
      const bases = await Promise.all(documents.map(({ kind }) => kind.base()));
      const at = new Date(clock.now());
      /** The draft of `version`, or null for a document left as it is; stale when neither. */
      const draftOf = (row: Row | undefined, { kind, version }: Publishing, base: string): string | null => {
        if (row?.draft != null && versionOf(row.draft) === version) return row.draft;
        if (documents.length > 1 && row?.draft == null && versionOf(currentText(row, base)) === version) return null;
        throw stale('This publish', kind, row, base);
      };
      // Checked before the rows are locked: the check reads the database (the settings, the pages)
      // and the embedded one has a single connection, which the transaction holds. Under the lock
      // each draft must still be of its version, and so the same text (a version is its text's hash).
      const rows = await Promise.all(documents.map(async (document) => (await stored(document.kind.key)).row));
      const texts = documents.map((document, index) => draftOf(rows[index], document, bases[index]!));
      if (texts.every((text) => text === null)) throw stale('This publish', documents[0]!.kind, rows[0], bases[0]!);
      if (check) await check(texts.map((text, index) => text ?? currentText(rows[index], bases[index]!)));
      else for (const [index, text] of texts.entries()) if (text !== null) await documents[index]!.kind.check(text, 'publish');
      const published = await db.transaction(async (tx) => {
        const locks: Row[] = [];
        for (const document of documents) locks.push(await locked(tx, document.kind.key));
        const drafts = documents.map((document, index) => draftOf(locks[index], document, bases[index]!));
        // Published meanwhile by another (their drafts are what is published now): nothing is left to publish.
        if (drafts.every((text) => text === null)) throw stale('This publish', documents[0]!.kind, locks[0], bases[0]!);
        for (const [index, document] of documents.entries()) {
          const base = bases[index]!;
          const row = locks[index]!;
          const text = drafts[index]!;
          if (text === null) continue;
          await tx
            .update(contentDocuments)
            .set({ published: text, publishedVersion: document.version, publishedAt: at, baseVersion: versionOf(base), ...NO_DRAFT })
            .where(eq(contentDocuments.name, row.name));
          const version = {
            document: row.name,
            event: 'publish',
            status: 'published',
            version: document.version,
            body: text,
            // What changed as the files read, not as the compiler fills in its defaults.
            summary: changeSummary(document.kind.read(row.published ?? base), document.kind.read(text)),
          };
          await recordVersion(tx, version, by, at);
        }
        await inTransaction(tx);
        await changes.announce(tx, CONTENT_TOPIC);
        return { version: documents[0]!.version, publishedAt: at.toISOString() };
      });
      changes.changed(CONTENT_TOPIC);
      await served?.();
      return published;
    },

    /**
     * The publishes of `kind`, newest first, then the document as the site was deployed (the
     * build's own file): what visitors saw before the first change, so the first can be undone too.
     */
    async history(kind: DocumentKind): Promise<HistoryEntry[]> {
      await kind.base();
      const rows = await listVersions(db, kind.key);
      return [
        ...rows.map((row) => ({
          kind: 'published' as const,
          id: String(row.seq),
          at: row.createdAt.toISOString(),
          by: { name: row.authorName },
          summary: row.summary,
        })),
        { kind: 'deployed', id: DEPLOYED_ENTRY, summary: `As the site was deployed, before any change published here.` },
      ];
    },

    /**
     * Makes the text of history entry `id` (DEPLOYED_ENTRY: the build's own file) the draft. With
     * `version`, only if that is still the current one; without, only if there is no draft to lose.
     */
    async restore(kind: DocumentKind, id: HistoryId, version: string | undefined, by: Actor): Promise<string> {
      const base = await kind.base();
      return db.transaction(async (tx) => {
        let text = base;
        if (id !== DEPLOYED_ENTRY) {
          const entry = await findVersion(tx, kind.key, { seq: id });
          if (!entry) throw new NoSuchEntry(`The history of ${kind.label} has no entry ${id}.`);
          text = entry.body;
        }
        const row = await locked(tx, kind.key);
        if (version === undefined ? row.draft !== null : versionOf(currentText(row, base)) !== version)
          throw stale('This restore', kind, row, base);
        await keepDraft(tx, row, text, base, by);
        return versionOf(text);
      });
    },
  };
}

export type LiveDocuments = ReturnType<typeof liveDocuments>;
