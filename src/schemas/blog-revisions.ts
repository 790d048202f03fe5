import { z } from 'zod';
import { BLOG_STATUSES, PostSchema } from './blog';

/** What made a revision (its version's event in the history): a save of each kind, an autosave, a restore, or a step of review. */
export const REVISION_EVENTS = [
  'create',
  'update',
  'publish',
  'unpublish',
  'schedule',
  'unschedule',
  'autosave',
  'pending',
  'restore',
  'submit',
  'return',
  'withdraw',
] as const;
export type RevisionEvent = (typeof REVISION_EVENTS)[number];

/** A revision as GET /api/admin/blogs/:id/revisions lists it, newest first. */
export const RevisionSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Later than createdAt when autosaves were folded into it. */
  updatedAt: z.string(),
  title: z.string(),
  /** The post's status with this revision; a 'pending' one's post stayed as it was. */
  status: z.enum(BLOG_STATUSES),
  event: z.enum(REVISION_EVENTS),
  /** The post's version this revision made ('pending': the version its changes are based on). */
  version: z.number().int(),
  /** A restore: the revision it brought back. */
  restoredFrom: z.string().optional(),
  author: z.object({ username: z.string() }),
});
export type RevisionSummary = z.output<typeof RevisionSummarySchema>;

/** One revision with its fields (GET /api/admin/blogs/:id/revisions/:revisionId). */
export const RevisionSchema = RevisionSummarySchema.extend({
  content: z.string(),
  excerpt: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  socialImageUrl: z.string(),
  publishedDate: z.string(),
});
export type Revision = z.output<typeof RevisionSchema>;

/** PUT /api/admin/blogs/:id/autosave answer: the post as stored, and the revision that holds what was typed. */
export const AutosaveAnswerSchema = z.object({
  post: PostSchema,
  revision: RevisionSummarySchema,
  /** True for a draft or a post in review (the post itself was saved); false for a published or scheduled post (kept as a pending revision). */
  applied: z.boolean(),
});
export type AutosaveAnswer = z.output<typeof AutosaveAnswerSchema>;

/** POST /api/admin/blogs/:id/preview answer. */
export const PreviewLinkSchema = z.object({
  /** An absolute path on the site: /blog/preview/{token}. */
  url: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.output<typeof PreviewLinkSchema>;
