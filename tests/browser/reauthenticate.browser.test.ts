import type { Page } from '@playwright/test';
import { expect, failedLoad, test, waitForHydration } from './fixtures';
import { localhostServer, virtualAuthenticator } from './localhost-server';

/*
 * "Confirm it's you" in the admin, against a server whose proofs last 10 s (REAUTH_SECONDS): once
 * the sign-in is older than that, adding a passkey asks for the password in place, and goes through
 * once it is given; cancelled, nothing is added. A server of its own, reached as localhost (passkeys
 * need a host name, not an address).
 */

const account = { name: 'Careful Owner', email: 'careful-owner@example.com', password: 'correct horse battery' };
const REAUTH_SECONDS = 10;
const site = localhostServer('reauthenticate-browser', account, { REAUTH_SECONDS: String(REAUTH_SECONDS) });

/** Signs in through the form and waits until the sign-in no longer counts as a recent proof. */
async function signInLongAgo(page: Page) {
  await virtualAuthenticator(page);
  await page.goto(`${site.base}/login`);
  await waitForHydration(page);
  await page.getByRole('main').getByLabel('Email').fill(account.email);
  await page.getByRole('main').locator('input[type="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${site.base}/admin`);
  // The server signed in before it answered: from here the sign-in is at least this old. (Timed from
  // the click instead, a slow answer left the proof still fresh when the wait ran out.)
  const signedInAt = Date.now();
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
  // What the dialog's calls were answered, said if the refusal does not show (one CI run saw no alert
  // and an idle Confirm button: this tells whether the password was ever sent).
  const proofs: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/reauthenticate')) proofs.push(`sent ${request.method()}`);
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/reauthenticate')) proofs.push(`answered ${response.status()}`);
  });
  await dialog.getByRole('textbox', { name: 'Password' }).fill('not my password');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert'))
    .toContainText('That password is not right.')
    .catch((error: Error) => {
      throw new Error(`${error.message}\nPOST /api/auth/reauthenticate: ${proofs.join(', ') || 'never sent'}`);
    });
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
