// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveApi } from '../test-utils/liveApi';

/*
 * The sign-in past an account's ceiling of failed sign-ins, against the real server: the store
 * solves the server's proof-of-work challenge and signs in, where the server used to refuse the
 * right password from any new address for an hour.
 */

let live: Awaited<ReturnType<typeof startLiveApi>>;
let auth: typeof import('./auth');

beforeAll(async () => {
  live = await startLiveApi({ LOGIN_ACCOUNT_MAX_FAILURES: '3', LOGIN_PROOF_BITS: '10' });
  auth = await import('./auth');
}, 120_000);
afterAll(async () => live?.stop());

const admin = { name: 'Site Admin', email: 'proof@example.com', password: 'correct horse battery' };

describe('auth store past the account ceiling', () => {
  it('proves work when the server asks and signs in with the right password', async () => {
    expect(await auth.useAuth.getState().register(admin)).toBe(true);
    // Guesses from elsewhere reach the ceiling; this address has never signed in.
    for (let i = 0; i < 3; i++)
      expect(await auth.useAuth.getState().login({ email: admin.email, password: `guess ${i}` })).toBe(false);
    const states: boolean[] = [];
    const unsubscribe = auth.useAuth.subscribe((state) => states.push(state.proving));
    try {
      expect(await auth.useAuth.getState().login({ email: admin.email, password: admin.password })).toBe(true);
    } finally {
      unsubscribe();
    }
    expect(states).toContain(true);
    expect(auth.useAuth.getState()).toMatchObject({ loading: false, proving: false, error: null });
    expect(auth.useAuth.getState().user).toMatchObject({ email: admin.email });
  });

  it('shows the server text for a wrong password past the ceiling, after the work', async () => {
    await auth.useAuth.getState().logout();
    // Signed in from here now: a known address needs no proof, so this failure is plain.
    expect(await auth.useAuth.getState().login({ email: admin.email, password: 'wrong again' })).toBe(false);
    expect(auth.useAuth.getState()).toMatchObject({ error: 'Incorrect email or password', proving: false, loading: false });
  });
});
