import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { FEED_PATH } from '../../seo/head';
import { buildSitemapUrls, renderFeed, renderSitemap } from '../blog/feeds';
import type { AppEnv, Deps } from '../context';
import { clientHas } from '../http/etag';

interface Built {
  body: string;
  etag: string;
  at: number;
}

/**
 * /sitemap.xml and /blog/rss.xml, served by the server because they change with the posts. Each is
 * built once, with its ETag, and kept until any instance writes a post (the database's change feed,
 * as for the blog list), at most a minute should the feed ever be down; readers revalidate with the
 * ETag and get 304.
 */
export function feedRoutes(deps: Deps) {
  const maxAgeMs = 60_000;
  const cache = new Map<string, Built>();
  let version = 0;
  deps.database.changes.subscribe('blogs', () => {
    version += 1;
    cache.clear();
  });
  let baseUrls: Promise<string[]> | undefined;

  const built = async (key: string, build: () => Promise<string>): Promise<Built> => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at <= maxAgeMs) return hit;
    const startedAt = Date.now();
    const readVersion = version;
    const body = await build();
    const entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, at: startedAt };
    // A write that raced with this read may be missing from it: then it is served but not kept.
    if (readVersion === version) cache.set(key, entry);
    return entry;
  };
  const answer = (c: Context<AppEnv>, entry: Built, type: string) => {
    const headers = { ETag: entry.etag, 'Cache-Control': 'no-cache' };
    if (clientHas(c, entry.etag)) return c.body(null, 304, headers);
    return c.body(entry.body, 200, { ...headers, 'Content-Type': `${type}; charset=UTF-8` });
  };

  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      // The build's list is fixed for the life of the process: read once.
      baseUrls ??= buildSitemapUrls(deps.options.distDir);
      const urls = await baseUrls;
      return answer(c, await built('sitemap', () => renderSitemap(deps.db, urls)), 'application/xml');
    })
    .get(FEED_PATH, async (c) => answer(c, await built('feed', () => renderFeed(deps.db)), 'application/rss+xml'));
}
