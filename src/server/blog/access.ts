import type { User } from '../../schemas/auth';
import { can } from '../../schemas/roles';
import { notPermitted } from '../auth/guard';
import type { BlogRow } from '../db/schema';

/*
 * Who may do what with one post, beyond the role's permission to write posts at all
 * (src/schemas/roles.ts): editors and above, every post; authors, their own; contributors, their
 * own while they are drafts or in review (public nowhere yet: a contributor may go on correcting a
 * post an editor has not published, as WordPress's "pending" posts). Checked on the post as locked
 * for the write, so a post published by an editor a moment ago is no longer a contributor's to change.
 */

type Post = Pick<BlogRow, 'authorId' | 'status'>;

/** Whether `user` may read `post` in the admin (its revisions included). */
function mayRead(user: User, post: Post): boolean {
  return can(user.role, 'everyPost') || post.authorId === user.id;
}

/** Whether `user` may change or delete `post`. */
function mayChange(user: User, post: Post): boolean {
  if (can(user.role, 'everyPost')) return true;
  return post.authorId === user.id && (can(user.role, 'publishPosts') || post.status === 'draft' || post.status === 'review');
}

/** 403 `NOT_PERMITTED` unless `user` may read `post`. */
export function assertMayRead(user: User, post: Post): void {
  if (!mayRead(user, post)) throw notPermitted(user.role, "open another person's post");
}

/** 403 `NOT_PERMITTED` unless `user` may change `post`, saying why. */
export function assertMayChange(user: User, post: Post): void {
  if (mayChange(user, post)) return;
  if (post.authorId !== user.id) throw notPermitted(user.role, "change another person's post");
  throw notPermitted(user.role, 'change a post once it is published or scheduled; an editor can');
}

/** 403 `NOT_PERMITTED` unless `user` may submit `post` for review: its author alone does, whatever their role. */
export function assertMaySubmit(user: User, post: Post): void {
  if (post.authorId === user.id) return;
  if (!mayRead(user, post)) throw notPermitted(user.role, "change another person's post");
  throw notPermitted(user.role, "submit another person's post for review; its author does");
}

/**
 * 403 `NOT_PERMITTED` unless `user` may send `post` back from review: whoever may publish it (editors
 * and above, any post; an author, their own).
 */
export function assertMayReturn(user: User, post: Post): void {
  if (!can(user.role, 'publishPosts')) throw notPermitted(user.role, 'send a post back from review; an editor does');
  assertMayChange(user, post);
}

/** 403 `NOT_PERMITTED` unless `user` may make a post public: publish it, schedule it, or share a preview of it. */
export function assertMayPublish(user: User, what = 'publish or schedule a post'): void {
  if (!can(user.role, 'publishPosts')) throw notPermitted(user.role, `${what}; an editor publishes it`);
}
