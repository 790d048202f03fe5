import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { softPasskey, type SoftPasskey } from '../test/authenticator';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';

/*
 * Passkeys (WebAuthn) through the API, with a software authenticator: adding one, signing in with
 * it alone, and every answer that must be refused: a replay, a challenge answered twice, an
 * expired one, another origin, no user verification, a counter going backwards, a removed key.
 */

const clock = manualClock();
let h: Harness;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let token = '';
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  h = await startHarness({ clock });
  token = (await h.client.signUpAndIn(OWNER.email, OWNER.password)).accessToken;
});
afterAll(() => h.cleanup());

type Options = { challenge: string; rp: { id: string; name: string }; user: { id: string; name: string }; rpId: string };

async function registrationOptions(as = token): Promise<Options> {
  const res = await h.client.call('/api/account/passkeys/options', { method: 'POST', token: as });
  expect(res.status).toBe(200);
  return (await res.json()) as Options;
}

async function addPasskey(key: SoftPasskey, name: string, origin = ORIGIN) {
  const credential = key.register(await registrationOptions(), origin);
  return h.client.call('/api/account/passkeys', { json: { name, credential }, token });
}

async function signInOptions(): Promise<Options> {
  const res = await h.client.call('/api/auth/passkey/options', { method: 'POST' });
  expect(res.status).toBe(200);
  return (await res.json()) as Options;
}

const signIn = (credential: unknown) => h.client.call('/api/auth/passkey', { json: { credential } });
const list = async () =>
  (await (await h.client.call('/api/account/passkeys', { token })).json()) as {
    id: string;
    name: string;
    lastUsedAt: string | null;
  }[];

describe('adding a passkey', () => {
  it('asks the browser for a discoverable, user-verified credential for the configured relying party', async () => {
    const options = await registrationOptions();
    expect(options.rp).toEqual({ id: 'localhost', name: 'Nexlink IT Solutions' });
    expect(options.user.name).toBe(OWNER.email);
    expect(options).toMatchObject({
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      attestation: 'none',
    });
  });

  it('ignores the Host a request names: the relying party is the configured one', async () => {
    const res = await h.client.call('/api/account/passkeys/options', {
      method: 'POST',
      token,
      headers: { Host: 'evil.example' },
    });
    expect(((await res.json()) as Options).rp.id).toBe('localhost');
  });

  it('stores a named passkey and lists it, not yet used', async () => {
    const res = await addPasskey(softPasskey(), 'Work laptop');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect((await list()).map((key) => key.name)).toContain('Work laptop');
  });

  it('refuses a credential made for another origin, and one whose challenge was already used', async () => {
    const key = softPasskey();
    const wrongOrigin = await addPasskey(key, 'Phishing', 'https://login.evil.example');
    expect(wrongOrigin.status).toBe(400);
    expect(await wrongOrigin.json()).toEqual({ error: 'This passkey could not be verified. Please try again.' });
    const credential = key.register(await registrationOptions(), ORIGIN);
    expect((await h.client.call('/api/account/passkeys', { json: { name: 'Once', credential }, token })).status).toBe(201);
    const again = await h.client.call('/api/account/passkeys', { json: { name: 'Twice', credential }, token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This passkey request has expired or was already used. Please try again.' });
  });

  it('needs a signed-in account', async () => {
    expect((await h.client.call('/api/account/passkeys/options', { method: 'POST' })).status).toBe(401);
    expect((await h.client.call('/api/account/passkeys')).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  let key: SoftPasskey;
  beforeAll(async () => {
    key = softPasskey();
    expect((await addPasskey(key, 'Phone')).status).toBe(201);
  });

  it('signs in with the passkey alone: tokens that work, and the passkey’s last use recorded', async () => {
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options).not.toHaveProperty('allowCredentials');
    const res = await signIn(key.signIn(options));
    expect(res.status).toBe(200);
    const session = (await res.json()) as { accessToken: string; refreshToken: string; user: { email: string } };
    expect(session.user.email).toBe(OWNER.email);
    expect((await h.client.call('/api/admin/contacts', { token: session.accessToken })).status).toBe(200);
    expect((await list()).find((row) => row.id === key.id)?.lastUsedAt).toBe(new Date(clock.now()).toISOString());
    // The session is like any other: logout ends it (and, as always, the account's access tokens).
    expect((await h.client.call('/api/auth/logout', { json: { refreshToken: session.refreshToken } })).status).toBe(204);
    expect((await h.client.call('/api/admin/contacts', { token: session.accessToken })).status).toBe(401);
    expect((await h.client.call('/api/auth/refresh-token', { json: { refreshToken: session.refreshToken } })).status).toBe(401);
    token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
  });

  it('signs in with a post-quantum passkey (ML-DSA-44), which browsers make first where the server offers it', async () => {
    const options = await registrationOptions();
    expect((options as unknown as { pubKeyCredParams: Array<{ alg: number }> }).pubKeyCredParams[0]?.alg).toBe(-48);
    const quantumSafe = softPasskey({ algorithm: 'ML-DSA-44' });
    expect((await addPasskey(quantumSafe, 'Post-quantum laptop')).status).toBe(201);
    const res = await signIn(quantumSafe.signIn(await signInOptions()));
    expect(res.status).toBe(200);
  });

  it('refuses a replayed assertion', async () => {
    const answer = key.signIn(await signInOptions());
    expect((await signIn(answer)).status).toBe(200);
    const replay = await signIn(answer);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ error: 'This sign-in request has expired or was already used. Please try again.' });
  });

  it('refuses a second answer to a challenge already used, though freshly signed', async () => {
    const options = await signInOptions();
    expect((await signIn(key.signIn(options))).status).toBe(200);
    expect((await signIn(key.signIn(options))).status).toBe(401);
  });

  it('refuses a challenge past its five minutes', async () => {
    const options = await signInOptions();
    clock.advance(5 * 60 * 1000 + 1);
    expect((await signIn(key.signIn(options))).status).toBe(401);
    // Five minutes on, the owner's sign-in is no longer a recent proof: the owner gives the password
    // again, as the admin would ask, for the removals below (auth/recent-proof.ts).
    const proved = await h.client.call('/api/auth/reauthenticate', { token, json: { password: OWNER.password } });
    expect(proved.status).toBe(200);
  });

  it('refuses an assertion made on another origin', async () => {
    const res = await signIn(key.signIn(await signInOptions(), { origin: 'https://login.evil.example' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'This passkey could not be verified. Please try again or use your password.' });
  });

  it('refuses an assertion without user verification', async () => {
    expect((await signIn(key.signIn(await signInOptions(), { userVerified: false }))).status).toBe(401);
  });

  it('refuses a sign counter that did not move forward (a cloned authenticator)', async () => {
    expect((await signIn(key.signIn(await signInOptions()))).status).toBe(200);
    const accepted = key.counter;
    expect((await signIn(key.signIn(await signInOptions(), { counter: accepted }))).status).toBe(401);
    expect((await signIn(key.signIn(await signInOptions(), { counter: accepted - 1 }))).status).toBe(401);
    expect((await signIn(key.signIn(await signInOptions(), { counter: accepted + 1 }))).status).toBe(200);
  });

  it('refuses a passkey once removed, and removing it again is 404', async () => {
    const res = await h.client.call(`/api/account/passkeys/${key.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(204);
    const after = await signIn(key.signIn(await signInOptions()));
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({
      error: 'This passkey is not registered on this site. Use your password, or another passkey.',
    });
    expect((await h.client.call(`/api/account/passkeys/${key.id}`, { method: 'DELETE', token })).status).toBe(404);
  });
});

describe('keeping a way in', () => {
  it('refuses to remove the last passkey while a second factor is required and there is no authenticator app', async () => {
    for (const row of await list()) {
      await h.client.call(`/api/account/passkeys/${row.id}`, { method: 'DELETE', token });
    }
    const last = softPasskey();
    const added = (await (await addPasskey(last, 'Only key')).json()) as { id: string };
    const policy = await h.client.call('/api/account/sign-in-policy', {
      method: 'PUT',
      token,
      json: { requireSecondFactor: true },
    });
    expect(policy.status).toBe(200);
    const res = await h.client.call(`/api/account/passkeys/${added.id}`, { method: 'DELETE', token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error:
        'Keep this passkey: it is your only way in while the site requires a second factor and you have no authenticator app.',
    });
    expect((await list()).map((row) => row.id)).toEqual([added.id]);
    // The password alone no longer signs in; the passkey does.
    expect((await h.client.call('/api/auth/login', { json: OWNER })).status).toBe(403);
    expect((await signIn(last.signIn(await signInOptions()))).status).toBe(200);
  });
});
