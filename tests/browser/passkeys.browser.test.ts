import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, failedLoad, test, waitForHydration } from './fixtures';
import { localhostServer, virtualAuthenticator } from './localhost-server';

/*
 * Passkeys in Chromium, with its virtual authenticator (the DevTools protocol's WebAuthn domain: a
 * platform authenticator that holds discoverable credentials and verifies its user): the
 * administrator adds a passkey from the admin, signs out, signs in with the passkey alone, and
 * removes it, after which it signs in no more; with an authenticator app, the form asks for the
 * code once the password is right. A server of its own, reached as localhost: browsers
 * refuse an IP address as a relying party ID, and the server's origins are http://localhost:PORT.
 */

const account = { name: 'Passkey Admin', email: 'passkey-admin@example.com', password: 'correct horse battery' };
const site = localhostServer('passkeys-browser', account);

async function openSignInTab(page: Page) {
  await page.getByRole('tab', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
}

test('an administrator adds a passkey, signs out, signs in with it alone (from the autofill, then the button), and removes it', async ({
  page,
  errors,
}) => {
  const authenticator = await virtualAuthenticator(page);

  await site.signIn(page);

  await openSignInTab(page);
  await expect(page.getByText('No passkeys yet.')).toBeVisible();
  await page.getByLabel('Passkey name').fill('This laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const list = page.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('This laptop');
  await expect(list).toContainText('never used');
  // Discoverable: the authenticator itself holds it, for this site and this account.
  const [stored] = await authenticator.credentials();
  expect(stored).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });

  // Signed out, the sign-in page offers the passkey in the e-mail field's autofill (conditional
  // mediation), and the virtual authenticator picks it as a person would: signed in, nothing typed.
  await Promise.all([page.waitForURL(`${site.base}/login`), page.getByRole('button', { name: 'Logout' }).click()]);
  await expect(page).toHaveURL(`${site.base}/admin`);
  await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();

  // A browser without that autofill (in this document and any later one): the button, with the passkey alone.
  const noAutofill = () => {
    PublicKeyCredential.isConditionalMediationAvailable = () => Promise.resolve(false);
  };
  await page.addInitScript(noAutofill);
  await page.evaluate(noAutofill);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${site.base}/login`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${site.base}/admin`);
  await expect(page.getByText(`Signed in as ${account.name}`)).toBeVisible();
  await openSignInTab(page);
  await expect(list).toContainText('last used');

  await page.getByRole('button', { name: 'Remove passkey This laptop' }).click();
  await expect(page.getByText('No passkeys yet.')).toBeVisible();

  // The authenticator still offers it; the site no longer knows it.
  errors.allow(failedLoad(401, '/api/auth/passkey'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${site.base}/login`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This passkey is not registered on this site');
  await expect(page).toHaveURL(`${site.base}/login`);
});

test('with an authenticator app, the password alone is not enough: the form asks for the code, and the code signs in', async ({
  page,
  errors,
}) => {
  const call = async (url: string, body?: object, token?: string) =>
    fetch(`${site.api}${url}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const { accessToken } = (await (await call('/api/auth/login', account)).json()) as { accessToken: string };
  const { secret } = (await (await call('/api/account/totp', undefined, accessToken)).json()) as { secret: string };
  const code = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
  expect((await call('/api/account/totp/confirm', { code: code(Date.now() - 30_000) }, accessToken)).status).toBe(200);

  errors.allow(failedLoad(401, '/api/auth/login'));
  await page.goto(`${site.base}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Enter the 6-digit code from your authenticator app');
  await expect(page).toHaveURL(`${site.base}/login`);
  await page.getByLabel('Code from your authenticator app, or a recovery code').fill(code(Date.now()));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${site.base}/admin`);
});
