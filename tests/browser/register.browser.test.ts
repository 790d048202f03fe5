import path from 'node:path';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { BROWSER_ADMIN, expect, open, test } from './fixtures';

/*
 * A site owner's first visit: on a new server, the first account registered through /register
 * becomes the owner, and the form leads on to /login. A server of its own, with no account yet.
 */

let server: ServerProcess | undefined;
let data: Awaited<ReturnType<typeof serverData>> | undefined;
test.beforeAll(async () => {
  data = await serverData('register-browser');
  server = await startServerProcess({ ...data.env, DIST_DIR: path.resolve('dist') }, { built: true });
});
test.afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

test('registers the first account through /register, then lands on /login with its e-mail filled in', async ({ page }) => {
  await open(page, `${server!.base}/register`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('main').getByLabel('Name').fill(BROWSER_ADMIN.name);
  await page.getByRole('main').getByLabel('Email').fill(BROWSER_ADMIN.email);
  await page.getByRole('main').locator('input[type="password"]').fill(BROWSER_ADMIN.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(`${server!.base}/login`);
  await expect(page.getByText('Account created. You can log in now.')).toBeVisible();
  // The login page has the new account's e-mail filled in: only the password is left to type.
  await expect(page.getByRole('main').getByLabel('Email')).toHaveValue(BROWSER_ADMIN.email);
  const signIn = await fetch(`${server!.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: BROWSER_ADMIN.email, password: BROWSER_ADMIN.password }),
  });
  expect(((await signIn.json()) as { user: { role: string } }).user.role).toBe('owner');
});
