import type { Services } from '../config/services-schema';
import type { RouteConfig, SiteConfig } from '../config/site-schema';
import { buildJsonLd, type ArticleFacts, type JobFacts } from './jsonld';

/** Everything that goes into a page's <head>, as data. */
export interface HeadData {
  title: string;
  description: string;
  keywords: string[];
  canonicalUrl: string;
  robots: string;
  image: string;
  siteName: string;
  locale: string;
  twitter?: string;
  jsonLd: Record<string, unknown>;
  /** Open Graph type: 'website' unless said otherwise. */
  ogType?: 'website' | 'article';
  /** An article's dates (ISO 8601), as article:published_time and article:modified_time. */
  article?: { publishedTime: string; modifiedTime: string };
  /** A paginated list's neighbours, as <link rel="prev"> and <link rel="next"> (absolute URLs). */
  pagination?: { prev?: string; next?: string };
}

/** The blog's RSS feed, which every page links in its head. */
export const FEED_PATH = '/blog/rss.xml';

/** A page's <title>: '{what the page is} | {company}', on every page and every page of a list. */
export const pageTitle = (site: Pick<SiteConfig, 'company'>, name: string) => `${name} | ${site.company.name}`;

/** The canonical path of a route: its declared canonical, else its route-table path. */
const canonicalPathOf = (route: RouteConfig) => route.canonical ?? route.path;

/** What a page's content adds to its structured data: its article's facts, the job openings it shows open. */
export interface PageFacts {
  article?: ArticleFacts | undefined;
  jobs?: readonly JobFacts[];
}

export function buildHead(site: SiteConfig, route: RouteConfig, services: Services, { article, jobs }: PageFacts = {}): HeadData {
  const canonicalPath = canonicalPathOf(route);
  const url = `${site.company.url}${canonicalPath === '/' ? '/' : canonicalPath}`;
  return {
    title: pageTitle(site, route.title),
    description: route.description,
    keywords: route.keywords,
    canonicalUrl: url,
    robots: route.noindex ? 'noindex, nofollow' : 'index, follow',
    image: `${site.company.url}${route.image ?? site.seo.defaultImage}`,
    siteName: site.company.name,
    locale: site.seo.locale,
    twitter: site.seo.twitter,
    jsonLd: buildJsonLd({ site, route, canonicalPath, services, article, ...(jobs ? { jobs } : {}) }),
  };
}

/** Head data of the 404 page: not indexed, no canonical of its own. */
export function buildNotFoundHead(site: SiteConfig): HeadData {
  return {
    title: pageTitle(site, 'Page not found'),
    description: 'The page you asked for does not exist or has moved.',
    keywords: [],
    canonicalUrl: '',
    robots: 'noindex, nofollow',
    image: `${site.company.url}${site.seo.defaultImage}`,
    siteName: site.company.name,
    locale: site.seo.locale,
    twitter: site.seo.twitter,
    jsonLd: {},
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script> must not be able to close the element. */
const escapeJsonForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The head as HTML, for the prerendered pages. */
export function renderHeadHtml(head: HeadData): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.keywords.length ? meta('name', 'keywords', head.keywords.join(', ')) : '',
    meta('name', 'robots', head.robots),
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}">` : '',
    head.pagination?.prev ? `<link rel="prev" href="${escapeHtml(head.pagination.prev)}">` : '',
    head.pagination?.next ? `<link rel="next" href="${escapeHtml(head.pagination.next)}">` : '',
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${head.siteName} blog`)}" href="${FEED_PATH}">`,
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:locale', head.locale),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonicalUrl ? meta('property', 'og:url', head.canonicalUrl) : '',
    meta('property', 'og:image', head.image),
    head.article ? meta('property', 'article:published_time', head.article.publishedTime) : '',
    head.article ? meta('property', 'article:modified_time', head.article.modifiedTime) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    head.twitter ? meta('name', 'twitter:site', head.twitter) : '',
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    Object.keys(head.jsonLd).length
      ? `<script type="application/ld+json" data-seo="jsonld">${escapeJsonForScript(JSON.stringify(head.jsonLd))}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
