import rawSiteConfig from '../../site.config';
import { compileSiteConfig } from '../../src/config/compile';
import { pageExpectations } from './expectations';
import type { Page, Request } from '@playwright/test';
import { expect, open, test, waitForHydration } from './fixtures';

const site = compileSiteConfig(rawSiteConfig);

// Nothing here writes to the server: the tests are spread over both workers, each on its own
// server, rather than run one after another on one (the longest file of the suite, 36 visits).
test.describe.configure({ mode: 'parallel' });
const visits = site.routes.flatMap((route) => [route.path, ...route.aliases].map((path) => ({ path, route })));

/** How many requests to the API the page has started and not yet seen answered or failed. */
function watchApiRequests(page: Page) {
  const running = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) running.add(request);
  });
  page.on('requestfinished', (request) => running.delete(request));
  page.on('requestfailed', (request) => running.delete(request));
  return () => running.size;
}

test.describe('every route and alias of site.config.ts', () => {
  for (const { path, route } of visits) {
    test(`${path} is served prerendered, hydrates cleanly and shows its page`, async ({ page }) => {
      const apiRequestsRunning = watchApiRequests(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // The prerendered HTML alone already carries the head and the visible content. (Fetched again:
      // /admin moves a visitor without a session on to /login before its body could be read.)
      const html = await (await page.request.get(path)).text();
      expect(html).toContain(`<title>${route.title.replace(/&/g, '&amp;')} | ${site.company.name}</title>`);
      expect(html).toMatch(/<h1[^>]*>/);
      await waitForHydration(page);
      if (path === '/admin') {
        // Without a token the page's first script sends the visitor on to /login before the app's code
        // loads (admin.browser.test.ts covers the signed-in page); the HTML checked above is the admin page's own.
        await expect(page).toHaveURL(/\/login$/);
        return;
      }

      await expect(page).toHaveTitle(`${route.title} | ${site.company.name}`);
      const canonical = route.canonical ?? route.path;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${site.company.url}${canonical === '/' ? '/' : canonical}`,
      );
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).not.toHaveText(/^\s*$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        route.noindex ? 'noindex, nofollow' : 'index, follow',
      );

      for (const expectation of pageExpectations[path] ?? pageExpectations[route.path] ?? []) {
        const matches = page.locator(expectation.selector);
        if (typeof expectation.count === 'number')
          await expect(matches, `${path}: ${expectation.what}`).toHaveCount(expectation.count);
        else
          await expect
            .poll(() => matches.count(), { message: `${path}: ${expectation.what}` })
            .toBeGreaterThanOrEqual(expectation.count.min);
      }
      // Every island the page holds wakes from the page's own registry (the bundle's webpackContext,
      // src/app/island-registry.ts) and hydrates its HTML without an error; not those with nothing
      // prerendered (client-only) or hidden (the cookie banner, which hydrates only when shown).
      // All are woken at once and waited for together, on the page's own signal (the attribute's
      // change): one after another, each waited for by polling, they took most of each test's time.
      const islands = page.locator('[data-island]');
      const woken = await islands.evaluateAll((elements) =>
        elements.flatMap((element, index) => {
          if (element.innerHTML === '' || element.closest('[hidden]') !== null) return [];
          element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, cancelable: true, composed: true }));
          return [{ index, name: element.getAttribute('data-island') }];
        }),
      );
      await islands.evaluateAll(
        (elements, { indices, timeout }) =>
          new Promise<void>((resolve) => {
            const hydrated = () => indices.every((index) => elements[index]?.getAttribute('data-hydrated') === 'true');
            if (hydrated()) return resolve();
            // Only a shortcut: the assertions below are what wait for each island, with the usual
            // timeout, so an island still hydrating after this bound, or never, is named by its own.
            const timer = setTimeout(done, timeout);
            const observer = new MutationObserver(() => hydrated() && done());
            observer.observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
            function done() {
              clearTimeout(timer);
              observer.disconnect();
              resolve();
            }
          }),
        { indices: woken.map(({ index }) => index), timeout: 5_000 },
      );
      for (const { index, name } of woken)
        await expect(islands.nth(index), `${path}: island ${name}`).toHaveAttribute('data-hydrated', 'true');
      // Screens that talk to the API as soon as they load (the blog list, the admin guard): any
      // failure must have surfaced before the page's errors are checked.
      await expect.poll(apiRequestsRunning, { message: `${path}: API requests still running` }).toBe(0);
    });
  }

  test('answers unknown paths with the 404 page inside the site layout', async ({ page }) => {
    const response = await open(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page not found');
    await expect(page.locator('header a[href="/services"]').first()).toBeAttached();
    await expect(page.locator('main a[href="/"]')).toHaveCount(1);
  });

  test('writes a sitemap of canonical, indexable URLs only, and robots.txt', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toContain(`${site.company.url}/careers`);
    expect(urls).toContain(`${site.company.url}/privacy-policy`);
    for (const hidden of ['/career', '/privacy', '/contact', '/admin', '/login', '/register']) {
      expect(urls).not.toContain(`${site.company.url}${hidden}`);
    }
    expect(urls).toHaveLength(site.routes.filter((r) => !r.noindex).length);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site.company.url}/sitemap.xml`);
  });
});
