import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, waitForHydration, watchErrors } from './harness';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterEach(async () => context.close());

const open = async (path: string) => {
  await page.goto(`${baseURL()}${path}`);
  await waitForHydration(page);
};

describe('site layout', () => {
  it('highlights the header link of the current page', async () => {
    await open('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'About Us' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'Connect' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the services dropdown on hover with its three groups, at most 500 px high', async () => {
    await open('/');
    const menu = page.locator('#services-menu');
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
    await menu.waitFor({ state: 'visible' });
    expect(await menu.locator('ul').count()).toBe(3);
    expect(await menu.getByRole('link').count()).toBe(12);
    expect(await menu.evaluate((el) => getComputedStyle(el).maxHeight)).toBe('500px');
    await page.mouse.move(5, 700);
    await menu.waitFor({ state: 'hidden' });
  });

  it('opens the services dropdown when keyboard focus reaches it, and closes on Escape', async () => {
    await open('/');
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true });
    // The first focus wakes the menu's code, which then opens it.
    await trigger.focus();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('#services-menu') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator('#services-menu').isVisible()).toBe(false);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers a skip link first, which moves to the main content', async () => {
    await open('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => location.hash)).toBe('#main-content');
  });

  it("opens the full-screen quote dialog from 'Request a quote', offering both regions", async () => {
    await open('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Request a quote' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(1270);
    await dialog.getByRole('link', { name: /UK quote/ }).click();
    await page.waitForURL('**/quote-uk');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('scrolls to the top and retitles the page on every route change', async () => {
    await open('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('About Us | Nexlink IT Solutions');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://www.nexlinkit.co.uk/about');
  });

  it('keeps the chosen colour mode across visits with no flash of the other mode', async () => {
    await open('/');
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
    // Read the mode before any deferred script runs: the inline head script must already have set it.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(`${baseURL()}/about`);
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    await page.unroute('**/static/js/**');
    await open('/about');
    await page.getByRole('button', { name: /Colour mode: dark/ }).click();
    expect(await page.evaluate(() => localStorage.getItem('mantine-color-scheme-value'))).toBe('auto');
    errors.length = 0; // the aborted scripts above are this test's own doing
  });

  it('shows the mobile menu with its four links on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allTextContents()).toEqual(['About Us', 'Services', 'Connect', 'Career']);
    await menu.getByRole('link', { name: 'Career' }).click();
    await page.waitForURL('**/career');
    await expect.poll(() => page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0);
  });

  it('shows the error fallback with its three buttons when a page fails to load', async () => {
    // Public pages are ordinary page loads; the app (here the sign-in page) loads a page's code itself.
    await open('/login');
    await page.route('**/page-about-json*', (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { name: 'Oops! Something went wrong' }).waitFor();
    expect(await page.getByText("We're sorry for the inconvenience. The page you're looking for encountered an error.").count()).toBe(1);
    for (const name of ['Refresh Page', 'Go Back']) expect(await page.getByRole('button', { name }).count()).toBe(1);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL(`${baseURL()}/`);
    errors.length = 0; // the aborted chunk is this test's own doing
  });

  afterEach(() => {
    expect(errors).toEqual([]);
  });
});
