import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  AdminBlogListQuerySchema,
  AdminBlogListSchema,
  BlogAutosaveSchema,
  PostSchema,
  ReviewReturnSchema,
  ReviewSubmitSchema,
  type AdminBlogList,
} from '../../schemas/blog';
import {
  AutosaveAnswerSchema,
  PreviewLinkSchema,
  RevisionSchema,
  RevisionSummarySchema,
  type AutosaveAnswer,
  type PreviewLink,
} from '../../schemas/blog-revisions';
import type { AuditAction } from '../../schemas/audit';
import type { User } from '../../schemas/auth';
import { can } from '../../schemas/roles';
import { audit } from '../audit/log';
import { postTarget } from '../audit/posts';
import { requireUser } from '../auth/guard';
import { assertMayChange, assertMayRead, assertMayReturn, assertMaySubmit } from './access';
import type { Executor } from './slugs';
import { describer, TAGS } from '../contract/describe';
import { pageNumber } from '../../schemas/paging';
import { findPost, listPosts, toBlog } from './posts';
import { createPreview, MAX_PREVIEW_DAYS, revokePreviews } from './previews';
import { mailAuthor, mailReviewers, returnToAuthor, submitForReview, type ReviewAct } from './review';
import { findRevision, listRevisions, toRevision, toRevisionSummary } from './revisions';
import { autosavePost, restoreRevision } from './save';
import { lockPost, POST_NOT_FOUND, saveContext, unlessStale, writePosts } from './writes';
import type { AppEnv, Deps } from '../context';
import type { BlogRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isId, pathParam } from '../http/ids';
import { jsonInput, noFields, optionalJsonInput } from '../http/json-input';
import { queryInput } from '../http/query';
import { cleanContent, MAX_BLOG_JSON_BYTES, postKey, STALE, STORED_POST } from './routes';

const describe = describer(TAGS.admin);

const REVISION_NOT_FOUND = 'Revision not found';
const revisionKey = pathParam('revisionId', isId, REVISION_NOT_FOUND);
const PreviewQuerySchema = z.object({
  /** Default: 7. */
  days: pageNumber('days', MAX_PREVIEW_DAYS).optional(),
});

/** A step of review: who may take it (blog/access.ts), the change, whom it mails, and its row in the audit log. */
interface ReviewStep {
  assertMay: (user: User, post: BlogRow) => void;
  take: (tx: Executor, post: BlogRow, note: string, act: ReviewAct) => Promise<BlogRow>;
  mail: (deps: Deps, tx: Executor, post: BlogRow, by: User) => Promise<void>;
  action: AuditAction;
}
const SUBMIT: ReviewStep = { assertMay: assertMaySubmit, take: submitForReview, mail: mailReviewers, action: 'post.submitted' };
const RETURN: ReviewStep = { assertMay: assertMayReturn, take: returnToAuthor, mail: mailAuthor, action: 'post.returned' };

const describeList = describe({
  summary: 'Every post, drafts included',
  description: 'One page, newest first, optionally by words of the title and by status.',
  answers: { 200: { description: 'The page', schema: AdminBlogListSchema } },
});
const describeRevisions = describe({
  summary: "A post's revisions, newest first",
  answers: {
    200: { description: 'The revisions (the oldest are pruned past about 100)', schema: z.array(RevisionSummarySchema) },
  },
});
const describeRevision = describe({
  summary: 'One revision with its fields',
  answers: { 200: { description: 'The revision', schema: RevisionSchema } },
});
const describeRestore = describe({
  summary: 'Restore a revision',
  description: "Its fields become the post's as a new save (a new revision); a published post stays published.",
  answers: { 200: STORED_POST },
});
const describeAutosave = describe({
  summary: "Save the editor's text as it stands",
  description:
    'A draft (or a post in review) is saved; a published or scheduled post keeps its public text and the change is kept as a pending revision. `version` is required.',
  answers: { 200: { description: 'Saved', schema: AutosaveAnswerSchema }, 409: STALE },
});
const describePreview = describe({
  summary: 'Make a preview link',
  description: 'A link that shows the post as it stands to anyone who has it, until it expires or is revoked.',
  answers: { 201: { description: 'The link', schema: PreviewLinkSchema } },
});
const describeSubmit = describe({
  summary: 'Submit a draft for review',
  description:
    'By its author, whatever their role, with an optional `note` for the reviewer. The post goes to `review` (public nowhere, ' +
    'as a draft) carrying the note in `review`, and everyone who may publish it (the owner, administrators and editors whose ' +
    "accounts are active, the author aside) is mailed. Another person's post: 403.",
  answers: {
    200: { description: 'The post, in review', schema: PostSchema },
    409: 'The post is not a draft: it is published, scheduled or already in review',
  },
});
const describeReturn = describe({
  summary: 'Send a post in review back to its author',
  description:
    'By whoever may publish it (editors and above, any post; an author, their own), with a `note` saying what to change. ' +
    'The post is a draft again, carrying the note in `review`, and its author is mailed.',
  answers: {
    200: { description: 'The post, a draft again', schema: PostSchema },
    409: 'The post is not in review',
  },
});
const describeRevoke = describe({
  summary: 'Revoke every preview link of a post',
  answers: { 204: { description: 'Revoked', mediaType: null } },
});

/**
 * /api/admin/blogs, for everyone who writes posts: every post, drafts included, a page at a time
 * (an author or contributor sees their own); each post's history (list, read, restore), the
 * editor's autosave, preview links, and review (blog/review.ts). Who may touch which post: blog/access.ts.
 */
export function adminBlogRoutes(deps: Deps) {
  /** The post's id by any of its addresses, for reading by `user`. */
  const postId = async (user: User, key: string) => {
    const found = await findPost(deps.db, key, { publishedOnly: false });
    if (!found) throw new ApiError(404, POST_NOT_FOUND);
    assertMayRead(user, found.row);
    return found.row.id;
  };
  /** The post to change by `user`, locked (blog/writes.ts). */
  const postToChange = async (tx: Executor, user: User, key: string) => {
    const post = await lockPost(tx, key);
    assertMayChange(user, post);
    return post;
  };
  const writer = requireUser(deps, { permission: 'writePosts' });
  /**
   * Takes `step` on the post at `:id`, locked, with its `note`. A step of review changes nothing
   * public (a draft goes to review or back), so it announces nothing, as an autosave; its mails are
   * rows of its own transaction, sent once it commits.
   */
  const takeStep = async (c: Context<AppEnv>, step: ReviewStep, note: string) => {
    const act: ReviewAct = { ...saveContext(c, deps), name: c.var.user.name };
    const row = await deps.db.transaction(async (tx) => {
      const post = await lockPost(tx, c.req.param('id')!);
      step.assertMay(c.var.user, post);
      const taken = await step.take(tx, post, note, act);
      await step.mail(deps, tx, taken, c.var.user);
      await audit(deps, c, step.action, postTarget(taken), { tx });
      return taken;
    });
    deps.notifier.wake();
    return toBlog(row);
  };
  return (
    new Hono<AppEnv>()
      .get('/', describeList, writer, queryInput(AdminBlogListQuerySchema), async (c) => {
        const query = c.req.valid('query');
        const { rows, total } = await listPosts(deps.db, {
          ...(can(c.var.user.role, 'everyPost') ? {} : { authorId: c.var.user.id }),
          ...(query.status ? { status: query.status } : {}),
          titleContains: query.q,
          page: { number: query.page, size: query.limit },
        });
        return c.json({ posts: rows.map(toBlog), total, page: query.page, limit: query.limit } satisfies AdminBlogList, 200);
      })
      .get('/:id/revisions', describeRevisions, writer, postKey, async (c) =>
        c.json(await listRevisions(deps.db, await postId(c.var.user, c.req.param('id'))), 200),
      )
      .get('/:id/revisions/:revisionId', describeRevision, writer, postKey, revisionKey, async (c) => {
        const revision = await findRevision(deps.db, await postId(c.var.user, c.req.param('id')), c.req.param('revisionId'));
        if (!revision) throw new ApiError(404, REVISION_NOT_FOUND);
        return c.json(toRevision(revision), 200);
      })
      // No fields, but a body sent anyway is read whole first: a request cut off mid-body restores nothing.
      .post('/:id/revisions/:revisionId/restore', describeRestore, writer, postKey, revisionKey, noFields, async (c) => {
        const context = saveContext(c, deps);
        const row = await writePosts(deps, async (tx) => {
          const current = await postToChange(tx, c.var.user, c.req.param('id'));
          const revision = await findRevision(tx, current.id, c.req.param('revisionId'));
          if (!revision) throw new ApiError(404, REVISION_NOT_FOUND);
          const restored = await restoreRevision(tx, current, revision, context);
          const of = `"${restored.title}", the revision of ${revision.createdAt.toISOString()}`;
          await audit(deps, c, 'post.revision-restored', of, { tx });
          return restored;
        });
        return c.json(toBlog(row), 200);
      })
      .put(
        '/:id/autosave',
        describeAutosave,
        writer,
        postKey,
        jsonInput(BlogAutosaveSchema, { maxBytes: MAX_BLOG_JSON_BYTES }),
        (c) =>
          unlessStale(c, async () => {
            const input = c.req.valid('json');
            const content = await cleanContent(input.content);
            const context = saveContext(c, deps);
            // Not through writePosts, and announced to nobody: an autosave changes a draft or a post
            // in review (public nowhere: the caches hold published posts, the scheduler waits for
            // scheduled ones) or keeps a published post's changes as a pending revision. Announcing it
            // would empty every instance's caches every few seconds while someone types (issue 41).
            const { row, revision, applied } = await deps.db.transaction(async (tx) =>
              autosavePost(tx, await postToChange(tx, c.var.user, c.req.param('id')), { ...input, content }, context),
            );
            return c.json({ post: toBlog(row), revision: toRevisionSummary(revision), applied } satisfies AutosaveAnswer, 200);
          }),
      )
      .post(
        '/:id/preview',
        describePreview,
        requireUser(deps, { permission: 'publishPosts' }),
        postKey,
        queryInput(PreviewQuerySchema),
        noFields,
        async (c) => {
          const { days } = c.req.valid('query');
          const at = new Date(deps.options.clock.now());
          const link = await deps.db.transaction(async (tx) => {
            const post = await postToChange(tx, c.var.user, c.req.param('id'));
            const made = await createPreview(tx, post.id, { at, days });
            await audit(deps, c, 'post.preview-link', `"${post.title}" until ${made.expiresAt.toISOString()}`, { tx });
            return made;
          });
          return c.json({ url: link.url, expiresAt: link.expiresAt.toISOString() } satisfies PreviewLink, 201);
        },
      )
      .post('/:id/submit', describeSubmit, writer, postKey, optionalJsonInput(ReviewSubmitSchema), async (c) => {
        const { note = '' } = c.req.valid('json');
        return c.json(await takeStep(c, SUBMIT, note), 200);
      })
      .post(
        '/:id/return',
        describeReturn,
        requireUser(deps, { permission: 'publishPosts' }),
        postKey,
        jsonInput(ReviewReturnSchema),
        async (c) => c.json(await takeStep(c, RETURN, c.req.valid('json').note), 200),
      )
      .delete('/:id/preview', describeRevoke, writer, postKey, async (c) => {
        const at = new Date(deps.options.clock.now());
        await deps.db.transaction(async (tx) =>
          revokePreviews(tx, (await postToChange(tx, c.var.user, c.req.param('id'))).id, at),
        );
        return c.body(null, 204);
      })
  );
}
