import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, failedLoad, test, waitForHydration } from './fixtures';

/*
 * "Confirm it's you" in the admin, against a server whose proofs last 10 s (REAUTH_SECONDS): once
 * the sign-in is older than that, adding a passkey asks for the password in place, and goes through
 * once it is given; cancelled, nothing is added. A server of its own, reached as localhost (passkeys
 * need a host name, not an address).
 */

const account = { name: 'Careful Owner', email: 'careful-owner@example.com', password: 'correct horse battery' };
const REAUTH_SECONDS = 10;
let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;
let base = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

test.beforeAll(async () => {
  const port = await freePort();
  data = await serverData('reauthenticate-browser');
  server = await startServerProcess({
    ...data.env,
    DIST_DIR: path.resolve('dist'),
    PORT: String(port),
    REAUTH_SECONDS: String(REAUTH_SECONDS),
  });
  base = `http://localhost:${port}`;
  const registered = await fetch(`${server.base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(registered.status).toBe(201);
});
test.afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

/** Signs in through the form and waits until the sign-in no longer counts as a recent proof. */
async function signInLongAgo(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await page.goto(`${base}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').locator('input[type="password"]').fill(account.password);
  const signedInAt = Date.now();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  await page.getByRole('tab', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  // The real window, run out: no clock is faked in the browser or the server.
  await page.waitForTimeout(Math.max(0, signedInAt + (REAUTH_SECONDS + 1) * 1000 - Date.now()));
}

test('a sign-in older than REAUTH_SECONDS adds a passkey only once the password is given again', async ({ page, errors }) => {
  errors.allow(failedLoad(403, '/api/account/passkeys/options'));
  errors.allow(failedLoad(403, '/api/auth/reauthenticate'));
  await signInLongAgo(page);

  await page.getByLabel('Passkey name').fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password' }).fill('not my password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That password is not right.');
  await dialog.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list).toContainText('This laptop');
});

test('cancelled, the change is not made and says why', async ({ page, errors }) => {
  errors.allow(failedLoad(403, '/api/account/passkeys/options'));
  await signInLongAgo(page);
  await page.getByLabel('Passkey name').fill('Not this one');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Please confirm it is you: enter your password again, or use a passkey.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('Not this one')).toHaveCount(0);
});
