import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { site } from '../../config/site';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import { blogRoute, builtInArticles, siteName, siteOrigin } from './builtin';
import { escapeHtmlText } from '../../schemas/html-text';
import { postExcerpt } from './posts';
import { variantUrl, variantWidths } from '../../schemas/responsive-image';
import { FEED_PATH } from '../../seo/head';
import { sitemapXml, siteUrls } from '../../seo/sitemap';

/** Items in the feed: the latest posts, built-in articles and the administrator's together. */
const FEED_SIZE = 20;

/**
 * The site's own canonical URLs, as the build's sitemap lists them (dist/sitemap.xml, written by
 * scripts/build/prerender.mjs); without a build, the same rule (siteUrls, seo/sitemap.ts).
 */
export async function buildSitemapUrls(distDir: string | null): Promise<string[]> {
  if (distDir) {
    const xml = await readFile(path.join(distDir, 'sitemap.xml'), 'utf8').catch(() => null);
    if (xml !== null) {
      const { XMLParser } = await import('fast-xml-parser');
      const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
        urlset?: { url?: Array<{ loc?: unknown }> };
      };
      return (parsed.urlset?.url ?? []).flatMap((entry) => (typeof entry.loc === 'string' ? [entry.loc] : []));
    }
  }
  return siteUrls(site);
}

/** sitemap.xml: the build's URLs, then every published post at its current address with its lastmod. */
export async function renderSitemap(db: Db, baseUrls: readonly string[]): Promise<string> {
  const posts = await db
    .select({ slug: blogs.slug, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(eq(blogs.status, 'published'))
    .orderBy(desc(blogs.publishedDate), desc(blogs.id));
  const urls = [
    ...baseUrls.map((loc) => ({ loc })),
    ...posts.map((post) => ({ loc: `${siteOrigin}/blog/${post.slug}`, lastmod: post.updatedAt.toISOString() })),
  ];
  return sitemapXml(urls);
}

/** Root-relative links and images made absolute: a feed reader has no page to resolve them against. */
const absolute = (html: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteOrigin}/`);

/** The feed's image for a post: a 960 px copy when one was made, else the original. */
function feedImage(imageUrl: string, width: number | null): { url: string; type: string } {
  const copy = width
    ? variantWidths(width)
        .filter((w) => w <= 960)
        .at(-1)
    : undefined;
  if (copy) return { url: `${siteOrigin}${variantUrl(imageUrl, copy)}`, type: 'image/webp' };
  const ext = /\.([a-z0-9]+)$/.exec(imageUrl)?.[1] ?? '';
  const type = { jpg: 'image/jpeg', svg: 'image/svg+xml' }[ext] ?? `image/${ext}`;
  return { url: imageUrl.startsWith('/') ? `${siteOrigin}${imageUrl}` : imageUrl, type };
}

/** RSS 2.0's own documentation, which a feed names in <docs>. */
const RSS_DOCS = 'https://validator.w3.org/feed/docs/rss2.html';

/**
 * /blog/rss.xml: RSS 2.0 of the latest posts, the three built-in articles among them, newest first.
 * Every value is written as escaped XML text by fast-xml-parser's builder, never as CDATA: the feed
 * library wrote titles inside CDATA and escaped only the first `]]>` of one (xml-js), so a title
 * with two broke out of it into the feed's markup. A description is HTML to a feed reader, so the
 * plain-text excerpt is escaped into it as well: every character of it is shown, none of it is run
 * or rendered. content:encoded is the post's sanitised HTML, entity-encoded as the content module allows.
 */
export async function renderFeed(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(blogs)
    .where(eq(blogs.status, 'published'))
    .orderBy(desc(blogs.publishedDate), desc(blogs.id))
    .limit(FEED_SIZE);
  const items = [
    ...rows.map((row) => ({
      title: row.title,
      id: `${siteOrigin}/blog/${row.id}`,
      link: `${siteOrigin}/blog/${row.slug}`,
      date: row.publishedDate,
      description: escapeHtmlText(postExcerpt(row)),
      content: absolute(row.content),
      author: row.authorUsername,
      image: row.imageUrl ? feedImage(row.imageUrl, row.imageWidth) : undefined,
    })),
    ...builtInArticles.map((article) => ({
      title: article.title,
      id: `${siteOrigin}${article.url}`,
      link: `${siteOrigin}${article.url}`,
      date: new Date(`${article.date}T00:00:00Z`),
      description: escapeHtmlText(article.excerpt),
      content: undefined,
      author: undefined,
      image: feedImage(article.image.src, null),
    })),
  ]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, FEED_SIZE);
  const { XMLBuilder } = await import('fast-xml-parser');
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, indentBy: '    ', suppressEmptyNode: true });
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    rss: {
      '@_version': '2.0',
      '@_xmlns:content': 'http://purl.org/rss/1.0/modules/content/',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: `${blogRoute?.title ?? 'Blog'} | ${siteName}`,
        link: `${siteOrigin}/blog`,
        description: blogRoute?.description ?? site.company.description,
        lastBuildDate: (items[0]?.date ?? new Date(0)).toUTCString(),
        docs: RSS_DOCS,
        language: 'en-GB',
        copyright: site.company.copyright,
        'atom:link': { '@_href': `${siteOrigin}${FEED_PATH}`, '@_rel': 'self', '@_type': 'application/rss+xml' },
        item: items.map((item) => ({
          title: item.title,
          link: item.link,
          guid: { '#text': item.id, '@_isPermaLink': 'false' },
          pubDate: item.date.toUTCString(),
          description: item.description,
          ...(item.content === undefined ? {} : { 'content:encoded': item.content }),
          ...(item.author === undefined ? {} : { author: item.author }),
          ...(item.image ? { enclosure: { '@_url': item.image.url, '@_length': '0', '@_type': item.image.type } } : {}),
        })),
      },
    },
  });
}
