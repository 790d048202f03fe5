import { chromium, type APIRequestContext, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium unless CHROME_PATH says otherwise (checked by scripts/test-browser.mjs). */
export const chromePath = () => process.env.CHROME_PATH || '/usr/bin/chromium';

export const baseURL = () => inject('baseURL');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromePath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Collects console errors and uncaught exceptions of a page, for a test to assert none appeared. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // Chromium logs the 404 status of a page that is meant to be a 404 page; that is not an error.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until the page's script has started: a static page's islands are armed, the app has hydrated. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
}

/**
 * The one administrator of the suites' shared server. admin.browser.test.ts registers it through
 * /register (files run in name order, see vitest.browser.config.ts); the other suites register it
 * through the API when they run alone, else log in with it.
 */
export const BROWSER_ADMIN = { name: 'Browser Admin', email: 'browser-admin@example.com', password: 'correct horse battery' };

/** An access token of BROWSER_ADMIN, registering the account if no one has yet. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const registered = await request.post(`${baseURL()}/api/auth/register`, { data: BROWSER_ADMIN });
  if (![201, 403, 409].includes(registered.status())) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const login = await request.post(`${baseURL()}/api/auth/login`, {
    data: { email: BROWSER_ADMIN.email, password: BROWSER_ADMIN.password },
  });
  if (login.status() !== 200) throw new Error(`Could not log in as the suites' administrator (${login.status()})`);
  const { accessToken, user } = (await login.json()) as { accessToken: string; user: { role: string } };
  if (user.role !== 'admin') throw new Error(`${BROWSER_ADMIN.email} is not the administrator`);
  return accessToken;
}
