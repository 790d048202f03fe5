import type { Context } from 'hono';

/**
 * Whether the client already holds `etag` (its If-None-Match names it, weak or strong, or is `*`),
 * so the answer is 304: for what the server holds in memory itself (the site's pages, the blog's
 * rendered pages, the sitemap, the feed). Other files from dist/ get hono/etag instead.
 */
export function clientHas(c: Context, etag: string): boolean {
  const wanted = c.req.header('if-none-match');
  const strong = etag.replace(/^W\//, '');
  return wanted !== undefined && wanted.split(',').some((tag) => ['*', strong].includes(tag.trim().replace(/^W\//, '')));
}
