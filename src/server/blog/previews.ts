import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogPreviews, blogs, type BlogRow } from '../db/schema';
import type { Executor } from './slugs';

/** Where a preview link points: the token after it is the only key. */
export const PREVIEW_PATH = '/blog/preview/';
/** How long a preview link works unless asked otherwise; and the longest one can be asked for. */
const PREVIEW_DAYS = 7;
export const MAX_PREVIEW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** 32 random bytes in base64url: what a link carries, and nothing else is ever looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link to the post `blogId` as it stands, working for `days` from `at`. Only the token's hash
 * is stored, so a copy of the database opens no preview. Links expired for a day are swept here.
 */
export async function createPreview(
  tx: Executor,
  blogId: string,
  { at, days = PREVIEW_DAYS }: { at: Date; days?: number },
): Promise<{ url: string; expiresAt: Date }> {
  await tx.delete(blogPreviews).where(lt(blogPreviews.expiresAt, new Date(at.getTime() - DAY_MS)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + days * DAY_MS);
  await tx.insert(blogPreviews).values({ tokenHash: hashOf(token), blogId, expiresAt, createdAt: at });
  return { url: `${PREVIEW_PATH}${token}`, expiresAt };
}

/** Ends every link to the post: from now on each answers 404. */
export async function revokePreviews(tx: Executor, blogId: string, at: Date): Promise<void> {
  await tx
    .update(blogPreviews)
    .set({ revokedAt: at })
    .where(and(eq(blogPreviews.blogId, blogId), isNull(blogPreviews.revokedAt)));
}

/** The post a link shows, or null for a token that is malformed, unknown, revoked or expired (or whose post is gone). */
export async function previewedPost(db: Db, token: string, at: Date): Promise<BlogRow | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [found] = await db
    .select({ blog: blogs })
    .from(blogPreviews)
    .innerJoin(blogs, eq(blogs.id, blogPreviews.blogId))
    .where(and(eq(blogPreviews.tokenHash, hashOf(token)), isNull(blogPreviews.revokedAt), gt(blogPreviews.expiresAt, at)))
    .limit(1);
  return found?.blog ?? null;
}
