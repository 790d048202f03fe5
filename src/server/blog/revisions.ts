import type { BlogStatus } from '../../schemas/blog';
import type { Revision, RevisionEvent, RevisionSummary } from '../../schemas/blog-revisions';
import type { BlogRow } from '../db/schema';
import {
  findVersion,
  foldableVersion,
  forgetVersions,
  listVersions,
  recordVersion,
  refoldVersion,
  type Editor as VersionEditor,
  type Executor,
  type VersionRow,
  type VersionSummaryRow,
} from '../versions/history';

/*
 * A post's revisions: its versions in the one history (versions/history.ts), the post's fields held
 * as JSON in each version's body. What the history keeps, how autosaves fold and how old ones go
 * are the history's, the same for pages and the site's settings.
 */

export type { RevisionEvent };
/** Who saved: the account (null once deleted) and the name it had. */
export interface Editor {
  id: string | null;
  username: string;
}

/** The history's name for a post. */
export const postDocument = (blogId: string) => `post:${blogId}`;

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

/** A revision as the post's code reads it: what the list shows, and the fields. */
export interface PostRevision extends RevisionFields {
  id: string;
  event: RevisionEvent;
  status: BlogStatus;
  version: number;
  restoredFrom: string | null;
  authorUsername: string;
  createdAt: Date;
  updatedAt: Date;
}

const versionEditor = (editor: Editor): VersionEditor => ({ id: editor.id, name: editor.username });

/** A version's body: the fields, the date as ISO text. */
const bodyOf = (fields: RevisionFields) => JSON.stringify({ ...fields, publishedDate: fields.publishedDate.toISOString() });

function summaryOf(row: VersionSummaryRow) {
  return {
    id: row.id,
    event: row.event as RevisionEvent,
    status: row.status as BlogStatus,
    version: Number(row.version),
    restoredFrom: row.restoredFrom,
    authorUsername: row.authorName,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function revisionOf(row: VersionRow): PostRevision {
  const fields = JSON.parse(row.body) as Omit<RevisionFields, 'publishedDate'> & { publishedDate: string };
  return { ...summaryOf(row), ...fields, publishedDate: new Date(fields.publishedDate) };
}

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
): Promise<PostRevision> {
  const version = await recordVersion(
    tx,
    {
      document: postDocument(row.id),
      event,
      status: row.status,
      version: String(row.version),
      title: fields.title,
      body: bodyOf(fields),
      restoredFrom,
    },
    versionEditor(editor),
    at,
  );
  return revisionOf(version);
}

/**
 * Saves an autosave of the post: into the revision this editor's last autosave made (`revisionId`)
 * when the history may fold it there (versions/history.ts), else as a new one.
 */
export async function recordAutosave(
  tx: Executor,
  row: BlogRow,
  event: 'autosave' | 'pending',
  editor: Editor,
  { at, fields, revisionId }: { at: Date; fields: RevisionFields; revisionId: string | undefined },
): Promise<PostRevision> {
  const folded = await foldableVersion(tx, postDocument(row.id), { id: revisionId, event, editor: versionEditor(editor), at });
  if (!folded) return recordRevision(tx, row, event, editor, { at, fields });
  const change = { status: row.status, version: String(row.version), title: fields.title, body: bodyOf(fields) };
  return revisionOf(await refoldVersion(tx, folded, { ...change, at }));
}

/** A post's revisions newest first, without their content (the history lists them). */
export async function listRevisions(db: Executor, blogId: string): Promise<RevisionSummary[]> {
  return (await listVersions(db, postDocument(blogId))).map((row) => toRevisionSummary({ ...summaryOf(row), title: row.title }));
}

/** Who last saved the post with one of `events`, if anyone did. */
export async function lastEditor(db: Executor, blogId: string, events: RevisionEvent[]): Promise<Editor | null> {
  const [latest] = await listVersions(db, postDocument(blogId), { events, limit: 1 });
  return latest ? { id: latest.authorId, username: latest.authorName } : null;
}

/** One revision of `blogId`, or null (another post's revision is null too). */
export async function findRevision(db: Executor, blogId: string, revisionId: string): Promise<PostRevision | null> {
  const row = await findVersion(db, postDocument(blogId), { id: revisionId });
  return row && revisionOf(row);
}

export function toRevisionSummary(
  row: Pick<
    PostRevision,
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

export function toRevision(row: PostRevision): Revision {
  return {
    ...toRevisionSummary(row),
    ...revisionFields(row),
    publishedDate: row.publishedDate.toISOString(),
  };
}

/** A deleted post's revisions go with it. */
export const forgetRevisions = (tx: Executor, blogId: string) => forgetVersions(tx, postDocument(blogId));
