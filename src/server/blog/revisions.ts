import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Revision, RevisionSummary } from '../../schemas/blog-revisions';
import { blogRevisions, type BlogRevisionRow, type BlogRow } from '../db/schema';
import type { Executor } from './slugs';

/** Revisions a post keeps whatever they are: its last 50 saves, autosaves and restores. */
export const KEEP_RECENT = 50;
/** Of the revisions older than those, the published versions a post keeps (the newest of them). */
export const KEEP_PUBLISHED = 50;
/** Autosaves by one editor go into one revision for this long from its first: one revision per few minutes of typing. */
export const AUTOSAVE_FOLD_MS = 5 * 60_000;

export type RevisionEvent = BlogRevisionRow['event'];
/** Who saved: the account (null once deleted) and the name it had. */
export interface Editor {
  id: string | null;
  username: string;
}

/** The post's fields a revision holds, as they stand in `row` (a post or a revision). */
export const revisionFields = (
  row: Pick<
    BlogRow,
    | 'title'
    | 'content'
    | 'excerpt'
    | 'imageUrl'
    | 'imageAlt'
    | 'metaTitle'
    | 'metaDescription'
    | 'socialImageUrl'
    | 'publishedDate'
  >,
) => ({
  title: row.title,
  content: row.content,
  excerpt: row.excerpt,
  imageUrl: row.imageUrl,
  imageAlt: row.imageAlt,
  metaTitle: row.metaTitle,
  metaDescription: row.metaDescription,
  socialImageUrl: row.socialImageUrl,
  publishedDate: row.publishedDate,
});
export type RevisionFields = ReturnType<typeof revisionFields>;

/**
 * Records what a save made of the post: `row` as saved, by `editor`, for `event`. A pending one
 * (a published post's autosave) carries the typed fields instead, and the version they are based on.
 */
export async function recordRevision(
  tx: Executor,
  row: BlogRow,
  event: RevisionEvent,
  editor: Editor,
  { at, fields = revisionFields(row), restoredFrom = null }: { at: Date; fields?: RevisionFields; restoredFrom?: string | null },
): Promise<BlogRevisionRow> {
  const [revision] = await tx
    .insert(blogRevisions)
    .values({
      id: randomUUID(),
      blogId: row.id,
      event,
      status: row.status,
      version: row.version,
      ...fields,
      restoredFrom,
      authorId: editor.id,
      authorUsername: editor.username,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!revision) throw new Error('insert returned no revision');
  await prune(tx, row.id);
  return revision;
}

/**
 * The revision an autosave folds into: the one this editor's last autosave made, while it is still
 * the post's latest, of the same kind, theirs, and less than AUTOSAVE_FOLD_MS old. Anything saved in
 * between (by anyone) starts a new one, so no one's work is folded away.
 */
export async function foldableRevision(
  tx: Executor,
  blogId: string,
  { revisionId, event, editor, at }: { revisionId: string | undefined; event: 'autosave' | 'pending'; editor: Editor; at: Date },
): Promise<BlogRevisionRow | null> {
  if (!revisionId) return null;
  const [latest] = await tx
    .select()
    .from(blogRevisions)
    .where(eq(blogRevisions.blogId, blogId))
    .orderBy(desc(blogRevisions.seq))
    .limit(1);
  const fits =
    latest?.id === revisionId &&
    latest.event === event &&
    latest.authorId === editor.id &&
    at.getTime() - latest.createdAt.getTime() < AUTOSAVE_FOLD_MS;
  return fits ? latest : null;
}

/** Writes the latest typing into a folded revision. */
export async function refoldRevision(
  tx: Executor,
  revision: BlogRevisionRow,
  row: BlogRow,
  { at, fields }: { at: Date; fields: RevisionFields },
): Promise<BlogRevisionRow> {
  const [updated] = await tx
    .update(blogRevisions)
    .set({ ...fields, status: row.status, version: row.version, updatedAt: at })
    .where(eq(blogRevisions.id, revision.id))
    .returning();
  if (!updated) throw new Error('update returned no revision');
  return updated;
}

/**
 * Keeps the post's last KEEP_RECENT revisions and, of the older ones, its last KEEP_PUBLISHED
 * published versions: at most 100 a post, however long it is edited.
 */
async function prune(tx: Executor, blogId: string) {
  const live = sql`(${blogRevisions.status} = 'published' and ${blogRevisions.event} <> 'pending')`;
  await tx.execute(sql`
    with ranked as (
      select ${blogRevisions.id} as id, ${live} as live,
        row_number() over (order by ${blogRevisions.seq} desc) as n
      from ${blogRevisions} where ${blogRevisions.blogId} = ${blogId}
    ), older as (
      select id, live, row_number() over (partition by live order by n) as p from ranked where n > ${KEEP_RECENT}
    )
    delete from ${blogRevisions} where ${blogRevisions.id} in (select id from older where not (live and p <= ${KEEP_PUBLISHED}))`);
}

/** A post's revisions newest first, without their content (the history lists them). */
export async function listRevisions(db: Executor, blogId: string): Promise<RevisionSummary[]> {
  const rows = await db
    .select({
      id: blogRevisions.id,
      event: blogRevisions.event,
      status: blogRevisions.status,
      version: blogRevisions.version,
      title: blogRevisions.title,
      restoredFrom: blogRevisions.restoredFrom,
      authorUsername: blogRevisions.authorUsername,
      createdAt: blogRevisions.createdAt,
      updatedAt: blogRevisions.updatedAt,
    })
    .from(blogRevisions)
    .where(eq(blogRevisions.blogId, blogId))
    .orderBy(desc(blogRevisions.seq));
  return rows.map(toRevisionSummary);
}

/** One revision of `blogId`, or null (another post's revision is null too). */
export async function findRevision(db: Executor, blogId: string, revisionId: string): Promise<BlogRevisionRow | null> {
  const [row] = await db
    .select()
    .from(blogRevisions)
    .where(and(eq(blogRevisions.id, revisionId), eq(blogRevisions.blogId, blogId)))
    .limit(1);
  return row ?? null;
}

export function toRevisionSummary(
  row: Pick<
    BlogRevisionRow,
    'id' | 'event' | 'status' | 'version' | 'title' | 'restoredFrom' | 'authorUsername' | 'createdAt' | 'updatedAt'
  >,
): RevisionSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    title: row.title,
    status: row.status,
    event: row.event,
    version: row.version,
    ...(row.restoredFrom ? { restoredFrom: row.restoredFrom } : {}),
    author: { username: row.authorUsername },
  };
}

export function toRevision(row: BlogRevisionRow): Revision {
  return {
    ...toRevisionSummary(row),
    ...revisionFields(row),
    publishedDate: row.publishedDate.toISOString(),
  };
}
