import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MAX_SCHEDULE_YEARS,
  type BlogAutosaveSchema,
  type BlogCreateSchema,
  type BlogStatus,
  type BlogUpdateSchema,
} from '../../schemas/blog';
import { blogs, type BlogRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { StaleVersion } from '../versions/stale';
import { toBlog, uploadedImageSize } from './posts';
import { recordAutosave, recordRevision, revisionFields, type Editor, type PostRevision, type RevisionEvent } from './revisions';
import { claimSlug, slugBase, slugFitsBase, type Executor } from './slugs';

type CreateInput = z.output<typeof BlogCreateSchema>;
type UpdateInput = z.output<typeof BlogUpdateSchema>;
type AutosaveInput = z.output<typeof BlogAutosaveSchema>;
type Changes = Partial<typeof blogs.$inferInsert>;

/** A save based on a version that is no longer the post's: answered 409 with the post as it stands. */
const stale = (current: BlogRow) =>
  new StaleVersion(
    `This post was saved elsewhere since you opened it (it is now at version ${current.version})`,
    toBlog(current),
  );

export interface SaveContext {
  editor: Editor;
  /** Now, by the server's clock (server/clock.ts). */
  at: Date;
}

const fieldError = (field: string, message: string) =>
  new ApiError(400, `Please check this field: ${field}`, { [field]: message });

/** A save that asks for 'review': only submitting (blog/review.ts) puts a post there, as it is what tells the editors. */
const reviewBySubmitting = () =>
  fieldError('status', 'Save the post as a draft, then submit it for review: submitting is what tells the editors');

/** The recorded size of an uploaded image named by `field`, or 400 when this server holds no such upload. */
async function imageSize(tx: Executor, field: 'imageUrl' | 'socialImageUrl', url: string) {
  if (!url) return { width: null, height: null };
  const size = await uploadedImageSize(tx, url);
  if (!size) throw fieldError(field, 'Image URL names no image uploaded to this site');
  return size;
}

/** Image sizes for whichever of the two images the change names. */
async function imageColumns(tx: Executor, change: { imageUrl?: string; socialImageUrl?: string }): Promise<Changes> {
  const columns: Changes = {};
  if (change.imageUrl !== undefined) {
    const { width, height } = await imageSize(tx, 'imageUrl', change.imageUrl);
    Object.assign(columns, { imageWidth: width, imageHeight: height });
  }
  if (change.socialImageUrl !== undefined) {
    const { width, height } = await imageSize(tx, 'socialImageUrl', change.socialImageUrl);
    Object.assign(columns, { socialImageWidth: width, socialImageHeight: height });
  }
  return columns;
}

/**
 * When a post with `status` is dated: a scheduled one at the time asked for, which must lie ahead
 * (at most MAX_SCHEDULE_YEARS); a date is refused with any other status, which dates itself.
 */
function scheduledDate(status: BlogStatus, asked: Date | undefined, kept: Date | undefined, at: Date): Date | undefined {
  if (status !== 'scheduled') {
    if (asked) throw fieldError('publishedDate', 'A publish date is only taken with status "scheduled"');
    return undefined;
  }
  const date = asked ?? kept;
  if (!date) throw fieldError('publishedDate', 'Choose when the post goes out to schedule it');
  if (asked) {
    if (asked.getTime() <= at.getTime()) throw fieldError('publishedDate', 'Choose a time in the future to schedule the post');
    const latest = new Date(at);
    latest.setUTCFullYear(latest.getUTCFullYear() + MAX_SCHEDULE_YEARS);
    if (asked > latest)
      throw fieldError('publishedDate', `Choose a time within ${MAX_SCHEDULE_YEARS} years to schedule the post`);
  }
  return date;
}

/** What a save from `from` to `to` is called in the history. */
export function eventOf(from: BlogStatus, to: BlogStatus, rescheduled: boolean): RevisionEvent {
  if (to === 'scheduled') return from === 'scheduled' && !rescheduled ? 'update' : 'schedule';
  if (from === to) return 'update';
  if (to === 'published') return 'publish';
  if (to === 'review') return 'submit';
  if (from === 'review') return 'withdraw';
  return from === 'scheduled' ? 'unschedule' : 'unpublish';
}

/** A new post (content already sanitised), with its slug and its first revision. */
export async function createPost(tx: Executor, id: string, input: CreateInput, { editor, at }: SaveContext): Promise<BlogRow> {
  const { publishedDate: asked, ...fields } = input;
  if (input.status === 'review') throw reviewBySubmitting();
  const publishedDate = scheduledDate(input.status, asked, undefined, at) ?? at;
  const { imageWidth, imageHeight, socialImageWidth, socialImageHeight } = await imageColumns(tx, fields);
  // The id stands in as slug until the real one is claimed: slugs never look like ids.
  await tx.insert(blogs).values({
    id,
    slug: id,
    ...fields,
    imageWidth,
    imageHeight,
    socialImageWidth,
    socialImageHeight,
    authorId: editor.id,
    authorUsername: editor.username,
    publishedDate,
    createdAt: at,
    updatedAt: at,
  });
  const slug = await claimSlug(tx, id, input.title);
  const [row] = await tx.update(blogs).set({ slug }).where(eq(blogs.id, id)).returning();
  if (!row) throw new Error('insert returned no row');
  await recordRevision(tx, row, 'create', editor, { at });
  return row;
}

/** Applies `changes` to the locked post `current`: a new version, a new slug if the title asks for one. */
export async function apply(tx: Executor, current: BlogRow, changes: Changes, at: Date): Promise<BlogRow> {
  if (changes.title !== undefined && !slugFitsBase(current.slug, await slugBase(changes.title))) {
    changes.slug = await claimSlug(tx, current.id, changes.title);
  }
  const [row] = await tx
    .update(blogs)
    .set({ ...changes, version: current.version + 1, updatedAt: at })
    .where(eq(blogs.id, current.id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/**
 * A change to the locked post `current` (content already sanitised): refused when based on another
 * version; dated when it publishes (now) or schedules (the time asked for); recorded as a revision.
 */
export async function updatePost(tx: Executor, current: BlogRow, input: UpdateInput, context: SaveContext): Promise<BlogRow> {
  const { version, publishedDate: asked, ...fields } = input;
  if (version !== undefined && version !== current.version) throw stale(current);
  const status = fields.status ?? current.status;
  if (status === 'review' && current.status !== 'review') throw reviewBySubmitting();
  const changes: Changes = { ...fields, ...(await imageColumns(tx, fields)) };
  // The review note belongs to the review: a post published, scheduled or taken out of review keeps none.
  if (status !== current.status) changes.review = null;
  const scheduled = scheduledDate(status, asked, current.status === 'scheduled' ? current.publishedDate : undefined, context.at);
  if (scheduled) changes.publishedDate = scheduled;
  // Publishing dates the post from now, as Ghost does (a scheduled post published early too).
  if (status === 'published' && current.status !== 'published') changes.publishedDate = context.at;
  const row = await apply(tx, current, changes, context.at);
  await recordRevision(tx, row, eventOf(current.status, status, asked !== undefined), context.editor, { at: context.at });
  return row;
}

/**
 * The editor's autosave of the locked post `current`: a draft, or a post in review (public nowhere
 * either), is saved (its revision folded with this editor's autosaves of the last few minutes); a
 * published or scheduled post is left as it is, the typing kept as a pending revision until the
 * administrator saves it, so the live page never changes by itself.
 */
export async function autosavePost(
  tx: Executor,
  current: BlogRow,
  input: AutosaveInput,
  { editor, at }: SaveContext,
): Promise<{ row: BlogRow; revision: PostRevision; applied: boolean }> {
  const { version, revisionId, ...fields } = input;
  if (version !== current.version) throw stale(current);
  const applied = current.status === 'draft' || current.status === 'review';
  const event = applied ? 'autosave' : 'pending';
  const row = applied ? await apply(tx, current, { ...fields, ...(await imageColumns(tx, fields)) }, at) : current;
  if (!applied) await imageColumns(tx, fields);
  const typed = { ...fields, publishedDate: current.publishedDate };
  const revision = await recordAutosave(tx, row, event, editor, { at, fields: typed, revisionId });
  return { row, revision, applied };
}

/**
 * Brings back `revision`'s title, content, excerpt, images and search text on the locked post
 * `current`, its status unchanged, as a new revision: nothing is lost by restoring.
 */
export async function restoreRevision(
  tx: Executor,
  current: BlogRow,
  revision: PostRevision,
  { editor, at }: SaveContext,
): Promise<BlogRow> {
  const { publishedDate: _date, ...fields } = revisionFields(revision);
  // Stored files are never deleted, so the revision's images are still there to be measured.
  const changes: Changes = { ...fields, ...(await imageColumns(tx, fields)) };
  const row = await apply(tx, current, changes, at);
  await recordRevision(tx, row, 'restore', editor, { at, restoredFrom: revision.id });
  return row;
}
