import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { BlogCreateSchema, BlogUpdateSchema, type Post } from '../../schemas/blog';
import { requireUser } from '../auth/guard';
import type { AppEnv, Deps } from '../context';
import { blogs } from '../db/schema';
import { ApiError } from '../http/errors';
import { isId } from '../http/ids';
import { jsonInput } from '../http/json-input';

type BlogRow = typeof blogs.$inferSelect;

/** A post as the contract shows it (schemas/blog.ts). */
export function toBlog(row: BlogRow): Post {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    author: { username: row.authorUsername },
    publishedDate: row.publishedDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new ApiError(404, 'Blog post not found');

/** Whether `urlPath` is /blog/{id} of a stored post: the site answers it 200, not 404. */
export async function blogPostExists(deps: Deps, urlPath: string): Promise<boolean> {
  const id = /^\/blog\/([^/]+)\/?$/.exec(urlPath)?.[1];
  if (!id || !isId(id)) return false;
  const [row] = await deps.db.select({ id: blogs.id }).from(blogs).where(eq(blogs.id, id)).limit(1);
  return Boolean(row);
}

/**
 * /api/blogs. The public list is read on every page view and changes rarely, so its JSON is kept in
 * memory and dropped whenever any instance writes a post (the database's change feed). A minute
 * is the longest it can outlive a change should the feed ever be down.
 */
export function blogRoutes(deps: Deps) {
  const admin = requireUser(deps, { admin: true });
  const maxAgeMs = 60_000;
  let cache: { json: string; at: number } | undefined;
  let version = 0;
  deps.database.changes.subscribe('blogs', () => {
    version += 1;
    cache = undefined;
  });
  const invalidate = () => deps.database.changes.publish('blogs');

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      if (!cache || Date.now() - cache.at > maxAgeMs) {
        const startedAt = Date.now();
        const readVersion = version;
        const rows = await deps.db.select().from(blogs).orderBy(desc(blogs.publishedDate), desc(blogs.createdAt));
        const json = JSON.stringify(rows.map(toBlog));
        // A write that raced with this read may be missing from it: then it is served but not kept.
        if (readVersion === version) cache = { json, at: startedAt };
        return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
      }
      return c.body(cache.json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
    })
    .get('/:id', async (c) => {
      if (!isId(c.req.param('id'))) throw notFound();
      const [row] = await deps.db.select().from(blogs).where(eq(blogs.id, c.req.param('id'))).limit(1);
      if (!row) throw notFound();
      return c.json(toBlog(row), 200);
    })
    .post('/', admin, jsonInput(BlogCreateSchema), async (c) => {
      const input = c.req.valid('json');
      const now = new Date();
      const [row] = await deps.db
        .insert(blogs)
        .values({
          id: randomUUID(),
          ...input,
          authorId: c.var.user.id,
          authorUsername: c.var.user.username,
          publishedDate: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await invalidate();
      if (!row) throw new Error('insert returned no row');
      return c.json(toBlog(row), 201);
    })
    .put('/:id', admin, jsonInput(BlogUpdateSchema), async (c) => {
      if (!isId(c.req.param('id'))) throw notFound();
      const [row] = await deps.db
        .update(blogs)
        .set({ ...c.req.valid('json'), updatedAt: new Date() })
        .where(eq(blogs.id, c.req.param('id')))
        .returning();
      await invalidate();
      if (!row) throw notFound();
      return c.json(toBlog(row), 200);
    })
    .delete('/:id', admin, async (c) => {
      if (!isId(c.req.param('id'))) throw notFound();
      const [row] = await deps.db.delete(blogs).where(eq(blogs.id, c.req.param('id'))).returning({ id: blogs.id });
      await invalidate();
      if (!row) throw notFound();
      return c.json({ _id: row.id }, 200);
    });
}
