import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import rawSiteConfig from '../../site.config';
import { compileSiteConfig } from '../../src/config/compile';
import { pageExpectations } from './expectations';
import { baseURL, launchBrowser, waitForHydration, watchErrors } from './harness';

const site = compileSiteConfig(rawSiteConfig);
const visits = site.routes.flatMap((route) => [route.path, ...route.aliases].map((path) => ({ path, route })));

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
  errors = watchErrors(page);
});
afterAll(async () => browser?.close());

describe('every route and alias of site.config.ts', () => {
  it.each(visits)('$path is served prerendered, hydrates cleanly and shows its page', async ({ path, route }) => {
    errors.length = 0;
    const response = await page.goto(`${baseURL()}${path}`);
    expect(response?.status()).toBe(200);
    // The prerendered HTML alone already carries the head and the visible content.
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')} | ${site.company.name}</title>`);
    expect(html).toMatch(/<h1[^>]*>/);
    await waitForHydration(page);
    if (path === '/admin') {
      // Without a token the guard sends the visitor on to /login once hydrated (admin.browser.test.ts
      // covers the signed-in page); the prerendered HTML checked above is the admin page's own.
      await page.waitForURL('**/login');
      expect(errors, `console errors on ${path}`).toEqual([]);
      return;
    }

    expect(await page.title()).toBe(`${route.title} | ${site.company.name}`);
    const canonical = route.canonical ?? route.path;
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${site.company.url}${canonical === '/' ? '/' : canonical}`,
    );
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    expect((await page.locator('h1').textContent())?.trim()).not.toBe('');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    expect(robots).toBe(route.noindex ? 'noindex, nofollow' : 'index, follow');

    for (const expectation of pageExpectations[path] ?? pageExpectations[route.path] ?? []) {
      const count = await page.locator(expectation.selector).count();
      if (typeof expectation.count === 'number') expect(count, `${path}: ${expectation.what}`).toBe(expectation.count);
      else expect(count, `${path}: ${expectation.what}`).toBeGreaterThanOrEqual(expectation.count.min);
    }
    // Admin screens talk to the API as soon as they load; give any failure a moment to surface.
    await page.waitForTimeout(100);
    expect(errors, `console errors on ${path}`).toEqual([]);
  });

  it('answers unknown paths with the 404 page inside the site layout', async () => {
    errors.length = 0;
    const response = await page.goto(`${baseURL()}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('header a[href="/services"]').count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('writes a sitemap of canonical, indexable URLs only, and robots.txt', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain(`${site.company.url}/careers`);
    expect(urls).toContain(`${site.company.url}/privacy-policy`);
    for (const hidden of ['/career', '/privacy', '/contact', '/admin', '/login', '/register']) {
      expect(urls).not.toContain(`${site.company.url}${hidden}`);
    }
    expect(urls).toHaveLength(site.routes.filter((r) => !r.noindex).length);
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site.company.url}/sitemap.xml`);
  });
});
