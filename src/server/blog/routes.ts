import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  BLOG_PAGE_SIZE,
  BlogCreateSchema,
  BlogListQuerySchema,
  type BlogStatus,
  BlogUpdateSchema,
  MAX_BLOG_CONTENT,
  PostSchema,
} from '../../schemas/blog';
import { ErrorBodySchema } from '../../schemas/errors';
import { describer, PAGE_HEADERS, TAGS } from '../contract/describe';
import { audit } from '../audit/log';
import { postTarget, statusAction } from '../audit/posts';
import { requireUser } from '../auth/guard';
import type { User } from '../../schemas/auth';
import { assertMayChange, assertMayPublish } from './access';
import { findPost, listPosts, toBlog } from './posts';
import type { Executor } from './slugs';
import { sanitizePostHtml } from './sanitize';
import { forgetRevisions } from './revisions';
import { createPost, updatePost } from './save';
import { lockPost, POST_NOT_FOUND, saveContext, unlessStale, writePosts } from './writes';
import type { AppEnv, Deps } from '../context';
import { keptUntilChange } from '../db/kept-until-change';
import { blogs, type BlogRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isPostKey, pathParam } from '../http/ids';
import { fingerprint, idempotencyKeyHeader, idempotencyKeyOf, onceForKey } from '../http/idempotency';
import { jsonInput, MAX_JSON_BYTES } from '../http/json-input';
import { pageHeaders } from '../http/paging';
import { queryInput } from '../http/query';

const describe = describer(TAGS.blog);

/**
 * A post's JSON may carry 100 000 characters of content even when a client escapes every one as
 * \uXXXX (Python's json.dumps does): six bytes each, plus the usual allowance for the other fields.
 */
export const MAX_BLOG_JSON_BYTES = 6 * MAX_BLOG_CONTENT + MAX_JSON_BYTES;

const notFound = () => new ApiError(404, POST_NOT_FOUND);
export const postKey = pathParam('id', isPostKey, POST_NOT_FOUND);
const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/** Content through the allow-list; a post whose content was nothing but what the list drops is refused. */
export async function cleanContent(content: string): Promise<string> {
  const clean = await sanitizePostHtml(content);
  if (!clean) {
    throw new ApiError(400, 'Please check this field: content', {
      content: 'Content has nothing left once scripts, frames and other elements posts cannot hold are removed',
    });
  }
  return clean;
}

/** Whether a save with `status` makes a post public (now, or at its time): only those who may publish do. */
const goesOut = (status: BlogStatus | undefined) => status === 'published' || status === 'scheduled';

/**
 * The post `user` changes, locked (blog/writes.ts): theirs to change (blog/access.ts), and theirs
 * to publish or schedule when `status` asks for either.
 */
async function postToChange(tx: Executor, user: User, key: string, status: BlogStatus | undefined): Promise<BlogRow> {
  const post = await lockPost(tx, key);
  assertMayChange(user, post);
  if (goesOut(status) && status !== post.status) assertMayPublish(user);
  return post;
}

/**
 * GET /api/blogs without a query answers the newest posts, this many at most: the seed's clients
 * read the bare list, and every post in it carries its whole content (up to 100,000 characters),
 * so an unbounded list would grow, in bytes and in time, with everything ever published. The rest
 * is a `Link` away, and `X-Total-Count` says how many there are.
 */
export const UNPAGED_BLOG_LIST = 50;

/** Bytes of list JSON kept: a page of 50 long posts is some 5 MB as heldBytes counts (two a character). */
export const KEPT_LIST_BYTES = 8 * 1024 * 1024;

/** 200 of a save: the post as the server keeps it, its content through the allow-list. */
export const STORED_POST = { description: 'The post as stored', schema: PostSchema };
/** 409 of a save based on an older version (blog/writes.ts, unlessStale). */
export const STALE = {
  description: "The `version` sent is no longer the post's: someone saved it meanwhile. `current` is the post as it stands",
  schema: ErrorBodySchema.extend({ current: PostSchema }),
};
const describeList = describe({
  summary: 'Published posts, newest first',
  description: `Without \`page\` or \`limit\`: the newest ${UNPAGED_BLOG_LIST} (the original clients' call); with either, one page of \`limit\` (default ${BLOG_PAGE_SIZE}). The rest is in \`Link\`.`,
  answers: { 200: { description: 'The posts', schema: z.array(PostSchema), headers: PAGE_HEADERS } },
});
const describeRead = describe({
  summary: 'One published post',
  description: 'By its id or any of its slugs, old ones included.',
  answers: { 200: { description: 'The post', schema: PostSchema } },
});
const describeCreate = describe({
  summary: 'Create a post',
  description:
    'Without `status` the post is published at once (the original clients expect that). `content` is sanitised by the server: what it stores is what the allow-list kept. The body may be up to ' +
    `${Math.round(MAX_BLOG_JSON_BYTES / 1024)} KB.`,
  answers: {
    201: {
      description: 'The post as stored; with an `Idempotency-Key` sent before, the first answer again',
      schema: PostSchema,
      headers: {
        'Idempotent-Replayed': { description: '`true` on an answer given before for this key', schema: { type: 'string' } },
      },
    },
  },
});
const describeUpdate = describe({
  summary: 'Change a post',
  description: 'Any of the fields, at least one. With `version`, a change based on an older version is refused (409).',
  answers: { 200: STORED_POST, 409: STALE },
});
const describeDelete = describe({
  summary: 'Delete a post',
  answers: { 200: { description: 'Deleted', schema: z.object({ _id: z.string() }) } },
});

/**
 * /api/blogs. The public list is read on every page view and changes rarely, so its JSON (one
 * page of it) is kept in memory and dropped whenever any instance writes a post (the database's
 * change feed). A minute is the longest it can outlive a change should the feed ever miss one; a
 * second while the feed is down.
 */
export function blogRoutes(deps: Deps) {
  const writer = requireUser(deps, { permission: 'writePosts' });
  // Pages past the end are not kept (there is no end to their number).
  const kept = keptUntilChange(deps.database.changes, 'blogs', { maxBytes: KEPT_LIST_BYTES });
  const publicList = async (c: Context<AppEnv, string, { out: { query: z.output<typeof BlogListQuerySchema> } }>) => {
    const query = c.req.valid('query');
    const paged = query.page !== undefined || query.limit !== undefined;
    const page = { number: query.page ?? 1, size: query.limit ?? (paged ? BLOG_PAGE_SIZE : UNPAGED_BLOG_LIST) };
    const { json, headers } = await kept.get(
      `${page.number}/${page.size}`,
      async () => {
        const { rows, total } = await listPosts(deps.db, { status: 'published', page });
        const headers = { ...JSON_TYPE, ...pageHeaders('/api/blogs', page, total) };
        return { json: JSON.stringify(rows.map(toBlog)), headers, rows: rows.length };
      },
      (answer) => answer.rows > 0,
    );
    return c.body(json, 200, headers);
  };

  return new Hono<AppEnv>()
    .get('/', describeList, queryInput(BlogListQuerySchema), publicList)
    .get('/:id', describeRead, postKey, async (c) => {
      const found = await findPost(deps.db, c.req.param('id'), { publishedOnly: true });
      if (!found) throw notFound();
      return c.json(toBlog(found.row), 200);
    })
    .post(
      '/',
      describeCreate,
      writer,
      idempotencyKeyHeader,
      jsonInput(BlogCreateSchema, { maxBytes: MAX_BLOG_JSON_BYTES }),
      async (c) => {
        const input = c.req.valid('json');
        // Without a status the post is published: a contributor must ask for a draft.
        if (goesOut(input.status)) assertMayPublish(c.var.user);
        const key = idempotencyKeyOf(c);
        const content = await cleanContent(input.content);
        const context = saveContext(c, deps);
        const claim = {
          userId: c.var.user.id,
          key,
          fingerprint: fingerprint('POST', '/api/blogs', input),
          clock: deps.options.clock,
        };
        const answer = await writePosts(deps, (tx) =>
          onceForKey(tx, claim, async () => {
            const row = await createPost(tx, randomUUID(), { ...input, content }, context);
            const action = statusAction(null, row.status, false);
            if (action) await audit(deps, c, action, postTarget(row), { tx });
            return { status: 201 as const, body: toBlog(row) };
          }),
        );
        return c.json(answer.body, answer.status, answer.replayed ? { 'Idempotent-Replayed': 'true' } : {});
      },
    )
    .put('/:id', describeUpdate, writer, postKey, jsonInput(BlogUpdateSchema, { maxBytes: MAX_BLOG_JSON_BYTES }), (c) =>
      unlessStale(c, async () => {
        const input: z.output<typeof BlogUpdateSchema> = c.req.valid('json');
        const content = input.content === undefined ? undefined : await cleanContent(input.content);
        const context = saveContext(c, deps);
        const row = await writePosts(deps, async (tx) => {
          const current = await postToChange(tx, c.var.user, c.req.param('id'), input.status);
          const saved = await updatePost(tx, current, { ...input, ...(content === undefined ? {} : { content }) }, context);
          const action = statusAction(current.status, saved.status, input.publishedDate !== undefined);
          if (action) await audit(deps, c, action, postTarget(saved), { tx });
          return saved;
        });
        return c.json(toBlog(row), 200);
      }),
    )
    .delete('/:id', describeDelete, writer, postKey, async (c) => {
      const row = await writePosts(deps, async (tx) => {
        const found = await findPost(tx, c.req.param('id'), { publishedOnly: false });
        if (!found) throw notFound();
        assertMayChange(c.var.user, found.row);
        const [deleted] = await tx.delete(blogs).where(eq(blogs.id, found.row.id)).returning({ id: blogs.id });
        if (!deleted) throw notFound();
        await forgetRevisions(tx, deleted.id);
        await audit(deps, c, 'post.deleted', `"${found.row.title}"`, { tx });
        return deleted;
      });
      return c.json({ _id: row.id }, 200);
    });
}
