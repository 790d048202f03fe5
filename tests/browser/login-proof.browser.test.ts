import path from 'node:path';
import type { Page } from '@playwright/test';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, failedLoad, test, waitForHydration } from './fixtures';

/*
 * The sign-in form past an account's ceiling of failed sign-ins, in Chromium: the server answers the
 * right password from a new address with a proof-of-work challenge, the form says it is checking the
 * browser, solves it in a Worker (a script of the site's own origin, which the CSP allows) while the
 * page stays responsive, and signs in; Cancel stops the work at once. Servers of its own, so that
 * tripping the ceiling touches no other suite's administrator.
 */

const account = { name: 'Proof Admin', email: 'proof-admin@example.com', password: 'correct horse battery' };

/** A server whose account has reached its ceiling of failed sign-ins from 127.0.0.1. */
async function tripped(env: Record<string, string>) {
  const data = await serverData('login-proof-browser');
  const server = await startServerProcess({
    ...data.env,
    DIST_DIR: path.resolve('dist'),
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
    ...env,
  });
  const json = { 'Content-Type': 'application/json' };
  const call = (url: string, body: object) =>
    fetch(`${server.base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  expect((await call('/api/auth/register', account)).status).toBe(201);
  // Three guesses reach the ceiling; this address (127.0.0.1) has never signed in to the account.
  for (let i = 0; i < 3; i++)
    expect((await call('/api/auth/login', { email: account.email, password: `guess ${i}` })).status).toBe(401);
  return { server, data };
}

/** Long tasks on the page's main thread from now on, in milliseconds (PerformanceObserver). */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = seen;
    new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.duration))).observe({
      type: 'longtask',
    });
  });
  return () => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
}

async function submit(page: Page, base: string) {
  await page.goto(`${base}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('at the real difficulty', () => {
  let server: ServerProcess;
  let data: Awaited<ReturnType<typeof serverData>>;
  test.beforeAll(async () => ({ server, data } = await tripped({})));
  test.afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  test('signs in past the ceiling after the browser proves work in a Worker, and says so while it does', async ({
    page,
    errors,
  }) => {
    errors.allow(failedLoad(429, '/api/auth/login')); // the challenge
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const started = Date.now();
    await submit(page, server.base);
    await expect(page.getByRole('main').getByRole('status')).toContainText('does a few seconds of work before signing in');
    await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 });
    const seconds = (Date.now() - started) / 1000;
    test.info().annotations.push({ type: 'sign-in with proof of work (17 bits)', description: `${seconds.toFixed(1)} s` });
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(new RegExp(`^${server.base}/static/js/`));
  });
});

test.describe('work that takes longer than anyone waits', () => {
  let server: ServerProcess;
  let data: Awaited<ReturnType<typeof serverData>>;
  test.beforeAll(async () => ({ server, data } = await tripped({ LOGIN_PROOF_BITS: '30' })));
  test.afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  test(
    'keeps the page responsive while it works, and Cancel stops the Worker at once',
    { tag: '@alone' },
    async ({ page, errors }) => {
      errors.allow(failedLoad(429, '/api/auth/login'));
      let closed!: () => void;
      const workerClosed = new Promise<void>((resolve) => (closed = resolve));
      page.on('worker', (worker) => worker.on('close', () => closed()));
      await page.goto(`${server.base}/login`);
      await waitForHydration(page);
      await page.getByRole('main').getByLabel('Email').fill(account.email);
      await page.getByRole('main').locator('input[type="password"]').fill(account.password);
      // Watched from when the form's own code has run (typing woke it): what follows is the work.
      await expect(page.locator('[data-island="auth-form"]')).toHaveAttribute('data-hydrated', 'true');
      const longTasks = await watchLongTasks(page);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText('does a few seconds of work before signing in');
      // Let it work for a while, as a visitor would wait, typing meanwhile: each key is answered at once.
      const email = page.getByRole('main').getByLabel('Email');
      for (const key of ' waiting'.split('')) {
        const pressed = Date.now();
        await email.press(key === ' ' ? 'Space' : key);
        expect(Date.now() - pressed).toBeLessThan(500);
      }
      await page.getByRole('button', { name: 'Cancel' }).click();
      await workerClosed;
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
      // The main thread never ran a slice of the work: no task near the 200 ms a slice took there.
      expect(Math.max(0, ...(await longTasks()))).toBeLessThan(150);
    },
  );
});
