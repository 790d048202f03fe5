import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softPasskey } from '../test/authenticator';
import { startHarness, type Harness } from '../test/harness';
import { createOrResetAdmin, resetSecondFactor } from './accounts';

/*
 * A password reset from the shell and reset-2fa take the account's passkeys with them unless told
 * to keep them: a thief who had the password, or the lost phone, may have added one, and it would
 * otherwise outlive the very reset meant to shut them out.
 */

const ORIGIN = 'http://localhost:3000';
const OWNER = { name: 'Owner', email: 'owner@example.com', password: 'correct horse battery' };
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await h.client.signUpAndIn(OWNER.email, OWNER.password, OWNER.name);
});
afterAll(() => h.cleanup());

/** Signs in and adds a passkey (a sign-in is a recent proof); the key signs in until it is removed. */
async function withPasskey() {
  const { accessToken: token } = await h.client.signIn(OWNER.email, OWNER.password);
  const key = softPasskey();
  const options = await h.client.call('/api/account/passkeys/options', { method: 'POST', token });
  const credential = key.register((await options.json()) as Parameters<typeof key.register>[0], ORIGIN);
  expect((await h.client.call('/api/account/passkeys', { token, json: { name: 'Theirs', credential } })).status).toBe(201);
  return async () => {
    const challenge = await h.client.call('/api/auth/passkey/options', { method: 'POST' });
    const answer = key.signIn((await challenge.json()) as Parameters<typeof key.signIn>[0], { origin: ORIGIN });
    return (await h.client.call('/api/auth/passkey', { json: { credential: answer } })).status;
  };
}

describe('resets from the shell', () => {
  it('npm run admin -- create on an existing account removes its passkeys, or keeps them with --keep-passkeys', async () => {
    const signIn = await withPasskey();
    expect(await signIn()).toBe(200);
    const kept = await createOrResetAdmin(h.server.db, OWNER, { keepPasskeys: true });
    expect(kept.removedPasskeys).toBe(0);
    expect(await signIn()).toBe(200);
    const reset = await createOrResetAdmin(h.server.db, OWNER);
    expect(reset).toMatchObject({ created: false, removedPasskeys: 1, policyTurnedOff: false });
    expect(await signIn()).toBe(401);
  });

  it('reset-2fa removes the passkeys with the app, or keeps them with --keep-passkeys', async () => {
    const signIn = await withPasskey();
    expect(await resetSecondFactor(h.server.db, OWNER.email, { keepPasskeys: true })).toMatchObject({
      found: true,
      removedPasskeys: 0,
    });
    expect(await signIn()).toBe(200);
    expect(await resetSecondFactor(h.server.db, OWNER.email)).toMatchObject({ found: true, removedPasskeys: 1 });
    expect(await signIn()).toBe(401);
  });
});
