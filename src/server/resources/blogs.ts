import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  AdminBlogListQuerySchema,
  BLOG_PAGE_SIZE,
  BlogCreateSchema,
  BlogListQuerySchema,
  BlogUpdateSchema,
  MAX_BLOG_CONTENT,
  type AdminBlogList,
} from '../../schemas/blog';
import type { z } from 'zod';
import { requireUser } from '../auth/guard';
import { findPost, listPosts, toBlog, uploadedImageSize } from '../blog/posts';
import { sanitizePostHtml } from '../blog/sanitize';
import { claimSlug, slugBase, slugFitsBase, type Executor } from '../blog/slugs';
import type { AppEnv, Deps } from '../context';
import { keptUntilChange } from '../db/kept-until-change';
import { blogs, type BlogRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { isPostKey, pathParam } from '../http/ids';
import { jsonInput, MAX_JSON_BYTES } from '../http/json-input';
import { pageHeaders } from '../http/paging';
import { parseQuery } from '../http/query';

/**
 * A post's JSON may carry 100 000 characters of content even when a client escapes every one as
 * \uXXXX (Python's json.dumps does): six bytes each, plus the usual allowance for the other fields.
 */
const MAX_BLOG_JSON_BYTES = 6 * MAX_BLOG_CONTENT + MAX_JSON_BYTES;

const NOT_FOUND = 'Blog post not found';
const notFound = () => new ApiError(404, NOT_FOUND);
const postKey = pathParam('id', isPostKey, NOT_FOUND);
const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

/** Content through the allow-list; a post whose content was nothing but what the list drops is refused. */
async function cleanContent(content: string): Promise<string> {
  const clean = await sanitizePostHtml(content);
  if (!clean) {
    throw new ApiError(400, 'Please check this field: content', {
      content: 'Content has nothing left once scripts, frames and other elements posts cannot hold are removed',
    });
  }
  return clean;
}

/** The image's recorded size, or 400 when this server holds no such upload. */
async function imageSize(tx: Executor, imageUrl: string) {
  if (!imageUrl) return { imageWidth: null, imageHeight: null };
  const size = await uploadedImageSize(tx, imageUrl);
  if (!size)
    throw new ApiError(400, 'Please check this field: imageUrl', { imageUrl: 'Image URL names no image uploaded to this site' });
  return { imageWidth: size.width, imageHeight: size.height };
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

/**
 * /api/blogs. The public list is read on every page view and changes rarely, so its JSON (one
 * page of it) is kept in memory and dropped whenever any instance writes a post (the database's
 * change feed). A minute is the longest it can outlive a change should the feed ever miss one; a
 * second while the feed is down.
 */
export function blogRoutes(deps: Deps) {
  const admin = requireUser(deps, { admin: true });
  // Pages past the end are not kept (there is no end to their number).
  const kept = keptUntilChange(deps.database.changes, 'blogs', { maxBytes: KEPT_LIST_BYTES });
  /** Runs `write` in one transaction with the notice to the other instances, then drops this one's caches. */
  const writePosts = async <T>(write: (tx: Executor) => Promise<T>): Promise<T> => {
    const result = await deps.db.transaction(async (tx) => {
      const written = await write(tx);
      await deps.database.changes.announce(tx, 'blogs');
      return written;
    });
    deps.database.changes.changed('blogs');
    return result;
  };

  // The list without a query (what the site asks for) skips zod: an empty query parses to {}.
  const noQuery: z.output<typeof BlogListQuerySchema> = {};
  const publicList = async (c: Context<AppEnv>) => {
    const query = c.req.url.includes('?') ? parseQuery(c, BlogListQuerySchema) : noQuery;
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

  /** The post to change, locked until the transaction ends so two edits of it queue. */
  const lockPost = async (tx: Executor, key: string): Promise<BlogRow> => {
    const found = await findPost(tx, key, { publishedOnly: false });
    if (!found) throw notFound();
    const [row] = await tx.select().from(blogs).where(eq(blogs.id, found.row.id)).for('update');
    if (!row) throw notFound();
    return row;
  };

  return new Hono<AppEnv>()
    .get('/', publicList)
    .get('/:id', postKey, async (c) => {
      const found = await findPost(deps.db, c.req.param('id'), { publishedOnly: true });
      if (!found) throw notFound();
      return c.json(toBlog(found.row), 200);
    })
    .post('/', admin, jsonInput(BlogCreateSchema, { maxBytes: MAX_BLOG_JSON_BYTES }), async (c) => {
      const { content, ...input } = c.req.valid('json');
      const clean = await cleanContent(content);
      const now = new Date();
      const id = randomUUID();
      const row = await writePosts(async (tx) => {
        const size = await imageSize(tx, input.imageUrl);
        // The id stands in as slug until the real one is claimed: slugs never look like ids.
        await tx.insert(blogs).values({
          id,
          slug: id,
          ...input,
          ...size,
          content: clean,
          authorId: c.var.user.id,
          authorUsername: c.var.user.username,
          publishedDate: now,
          createdAt: now,
          updatedAt: now,
        });
        const slug = await claimSlug(tx, id, input.title);
        const [inserted] = await tx.update(blogs).set({ slug }).where(eq(blogs.id, id)).returning();
        return inserted;
      });
      if (!row) throw new Error('insert returned no row');
      return c.json(toBlog(row), 201);
    })
    .put('/:id', admin, postKey, jsonInput(BlogUpdateSchema, { maxBytes: MAX_BLOG_JSON_BYTES }), async (c) => {
      const input: z.output<typeof BlogUpdateSchema> = c.req.valid('json');
      const clean = input.content === undefined ? undefined : await cleanContent(input.content);
      const row = await writePosts(async (tx) => {
        const current = await lockPost(tx, c.req.param('id'));
        const changes: Partial<typeof blogs.$inferInsert> = { ...input, updatedAt: new Date() };
        if (clean !== undefined) changes.content = clean;
        if (input.imageUrl !== undefined) Object.assign(changes, await imageSize(tx, input.imageUrl));
        // Publishing a draft dates the post from now, as Ghost does.
        if (input.status === 'published' && current.status === 'draft') changes.publishedDate = new Date();
        if (input.title !== undefined && !slugFitsBase(current.slug, await slugBase(input.title))) {
          changes.slug = await claimSlug(tx, current.id, input.title);
        }
        const [updated] = await tx.update(blogs).set(changes).where(eq(blogs.id, current.id)).returning();
        return updated;
      });
      if (!row) throw notFound();
      return c.json(toBlog(row), 200);
    })
    .delete('/:id', admin, postKey, async (c) => {
      const row = await writePosts(async (tx) => {
        const found = await findPost(tx, c.req.param('id'), { publishedOnly: false });
        if (!found) throw notFound();
        const [deleted] = await tx.delete(blogs).where(eq(blogs.id, found.row.id)).returning({ id: blogs.id });
        if (!deleted) throw notFound();
        return deleted;
      });
      return c.json({ _id: row.id }, 200);
    });
}

/** /api/admin/blogs (mounted behind the administrator check): every post, drafts included, a page at a time. */
export function adminBlogRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = parseQuery(c, AdminBlogListQuerySchema);
    const { rows, total } = await listPosts(deps.db, {
      ...(query.status ? { status: query.status } : {}),
      titleContains: query.q,
      page: { number: query.page, size: query.limit },
    });
    return c.json({ posts: rows.map(toBlog), total, page: query.page, limit: query.limit } satisfies AdminBlogList, 200);
  });
}
