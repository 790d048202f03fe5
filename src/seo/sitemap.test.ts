import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { site } from '../config/site';
import { robotsTxt, sitemapXml, siteUrls } from './sitemap';

describe('sitemap and robots.txt', () => {
  it('lists every indexed route once at its canonical address, and no noindex route', () => {
    const urls = siteUrls(site);
    expect(urls).toContain('https://www.nexlinkit.co.uk/');
    expect(urls.some((url) => url.endsWith('/admin') || url.endsWith('/login'))).toBe(false);
    // A page of results answers one visitor's query: never a page to list.
    expect(urls.some((url) => new URL(url).pathname === '/search')).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('escapes what XML cannot hold raw, so a parser reads back the exact addresses', () => {
    const loc = 'https://www.example.com/search?q=a&b=<c>';
    const xml = sitemapXml([{ loc, lastmod: '2026-01-02T03:04:05.000Z' }, { loc: 'https://www.example.com/' }]);
    const doc = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
      urlset: { url: Array<{ loc: string; lastmod?: string }> };
    };
    expect(doc.urlset.url).toEqual([{ loc, lastmod: '2026-01-02T03:04:05.000Z' }, { loc: 'https://www.example.com/' }]);
  });

  it("keeps crawlers out of exactly the config's noindex routes and the API", () => {
    const disallowed = robotsTxt(site)
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    const noindex = site.routes.filter((route) => route.noindex).map((route) => route.path);
    expect(noindex.length).toBeGreaterThan(0);
    expect(disallowed.sort()).toEqual([...noindex, '/api/'].sort());
    expect(robotsTxt(site)).toContain('Sitemap: https://www.nexlinkit.co.uk/sitemap.xml');
  });
});
