import { createServer } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serverData, startServerProcess, type ServerProcess } from '../../src/server/test/process';
import { expect, seedSession, test, waitForHydration, type LoginAnswer } from './fixtures';

/** A port free on 127.0.0.1 now, for a server the test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * A server of the test file's own on a fresh DATA_DIR, serving the built site, with `account`
 * registered (the first account: the owner). Reached as localhost (`base`): browsers refuse an IP
 * address as a passkey's relying party ID, and the server's origins are http://localhost:PORT.
 * `api` is the same server at 127.0.0.1, for the test's own calls. Started before the file's tests,
 * stopped after them; `env` adds variables (REAUTH_SECONDS...).
 */
export function localhostServer(
  name: string,
  account: { name: string; email: string; password: string },
  env: Record<string, string> = {},
) {
  const site = {
    base: '',
    api: '',
    /** Signs `person` in through the login form, as a person does, and waits for the admin. */
    async signIn(page: Page, person: { email: string; password: string } = account) {
      await page.goto(`${site.base}/login`);
      await waitForHydration(page);
      await page.getByRole('main').getByLabel('Email').fill(person.email);
      await page.getByRole('main').locator('input[type="password"]').fill(person.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(`${site.base}/admin`);
    },
    /**
     * Opens the admin as `person`, signed in through the API, the session where the login form
     * leaves it: for a test about what comes after signing in, which the form's page would cost
     * seconds (a test of the file signs in through the form).
     */
    async openAdmin(page: Page, person: { email: string; password: string } = account) {
      const answer = await fetch(`${site.api}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
      expect(answer.status, `${person.email} signs in`).toBe(200);
      await seedSession(page, (await answer.json()) as LoginAnswer);
      await page.goto(`${site.base}/admin`);
      await expect(page).toHaveURL(`${site.base}/admin`);
    },
  };
  let server: ServerProcess | undefined;
  let data: Awaited<ReturnType<typeof serverData>> | undefined;
  test.beforeAll(async () => {
    const port = await freePort();
    data = await serverData(name);
    server = await startServerProcess({ ...data.env, DIST_DIR: path.resolve('dist'), PORT: String(port), ...env });
    site.base = `http://localhost:${port}`;
    site.api = server.base;
    const registered = await fetch(`${site.api}/api/auth/register`, {
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
  return site;
}

/** Chromium's virtual authenticator for this page: what a laptop's fingerprint reader would be. */
export async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}
