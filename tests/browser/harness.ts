import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';
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

/** Waits until React has hydrated the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 15_000 });
}
