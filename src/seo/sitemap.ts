import type { SiteConfig } from '../config/site-schema';

/** The site's origin without a trailing slash (https://www.example.com), for absolute URLs. */
export const originOf = (site: SiteConfig): string => site.company.url.replace(/\/$/, '');

/** The site's own pages a search engine should list: every route not noindex, at its canonical path (aliases are not canonical). */
export const siteUrls = (site: SiteConfig): string[] =>
  site.routes.filter((route) => !route.noindex).map((route) => `${originOf(site)}${route.canonical ?? route.path}`);

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

export interface SitemapEntry {
  loc: string;
  /** ISO 8601; omitted when unknown. */
  lastmod?: string;
}

/** sitemap.xml, the build's and the server's alike; every value escaped, so an address with & stays XML. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${lastmod ? `    <lastmod>${escapeXml(lastmod)}</lastmod>\n` : ''}  </url>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('')}</urlset>\n`;
}

/** robots.txt: the noindex routes and the API kept out of crawls, and where the sitemap is. */
export function robotsTxt(site: SiteConfig): string {
  const disallowed = [...site.routes.filter((route) => route.noindex).map((route) => route.path), '/api/'];
  return `User-agent: *\n${disallowed.map((entry) => `Disallow: ${entry}\n`).join('')}\nSitemap: ${originOf(site)}/sitemap.xml\n`;
}
