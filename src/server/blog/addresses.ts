import type { Post } from '../../schemas/blog';
import type { Db } from '../db/client';
import { findPost, toBlog } from './posts';

export type BlogAddress = { kind: 'post'; post: Post } | { kind: 'redirect'; location: string };

/**
 * What the site answers at `urlPath` for the administrator's posts: the published post at its
 * current address /blog/{slug}; a 301 to that address from its id (/blog/{uuid}) or from a slug it
 * had before a rename; null for anything else (drafts included). The built-in articles are
 * prerendered pages and never reach this.
 */
export async function resolveBlogAddress(db: Db, urlPath: string): Promise<BlogAddress | null> {
  const key = /^\/blog\/([^/]+)\/?$/.exec(urlPath)?.[1];
  if (!key) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(key);
  } catch {
    return null;
  }
  const found = await findPost(db, decoded, { publishedOnly: true });
  if (!found) return null;
  if (!found.current || urlPath !== `/blog/${found.row.slug}`) return { kind: 'redirect', location: `/blog/${found.row.slug}` };
  return { kind: 'post', post: toBlog(found.row) };
}
