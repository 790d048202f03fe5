// @vitest-environment jsdom
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi } from '../test-utils/liveApi';

// The client reads the page's origin when it loads, so the store is imported after the page moved.
let live: Awaited<ReturnType<typeof startLiveApi>>;
let auth: typeof import('./auth');
let api: typeof import('../api/client');

beforeAll(async () => {
  live = await startLiveApi();
  auth = await import('./auth');
  api = await import('../api/client');
});
afterAll(async () => live?.stop());

const admin = { name: 'Site Admin', email: 'admin@example.com', password: 'correct horse battery' };

describe('signing in with an authenticator app, against the real API', () => {
  it('asks for the code once the password is right, keeps no session without it, and signs in with it', async () => {
    const store = () => auth.useAuth.getState();
    expect(await store().register(admin)).toBe(true);
    expect(await store().login(admin)).toBe(true);
    const { secret } = await api.call.post('/api/account/totp');
    const code = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
    // Confirmed with the code of the step before this one, so the sign-in's code (this step's) is
    // newer than the last the server accepted. A step that ends while the request is on its way
    // makes that code two steps old on arrival, and refused: then it is the one before the new step.
    const confirm = () =>
      api.api.post('account/totp/confirm', { json: { code: code(Date.now() - 30_000) }, throwHttpErrors: false });
    const confirmed = await confirm();
    expect(confirmed.ok || (await confirm()).ok).toBe(true);
    await store().logout();

    expect(await store().login(admin)).toBe(false);
    expect(store()).toMatchObject({
      token: null,
      needsCode: true,
      error: 'Enter the 6-digit code from your authenticator app, or a recovery code',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(await store().login({ ...admin, code: code(Date.now()) })).toBe(true);
    expect(store()).toMatchObject({ needsCode: false, error: null, user: { email: admin.email } });
  });
});
