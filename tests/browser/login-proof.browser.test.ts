import path from 'node:path';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, failedLoad, test, waitForHydration } from './fixtures';

/*
 * The sign-in form past an account's ceiling of failed sign-ins, in Chromium, at the real difficulty:
 * the server answers the right password from a new address with a proof-of-work challenge, the form
 * says it is checking the browser, solves it and signs in. Its own server, so that tripping the
 * ceiling touches no other suite's administrator.
 */

const account = { name: 'Proof Admin', email: 'proof-admin@example.com', password: 'correct horse battery' };
let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;

test.beforeAll(async () => {
  data = await serverData('login-proof-browser');
  server = await startServerProcess({
    ...data.env,
    DIST_DIR: path.resolve('dist'),
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
  });
  const json = { 'Content-Type': 'application/json' };
  const call = (url: string, body: object) =>
    fetch(`${server.base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
  expect((await call('/api/auth/register', account)).status).toBe(201);
  // Three guesses reach the ceiling; this address (127.0.0.1) has never signed in to the account.
  for (let i = 0; i < 3; i++)
    expect((await call('/api/auth/login', { email: account.email, password: `guess ${i}` })).status).toBe(401);
});
test.afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

test('signs in past the ceiling after the browser proves work, and says so while it does', async ({ page, errors }) => {
  errors.allow(failedLoad(429, '/api/auth/login')); // the challenge
  await page.goto(`${server.base}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').locator('input[type="password"]').fill(account.password);
  const started = Date.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toContainText('does a few seconds of work before signing in');
  await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;
  test.info().annotations.push({ type: 'sign-in with proof of work (17 bits)', description: `${seconds.toFixed(1)} s` });
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
});
