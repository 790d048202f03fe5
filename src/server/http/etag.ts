import type { Context } from 'hono';

/**
 * Whether the client already holds `etag` (its If-None-Match names it, weak or strong), so the
 * answer is 304: for what the server renders and keeps itself (the blog's pages, the sitemap, the
 * feed). Files from dist/ get hono/etag instead.
 */
export function clientHas(c: Context, etag: string): boolean {
  const wanted = c.req.header('if-none-match');
  return wanted !== undefined && wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
