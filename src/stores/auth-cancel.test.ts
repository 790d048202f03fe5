// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi } from '../test-utils/liveApi';

/*
 * A sign-in cancelled while the browser proves work (Cancel, or the visitor leaving the page): it
 * stops at once. The work used to run to its end whatever happened, seconds of a phone's time. The
 * difficulty here is more than any test would wait for: only cancelling ends it.
 */

let live: Awaited<ReturnType<typeof startLiveApi>>;
let auth: typeof import('./auth');

beforeAll(async () => {
  live = await startLiveApi({ LOGIN_ACCOUNT_MAX_FAILURES: '1', LOGIN_PROOF_BITS: '32' });
  auth = await import('./auth');
}, 120_000);
afterAll(async () => live?.stop());

const admin = { name: 'Site Admin', email: 'cancel@example.com', password: 'correct horse battery' };

describe('auth store, a sign-in cancelled during its proof of work', () => {
  it('stops at once, neither signed in nor showing an error', async () => {
    expect(await auth.useAuth.getState().register(admin)).toBe(true);
    // One guess from elsewhere reaches the ceiling; this address has never signed in.
    expect(await auth.useAuth.getState().login({ email: admin.email, password: 'one guess' })).toBe(false);
    const controller = new AbortController();
    const proving = new Promise<void>((resolve) => {
      const unsubscribe = auth.useAuth.subscribe((state) => {
        if (!state.proving) return;
        unsubscribe();
        resolve();
      });
    });
    const signingIn = auth.useAuth
      .getState()
      .login({ email: admin.email, password: admin.password }, { signal: controller.signal });
    await proving;
    const cancelled = Date.now();
    controller.abort();
    expect(await signingIn).toBe(false);
    expect(Date.now() - cancelled).toBeLessThan(1000);
    expect(auth.useAuth.getState()).toMatchObject({ loading: false, proving: false, error: null, user: null });
  }, 60_000);
});
