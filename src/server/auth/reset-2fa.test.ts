import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { startHarness, TestClient, type Harness } from '../test/harness';
import { runAdmin } from '../test/process';

/*
 * `npm run admin -- reset-2fa`: the owner lost the phone with the app and the recovery codes, and
 * the site requires a second factor; from the shell, the password alone signs in again.
 */

const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.cleanup());

const admin = (args: string[]) => runAdmin(args, { DATA_DIR: h.dataDir, DATABASE_URL: h.databaseUrl });

describe('npm run admin -- reset-2fa', () => {
  it('removes the app and its codes, ends the sessions, lifts the requirement, and the password alone signs in', async () => {
    const { accessToken: token } = await h.client.signUpAndIn(OWNER.email, OWNER.password);
    const { secret } = (await (await h.client.call('/api/account/totp', { method: 'POST', token })).json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    expect((await h.client.call('/api/account/totp/confirm', { json: { code }, token })).status).toBe(200);
    const policy = await h.client.call('/api/account/sign-in-policy', {
      method: 'PUT',
      token,
      json: { requireSecondFactor: true },
    });
    expect(policy.status).toBe(200);
    expect((await h.client.call('/api/auth/login', { json: OWNER })).status).toBe(401);
    // The embedded database is one process's: the server stops while the command runs.
    await h.server.close();

    const unknown = await admin(['reset-2fa', '--email', 'nobody@example.com']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no account nobody@example.com.');
    const reset = await admin(['reset-2fa', '--email', 'Owner@Example.com']);
    expect(reset.output).toContain(
      'Removed the authenticator app and recovery codes of owner@example.com; its sessions have ended and its password alone signs in now.',
    );
    expect(reset.output).toContain('The site no longer requires a second factor for password sign-ins');
    expect(reset.code).toBe(0);

    h.server = await createApp({ dataDir: h.dataDir, databaseUrl: h.databaseUrl, distDir: null, logLevel: 'silent' });
    h.client = new TestClient(h.server);
    expect((await h.client.call('/api/admin/contacts', { token })).status).toBe(401);
    const res = await h.client.call('/api/auth/login', { json: OWNER });
    expect(res.status).toBe(200);
    const { accessToken } = (await res.json()) as { accessToken: string };
    expect(await (await h.client.call('/api/account/sign-in', { token: accessToken })).json()).toEqual({
      passkeys: [],
      totp: { enabled: false, recoveryCodesLeft: 0 },
      requireSecondFactor: false,
    });
  }, 120_000);
});
