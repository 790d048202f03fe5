import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { buildSitemapUrls, FEED_PATH, renderFeed, renderSitemap } from '../blog/feeds';
import type { AppEnv, Deps } from '../context';

/**
 * /sitemap.xml and /blog/rss.xml, served by the server because they change with the posts. Each is
 * built once and kept until any instance writes a post (the database's change feed, as for the
 * blog list), at most a minute should the feed ever be down; readers revalidate with the ETag.
 */
export function feedRoutes(deps: Deps) {
  const maxAgeMs = 60_000;
  const cache = new Map<string, { body: string; at: number }>();
  let version = 0;
  deps.database.changes.subscribe('blogs', () => {
    version += 1;
    cache.clear();
  });
  let baseUrls: Promise<string[]> | undefined;

  const cached = async (key: string, build: () => Promise<string>) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at <= maxAgeMs) return hit.body;
    const startedAt = Date.now();
    const readVersion = version;
    const body = await build();
    // A write that raced with this read may be missing from it: then it is served but not kept.
    if (readVersion === version) cache.set(key, { body, at: startedAt });
    return body;
  };
  const headers = (type: string) => ({ 'Content-Type': `${type}; charset=UTF-8`, 'Cache-Control': 'no-cache' });

  // etag() per route: this sub-app is mounted at /, where a use() would reach every request.
  return new Hono<AppEnv>()
    .get('/sitemap.xml', etag(), async (c) => {
      // The build's list is fixed for the life of the process: read once.
      baseUrls ??= buildSitemapUrls(deps.options.distDir);
      const urls = await baseUrls;
      return c.body(await cached('sitemap', () => renderSitemap(deps.db, urls)), 200, headers('application/xml'));
    })
    .get(FEED_PATH, etag(), async (c) => c.body(await cached('feed', () => renderFeed(deps.db)), 200, headers('application/rss+xml')));
}
