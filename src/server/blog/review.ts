import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { BlogStatus, ReviewNote } from '../../schemas/blog';
import { PERMISSIONS } from '../../schemas/roles';
import type { Deps } from '../context';
import { users, type BlogRow } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Notification } from '../notify/mailer';
import { recordRevision } from './revisions';
import { apply, type SaveContext } from './save';
import type { Executor } from './slugs';

/*
 * Review (after WordPress's "pending" posts): the author of a draft submits it, and whoever may
 * publish it is mailed; one of them publishes it (an ordinary save, blog/save.ts) or sends it back
 * to its author with a note, and the author is mailed. The post carries its latest note, so each
 * side reads it where they open the post. Each mail is an outbox row written in the transaction
 * that changes the post: one mail per act that happened, none for one that did not.
 */

/** Who acts: the save's context (for the revision), and the name the note and the mails give them. */
export interface ReviewAct extends SaveContext {
  name: string;
}

/** Where a post stands, as a 409 says it. */
const AS_IT_STANDS = {
  draft: 'a draft',
  published: 'published',
  scheduled: 'scheduled to go out',
  review: 'awaiting review',
} satisfies Record<BlogStatus, string>;

/** Puts the locked draft `current` in review with its author's `note` ('' for none); 409 for any other status. */
export async function submitForReview(tx: Executor, current: BlogRow, note: string, act: ReviewAct): Promise<BlogRow> {
  if (current.status !== 'draft') {
    throw new ApiError(409, `This post is already ${AS_IT_STANDS[current.status]}: only a draft can be submitted for review`);
  }
  return change(tx, current, { kind: 'submitted', note, act });
}

/** Sends the locked post `current`, in review, back to its author as a draft with `note`; 409 for any other status. */
export async function returnToAuthor(tx: Executor, current: BlogRow, note: string, act: ReviewAct): Promise<BlogRow> {
  if (current.status !== 'review') {
    throw new ApiError(
      409,
      `This post is ${AS_IT_STANDS[current.status]}, not awaiting review: only a post in review can be sent back`,
    );
  }
  return change(tx, current, { kind: 'returned', note, act });
}

async function change(
  tx: Executor,
  current: BlogRow,
  { kind, note, act }: { kind: ReviewNote['kind']; note: string; act: ReviewAct },
) {
  const review: ReviewNote = { kind, note, by: act.name, at: act.at.toISOString() };
  const row = await apply(tx, current, { status: kind === 'submitted' ? 'review' : 'draft', review }, act.at);
  await recordRevision(tx, row, kind === 'submitted' ? 'submit' : 'return', act.editor, { at: act.at });
  return row;
}

type Recipient = { email: string };

/** Accounts that can still sign in. */
const active = and(isNull(users.suspendedAt), isNull(users.removedAt));

/** Whoever may publish any post, can still sign in, and is not `except` (who submitted it). */
function reviewers(tx: Executor, except: string): Promise<Recipient[]> {
  return tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.role, [...PERMISSIONS.everyPost]), active, ne(users.id, except)));
}

/** The post's author, unless their account is gone or suspended, or they are `except` (who sent it back). */
async function authorOf(tx: Executor, post: BlogRow, except: string): Promise<Recipient[]> {
  if (!post.authorId || post.authorId === except) return [];
  return tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, post.authorId), active));
}

/** Where the mails send people: the admin, where the blog's "Awaiting review" filter lists the posts. */
const adminUrl = (deps: Deps) => `${deps.options.publicUrl}/admin`;

/** What the mail of a step of review says besides the post, its note and the admin's address. */
interface StepMail {
  subject: string;
  /** Who took the step, as the mail names them: a label and their name. */
  by: [string, string];
  whatToDo: string;
}

/**
 * Queues, in the transaction `tx`, the mail of a step of review of `post` to each of `recipients`;
 * call deps.notifier.wake() once it has committed.
 */
async function mailEach(deps: Deps, tx: Executor, recipients: Recipient[], post: BlogRow, mail: StepMail): Promise<void> {
  const lines: Notification['lines'] = [
    ['Post', post.title],
    mail.by,
    ['Their note', post.review?.note ?? ''],
    ['What to do', mail.whatToDo],
    ['Admin', adminUrl(deps)],
  ];
  for (const { email } of recipients) await deps.notifier.queue(tx, { subject: mail.subject, lines, to: email });
}

/** Queues, in the transaction `tx` that submitted `post`, a mail to each of its reviewers. */
export async function mailReviewers(deps: Deps, tx: Executor, post: BlogRow, by: { id: string; name: string }): Promise<void> {
  await mailEach(deps, tx, await reviewers(tx, by.id), post, {
    subject: `A post awaits your review: "${post.title}"`,
    by: ['Submitted by', by.name],
    whatToDo: 'Open it under Blog posts, "Awaiting review": publish it, or send it back to its author with a note.',
  });
}

/** Queues, in the transaction `tx` that sent `post` back, the mail to its author (none when they sent it back themselves). */
export async function mailAuthor(deps: Deps, tx: Executor, post: BlogRow, by: { id: string; name: string }): Promise<void> {
  await mailEach(deps, tx, await authorOf(tx, post, by.id), post, {
    subject: `Your post was sent back: "${post.title}"`,
    by: ['Sent back by', by.name],
    whatToDo: 'Open it under Blog posts, make the changes the note asks for, and submit it for review again.',
  });
}
