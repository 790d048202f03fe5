import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/types';
import { documentVersions, type VersionRow } from './tables';

/*
 * The one history of every versioned document: a post (`post:<id>`), a page of the running site
 * (`page:about`) and the site's settings (`site`). Each feature says what its document's body is;
 * recording, folding autosaves, listing, finding, keeping and forgetting are done here, alike for all.
 */

export type { Executor, VersionRow };

/** Versions a document keeps whatever they are: its last 50 saves, autosaves, publishes and restores. */
export const KEEP_RECENT = 50;
/** Of the versions older than those, the published ones a document keeps (the newest of them). */
export const KEEP_PUBLISHED = 50;
/** Autosaves by one editor go into one version for this long from its first: one version per few minutes of typing. */
export const AUTOSAVE_FOLD_MS = 5 * 60_000;

/** Who saved: the account (null once deleted) and the name it had. */
export interface Editor {
  id: string | null;
  name: string;
}

/** A version as a feature records it: the document whole (`body`), and what a list shows of it. */
export interface NewVersion {
  document: string;
  event: string;
  status: string;
  version: string;
  body: string;
  title?: string;
  summary?: string;
  restoredFrom?: string | null;
}

/** A version without its body: what a history list reads. */
export type VersionSummaryRow = Omit<VersionRow, 'body'>;
const { body: _body, ...summaryColumns } = getTableColumns(documentVersions);

/** Records `version`, saved by `editor` at `at`, and lets go of what the document no longer keeps. */
export async function recordVersion(tx: Executor, version: NewVersion, editor: Editor, at: Date): Promise<VersionRow> {
  const [row] = await tx
    .insert(documentVersions)
    .values({
      id: randomUUID(),
      ...version,
      restoredFrom: version.restoredFrom ?? null,
      authorId: editor.id,
      authorName: editor.name,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!row) throw new Error('insert returned no version');
  await prune(tx, version.document);
  return row;
}

/**
 * The version an autosave folds into: the one this editor's last autosave made (`id`), while it is
 * still the document's latest, of the same event, theirs, and less than AUTOSAVE_FOLD_MS old.
 * Anything saved in between (by anyone) starts a new one, so no one's work is folded away.
 */
export async function foldableVersion(
  tx: Executor,
  document: string,
  { id, event, editor, at }: { id: string | undefined; event: string; editor: Editor; at: Date },
): Promise<VersionRow | null> {
  if (!id) return null;
  const [latest] = await tx
    .select()
    .from(documentVersions)
    .where(eq(documentVersions.document, document))
    .orderBy(desc(documentVersions.seq))
    .limit(1);
  const fits =
    latest?.id === id &&
    latest.event === event &&
    latest.authorId === editor.id &&
    at.getTime() - latest.createdAt.getTime() < AUTOSAVE_FOLD_MS;
  return fits ? latest : null;
}

/** Writes the latest typing into a folded version. */
export async function refoldVersion(
  tx: Executor,
  folded: VersionRow,
  { at, ...change }: Pick<NewVersion, 'status' | 'version' | 'body' | 'title'> & { at: Date },
): Promise<VersionRow> {
  const [row] = await tx
    .update(documentVersions)
    .set({ ...change, updatedAt: at })
    .where(eq(documentVersions.seq, folded.seq))
    .returning();
  if (!row) throw new Error('update returned no version');
  return row;
}

/**
 * Keeps the document's last KEEP_RECENT versions and, of the older ones, its last KEEP_PUBLISHED
 * published ones (a pending post's autosave is not): at most 100 a document, however long it is edited.
 */
async function prune(tx: Executor, document: string) {
  const v = documentVersions;
  const live = sql`(${v.status} = 'published' and ${v.event} <> 'pending')`;
  await tx.execute(sql`
    with ranked as (
      select ${v.seq} as seq, ${live} as live, row_number() over (order by ${v.seq} desc) as n
      from ${v} where ${v.document} = ${document}
    ), older as (
      select seq, live, row_number() over (partition by live order by n) as p from ranked where n > ${KEEP_RECENT}
    )
    delete from ${v} where ${v.seq} in (select seq from older where not (live and p <= ${KEEP_PUBLISHED}))`);
}

/** The document's versions newest first, without their bodies; only those of `events` when given. */
export async function listVersions(
  db: Executor,
  document: string,
  { events, limit }: { events?: string[]; limit?: number } = {},
): Promise<VersionSummaryRow[]> {
  const query = db
    .select(summaryColumns)
    .from(documentVersions)
    .where(and(eq(documentVersions.document, document), events ? inArray(documentVersions.event, events) : undefined))
    .orderBy(desc(documentVersions.seq));
  return limit === undefined ? query : query.limit(limit);
}

/** One version of `document`, by its id or its serial; null when it is another document's or none. */
export async function findVersion(
  db: Executor,
  document: string,
  key: { id: string } | { seq: number },
): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(
      and(
        eq(documentVersions.document, document),
        'id' in key ? eq(documentVersions.id, key.id) : eq(documentVersions.seq, key.seq),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The whole history of a document that is gone (a deleted post). */
export async function forgetVersions(tx: Executor, document: string): Promise<void> {
  await tx.delete(documentVersions).where(eq(documentVersions.document, document));
}
