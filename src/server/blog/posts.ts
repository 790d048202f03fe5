import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { isUuid } from '../../lib/ids';
import { truncate } from '../../lib/text';
import { MAX_BLOG_EXCERPT, type BlogStatus, type Post } from '../../schemas/blog';
import { IMAGE_URL_PREFIX } from '../../schemas/html-allow-list';
import { plainText } from '../../schemas/html-text';
import type { Db } from '../db/client';
import { blogs, blogSlugs, files, type BlogRow } from '../db/schema';
import { isPostKey } from '../http/ids';
import type { Executor } from './slugs';

/** The start of the content's text, at most 300 characters with the ellipsis when cut. */
function deriveExcerpt(html: string): string {
  return truncate(plainText(html), MAX_BLOG_EXCERPT, { total: true });
}

/**
 * The excerpt a post shows: the author's, else the start of its content; plain text either way.
 * Excerpts are stripped of markup when saved; this also strips those stored before that rule, or
 * written by an older instance during a rolling upgrade, with the very same function, at the cost
 * of a regex over at most 300 characters per read (the public list and pages are kept in memory).
 */
export function postExcerpt(row: Pick<BlogRow, 'excerpt' | 'content'>): string {
  return plainText(row.excerpt) || deriveExcerpt(row.content);
}

/** A post as the contract shows it (schemas/blog.ts). */
export function toBlog(row: BlogRow): Post {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/blog/${row.slug}`,
    content: row.content,
    excerpt: postExcerpt(row),
    status: row.status,
    imageUrl: row.imageUrl,
    imageAlt: row.imageUrl ? row.imageAlt : '',
    ...(row.imageUrl && row.imageWidth && row.imageHeight ? { imageWidth: row.imageWidth, imageHeight: row.imageHeight } : {}),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    socialImageUrl: row.socialImageUrl,
    ...(row.socialImageUrl && row.socialImageWidth && row.socialImageHeight
      ? { socialImageWidth: row.socialImageWidth, socialImageHeight: row.socialImageHeight }
      : {}),
    version: row.version,
    author: { username: row.authorUsername },
    publishedDate: row.publishedDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // Only where the admin reads it: a published or scheduled post has left review (blog/review.ts).
    ...(row.review && (row.status === 'draft' || row.status === 'review') ? { review: row.review } : {}),
  };
}

/** Newest first: publication date, then creation, then id so that pages never overlap. */
export const NEWEST_FIRST = [desc(blogs.publishedDate), desc(blogs.createdAt), desc(blogs.id)];

export interface PostQuery {
  status?: BlogStatus;
  /** Words the title contains, case-insensitive. */
  titleContains?: string;
  /** Only this account's posts (an author's or a contributor's admin list). */
  authorId?: string;
  /** Absent: every match. */
  page?: { number: number; size: number };
}

/** Posts newest first, with the number of matches over all pages. */
export async function listPosts(db: Db, query: PostQuery): Promise<{ rows: BlogRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(blogs.status, query.status));
  if (query.authorId) conditions.push(eq(blogs.authorId, query.authorId));
  if (query.titleContains) conditions.push(ilike(blogs.title, `%${query.titleContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const select = db
    .select()
    .from(blogs)
    .where(where)
    .orderBy(...NEWEST_FIRST);
  const rows = query.page ? await select.limit(query.page.size).offset((query.page.number - 1) * query.page.size) : await select;
  if (!query.page) return { rows, total: rows.length };
  const [counted] = await db.select({ total: count() }).from(blogs).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * A post by any of its addresses: its id, its current slug, or a slug it had before. `current` is
 * true only for the current slug: any other address should answer 301 to `/blog/{row.slug}`.
 */
export async function findPost(
  db: Executor,
  key: string,
  options: { publishedOnly: boolean },
): Promise<{ row: BlogRow; current: boolean } | null> {
  const visible = (row: BlogRow | undefined) => (row && (!options.publishedOnly || row.status === 'published') ? row : undefined);
  if (!isPostKey(key)) return null;
  if (isUuid(key)) {
    const [row] = await db.select().from(blogs).where(eq(blogs.id, key)).limit(1);
    const found = visible(row);
    return found ? { row: found, current: false } : null;
  }
  const [bySlug] = await db.select().from(blogs).where(eq(blogs.slug, key)).limit(1);
  if (bySlug) {
    const found = visible(bySlug);
    return found ? { row: found, current: true } : null;
  }
  const [old] = await db
    .select({ blog: blogs })
    .from(blogSlugs)
    .innerJoin(blogs, eq(blogs.id, blogSlugs.blogId))
    .where(eq(blogSlugs.slug, key))
    .limit(1);
  const found = visible(old?.blog);
  return found ? { row: found, current: false } : null;
}

/**
 * The pixel size recorded when the image was uploaded; null when this server has no such upload
 * (the schema has already checked the URL's shape).
 */
export async function uploadedImageSize(
  db: Executor,
  imageUrl: string,
): Promise<{ width: number | null; height: number | null } | null> {
  const storedName = imageUrl.slice(IMAGE_URL_PREFIX.length);
  const [row] = await db
    .select({ width: files.width, height: files.height, kind: files.kind })
    .from(files)
    .where(eq(files.storedName, storedName))
    .limit(1);
  return row && row.kind === 'image' ? { width: row.width, height: row.height } : null;
}
