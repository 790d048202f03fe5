import { blockOf } from './expectations/content';
import { site } from '../../src/config/site';
import { expect, open, test } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('site layout', () => {
  test('highlights the header link of the current page', async ({ page }) => {
    await open(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Connect' })).not.toHaveAttribute('aria-current');
  });

  test('opens the services dropdown on hover with its groups of every service, at most 500 px high', async ({ page }) => {
    await open(page, '/');
    const menu = page.locator('#services-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.locator('ul')).toHaveCount(site.navigation.services.length);
    await expect(menu.getByRole('link')).toHaveCount(site.navigation.services.flatMap((group) => group.links).length);
    await expect(menu).toHaveCSS('max-height', '500px');
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
  });

  test('opens the services dropdown when keyboard focus reaches it, and closes on Escape', async ({ page }) => {
    await open(page, '/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true });
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#services-menu :focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('#services-menu')).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test("announces the cookie page's tabs as tabs once its script runs: one tab stop, arrow keys, a named panel", async ({
    page,
  }) => {
    await open(page, '/cookies');
    const list = page.getByRole('tablist', { name: 'About Our Cookies' });
    const tabs = list.getByRole('tab');
    await expect(tabs).toHaveCount(blockOf('cookies', 'contentTabs').tabs.length);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Types of Cookies' })).toBeVisible();
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Cookie Table' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Types of Cookies' })).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: 'Cookie Table' })).toBeFocused();
  });

  test('offers a skip link first, which moves to the main content', async ({ page }) => {
    await open(page, '/about');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });

  test("opens the full-screen quote dialog from 'Request a quote', offering both regions", async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('banner').getByRole('button', { name: 'Request a quote' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeGreaterThanOrEqual(1270);
    await dialog.getByRole('link', { name: /UK quote/ }).click();
    await expect(page).toHaveURL(/\/quote-uk$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('scrolls to the top and retitles the page on every route change', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle('About Us | Nexlink IT Solutions');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://www.nexlinkit.co.uk/about');
  });

  test('keeps the chosen colour mode across visits with no flash of the other mode', async ({ page, errors }) => {
    await open(page, '/');
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    // Read the mode before any deferred script runs: the inline head script must already have set it.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/about');
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.unroute('**/static/js/**');
    errors.allow(/^Failed to load resource: net::ERR_FAILED \(.*\/static\/js\//); // the scripts this test refused
    await open(page, '/about');
    await page.getByRole('button', { name: /Colour mode: dark/ }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('auto');
  });

  test('shows the mobile menu with its four links on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link')).toHaveText(['About Us', 'Services', 'Connect', 'Career']);
    await menu.getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });

  test('shows the error fallback with its three buttons when a part of a screen fails to load', async ({
    adminPage: page,
    errors,
  }) => {
    // Content pages are the server's documents; the app loads the code of its own screens' parts
    // (here the page editor, for the admin's Pages tab), and that load is what fails.
    await open(page, '/admin');
    await page.route('**/site-pages*', (route) => route.abort());
    errors.allow(/net::ERR_FAILED|Loading chunk|ChunkLoadError|Loading CSS chunk/); // the chunk this test refuses
    await page.getByRole('tab', { name: 'Pages' }).click();
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(
      page.getByText("We're sorry for the inconvenience. The page you're looking for encountered an error."),
    ).toHaveCount(1);
    for (const name of ['Refresh Page', 'Go Back']) await expect(page.getByRole('button', { name })).toHaveCount(1);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});
