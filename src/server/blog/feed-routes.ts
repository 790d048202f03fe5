import { Hono, type Context } from 'hono';
import { FEED_PATH } from '../../seo/head';
import { buildSitemapUrls, renderFeed, renderSitemap } from './feeds';
import type { AppEnv, Deps } from '../context';
import { keptUntilChange } from '../db/kept-until-change';
import { CONTENT_SERVED_TOPIC, CONTENT_TOPIC } from '../content/documents';
import { etagOf } from '../http/document';
import { clientHas } from '../http/etag';

interface Built {
  body: string;
  etag: string;
}

/** Bytes of the sitemap and feed kept: two documents, each some megabytes with thousands of posts. */
export const KEPT_FEED_BYTES = 8 * 1024 * 1024;

/**
 * /sitemap.xml and /blog/rss.xml, served by the server because they change with the posts. Each is
 * built once, with its ETag, and kept until any instance writes a post (the database's change feed,
 * as for the blog list), at most a minute should the feed ever miss a change (half a second while it is down); readers revalidate with the
 * ETag and get 304.
 */
export function feedRoutes(
  deps: Deps,
  /** The site's own URLs as the settings published on the running site give them (content/live.ts); null while the build's are. */
  liveUrls: () => Promise<string[] | null> = () => Promise.resolve(null),
) {
  // Two documents: the sitemap (a line a post) and the feed (its newest posts whole), built again
  // when a post or the site's content changes.
  const kept = keptUntilChange(deps.database.changes, ['blogs', CONTENT_TOPIC, CONTENT_SERVED_TOPIC], {
    maxBytes: KEPT_FEED_BYTES,
  });
  let baseUrls: Promise<string[]> | undefined;

  const built = (key: string, build: () => Promise<string>): Promise<Built> =>
    kept.get(key, async () => {
      const body = await build();
      return { body, etag: etagOf(body) };
    });
  const answer = (c: Context<AppEnv>, entry: Built, type: string) => {
    const headers = { ETag: entry.etag, 'Cache-Control': 'no-cache' };
    if (clientHas(c, entry.etag)) return c.body(null, 304, headers);
    return c.body(entry.body, 200, { ...headers, 'Content-Type': `${type}; charset=UTF-8` });
  };

  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      // The build's list is fixed for the life of the process: read once.
      baseUrls ??= buildSitemapUrls(deps.options.distDir);
      const urls = (await liveUrls()) ?? (await baseUrls);
      return answer(c, await built('sitemap', () => renderSitemap(deps.db, urls)), 'application/xml');
    })
    .get(FEED_PATH, async (c) => answer(c, await built('feed', () => renderFeed(deps.db)), 'application/rss+xml'));
}
