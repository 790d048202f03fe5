import { expect, failedLoad, open, test } from './fixtures';

/*
 * Site search as visitors use it (issue 45), against the built site and its API: with scripts
 * blocked, the header's form and the search page find the Kathmandu office, a service by a misspelt
 * name and a post published a moment ago, never a draft, and hostile queries are a page like any
 * other; with scripts, results appear while typing and the keyboard reaches them.
 */

// A search box without script, a combobox with it: the field either way.
const headerSearch = (page: import('@playwright/test').Page) => page.getByRole('banner').locator('input[name="q"]');
const results = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('listitem');

test.describe('with scripts blocked', () => {
  test.use({ javaScriptEnabled: false });

  test('the header’s form finds the Kathmandu office, with the word marked', async ({ page }) => {
    await page.goto('/');
    await headerSearch(page).fill('Kathmandu');
    await headerSearch(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Kathmandu$/);
    await expect(page).toHaveTitle(/Search/);
    await expect(
      page
        .getByRole('main')
        .locator('mark', { hasText: /^Kathmandu$/ })
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /about|contact|connect/i })
        .first(),
    ).toBeVisible();
  });

  test('a service by a misspelt name, from the search page’s own form', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('wordpres');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=wordpres$/);
    // The best result is the service itself.
    const firstResult = page.getByRole('main').getByRole('listitem').first();
    await expect(firstResult.getByRole('link').first()).toHaveAttribute('href', '/wordpress-development');
  });

  test('a post published a moment ago is found; a draft’s unique word finds nothing', async ({ page, posts }) => {
    const post = await posts.create({
      title: 'Rebuilding the xenotrope cluster',
      content: '<p>How we rebuilt the xenotrope cluster overnight.</p>',
    });
    await posts.create({ title: 'Not yet', content: '<p>The quillwort announcement.</p>', status: 'draft' });

    await page.goto('/search?q=xenotrope');
    await expect(page.getByRole('main').getByRole('link', { name: 'Rebuilding the xenotrope cluster' })).toHaveAttribute(
      'href',
      post.url,
    );

    await page.goto('/search?q=quillwort');
    await expect(page.getByRole('main')).toContainText(/no results/i);
    await expect(results(page).filter({ hasText: 'quillwort' })).toHaveCount(0);
  });

  test('hostile queries are a page of no results, never an error', async ({ page, errors }) => {
    for (const query of ["'&|!:*", '!'.repeat(200), '((((((']) {
      const response = await page.goto(`/search?q=${encodeURIComponent(query)}`);
      expect(response?.status(), query).toBe(200);
      await expect(page.getByRole('main')).toContainText(/no results/i);
    }
    // Its words are searched as words ("1" is one), never as SQL.
    expect((await page.goto(`/search?q=${encodeURIComponent("' or 1=1 --")}`))?.status()).toBe(200);
    errors.allow(failedLoad(400, '/search?q=')); // the over-long query's page answers 400, as it should
    const tooLong = await page.goto(`/search?q=${'x'.repeat(201)}`);
    expect(tooLong?.status()).toBe(400);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('at most 200 characters');
  });

  test('on a phone, the header’s search button opens the search page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
  });
});

test.describe('with scripts', () => {
  test('results appear while typing, are announced, and the keyboard reaches them', async ({ page }) => {
    await open(page, '/');
    const field = headerSearch(page);
    await field.click();
    await field.pressSequentially('kathmand', { delay: 40 });
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toHaveCount(1);

    await field.press('ArrowDown');
    const active = await field.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    // Each option is the result's link.
    const target = await page.locator(`[id="${active}"]`).getAttribute('href');
    expect(target).toMatch(/^\//);
    await field.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === target);
  });

  test('Enter with no result chosen goes to the results page, as the plain form does', async ({ page }) => {
    await open(page, '/');
    const field = headerSearch(page);
    await field.click();
    await field.pressSequentially('cloud', { delay: 30 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=cloud$/);
    await expect(results(page).first()).toBeVisible();
  });

  test('on a phone, the search page’s field is live before it is reached, its list and client in the cache, and lists what is typed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const fetched: string[] = [];
    page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
    await open(page, '/search');
    // Hydrated once the page is idle, with no tap: the header's, on every page, waits to be reached.
    await expect(page.getByRole('main').locator('[data-island="search-field"]')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('banner').locator('[data-island="search-field"]')).not.toHaveAttribute('data-hydrated');
    // The list's code and the API's client came with the idle prefetch, before the first keystroke.
    await expect
      .poll(() => fetched.filter((path) => /\/(search-suggestions|api-client)\.[0-9a-f]+\.(js|css)$/.test(path)).length)
      .toBe(3);
    const field = page.getByRole('main').getByRole('combobox');
    await field.pressSequentially('vpn', { delay: 30 });
    await expect(page.getByRole('main').getByRole('listbox').getByRole('option').first()).toBeVisible();
  });
});
