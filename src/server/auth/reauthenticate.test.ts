import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveJwtKey } from '../security/secrets';
import { softPasskey } from '../test/authenticator';
import { forgeAccessToken } from '../test/forged-token';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { createOrResetAdmin } from './accounts';

/*
 * "Confirm it's you": the calls that change how an account signs in, the sign-in rule and the
 * backup need the session to have signed in or re-authenticated within REAUTH_SECONDS. A token
 * copied from a browser (here: a session whose sign-in is older than that) can do none of them
 * until someone gives the password (and code) or a passkey again, through the login throttle.
 */

const JWT_SECRET = 'a test secret long enough to sign sessions with';
const ORIGIN = 'http://localhost:3000';
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
const clock = manualClock(Date.parse('2026-06-01T09:00:00Z'));
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ clock, jwtSecret: JWT_SECRET, reauthSeconds: 300 });
  await h.client.signUpAndIn(OWNER.email, OWNER.password, 'Owner');
});
afterAll(() => h.cleanup());

/** A session signed in now, then left for `seconds`. */
async function sessionAged(seconds: number): Promise<string> {
  const { accessToken } = await h.client.signIn(OWNER.email, OWNER.password);
  clock.advance(seconds * 1000);
  return accessToken;
}

const SENSITIVE: [string, string][] = [
  ['POST', '/api/account/passkeys/options'],
  ['POST', '/api/account/passkeys'],
  ['DELETE', '/api/account/passkeys/AAAAAAAAAAAAAAAAAAAAAA'],
  ['POST', '/api/account/totp'],
  ['DELETE', '/api/account/totp'],
  ['POST', '/api/account/totp/recovery-codes'],
  ['PUT', '/api/account/sign-in-policy'],
  ['GET', '/api/admin/backup'],
  ['POST', '/api/admin/invitations'],
  ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
];
const call = (method: string, path: string, token: string, json?: unknown) =>
  h.client.call(path, { method, token, ...(json === undefined ? {} : { json }) });
const reauthenticate = (token: string, json: unknown) => call('POST', '/api/auth/reauthenticate', token, json);
const REFUSED = { error: 'Please confirm it is you: enter your password again, or use a passkey.', code: 'REAUTHENTICATE' };

describe('a session whose proof is older than REAUTH_SECONDS', () => {
  it('is refused every call that needs a recent proof with 403 REAUTHENTICATE, and keeps the rest', async () => {
    const token = await sessionAged(301);
    for (const [method, path] of SENSITIVE) {
      const res = await call(method, path, token, method === 'GET' ? undefined : {});
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json(), `${method} ${path}`).toEqual(REFUSED);
    }
    expect((await call('GET', '/api/account/sign-in', token)).status).toBe(200);
    expect((await call('GET', '/api/admin/blogs', token)).status).toBe(200);
  });

  it('may make them again once the password is given, for REAUTH_SECONDS and no longer', async () => {
    const token = await sessionAged(600);
    const wrong = await reauthenticate(token, { password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: 'That password is not right.', code: 'REAUTHENTICATE' });
    expect((await call('POST', '/api/account/passkeys/options', token)).status).toBe(403);

    const right = await reauthenticate(token, { password: OWNER.password });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ validUntil: new Date(clock.now() + 300_000).toISOString() });
    expect((await call('POST', '/api/account/passkeys/options', token)).status).toBe(200);
    clock.advance(299_000);
    expect((await call('POST', '/api/account/passkeys/options', token)).status).toBe(200);
    clock.advance(2_000);
    expect((await call('POST', '/api/account/passkeys/options', token)).status).toBe(403);
  });

  it("lends nothing to the account's other sessions: a proof is the session's own", async () => {
    const other = await sessionAged(0);
    const proving = await sessionAged(400);
    expect((await reauthenticate(proving, { password: OWNER.password })).status).toBe(200);
    expect((await call('POST', '/api/account/passkeys/options', proving)).status).toBe(200);
    expect((await call('POST', '/api/account/passkeys/options', other)).status).toBe(403);
  });

  it('stays one across a refresh of its tokens: refreshing proves nothing', async () => {
    const { refreshToken } = await h.client.signIn(OWNER.email, OWNER.password);
    clock.advance(301_000);
    const refreshed = await h.client.call('/api/auth/refresh-token', { json: { refreshToken } });
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    expect((await call('POST', '/api/account/passkeys/options', accessToken)).status).toBe(403);
    expect((await reauthenticate(accessToken, { password: OWNER.password })).status).toBe(200);
    expect((await call('POST', '/api/account/passkeys/options', accessToken)).status).toBe(200);
  });

  it('cannot be proved by a token signed without a session (one forged, or older than named sessions)', async () => {
    const { user } = await h.client.signIn(OWNER.email, OWNER.password);
    const bare = await forgeAccessToken(deriveJwtKey(JWT_SECRET), user.id, { role: 'owner', ver: 0 });
    expect((await call('GET', '/api/account/sign-in', bare)).status).toBe(200);
    expect((await call('POST', '/api/account/passkeys/options', bare)).status).toBe(403);
    expect((await reauthenticate(bare, { password: OWNER.password })).status).toBe(401);
  });
});

describe('re-authenticating', () => {
  it('with a passkey: the account’s own, never another account’s', async () => {
    const token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    const key = softPasskey();
    const options = (await (await call('POST', '/api/account/passkeys/options', token)).json()) as Parameters<
      typeof key.register
    >[0];
    expect(
      (await call('POST', '/api/account/passkeys', token, { name: 'Laptop', credential: key.register(options, ORIGIN) })).status,
    ).toBe(201);
    clock.advance(301_000);
    const challenge = async () =>
      (await (await h.client.call('/api/auth/passkey/options', { method: 'POST' })).json()) as Parameters<typeof key.signIn>[0];
    expect((await reauthenticate(token, { credential: key.signIn(await challenge(), { origin: ORIGIN }) })).status).toBe(200);
    expect((await call('POST', '/api/account/passkeys/options', token)).status).toBe(200);

    // Another person's session, with the owner's passkey: refused, and that session stays unproved.
    await createOrResetAdmin(h.server.db, { name: 'Admin', email: 'admin@example.com', password: OWNER.password });
    const theirs = (await h.client.signIn('admin@example.com', OWNER.password)).accessToken;
    clock.advance(301_000);
    const borrowed = await reauthenticate(theirs, { credential: key.signIn(await challenge(), { origin: ORIGIN }) });
    expect(borrowed.status).toBe(403);
    expect(await borrowed.json()).toEqual({
      error: 'This passkey belongs to another account. Use one of your own, or your password.',
      code: 'REAUTHENTICATE',
    });
    expect((await call('POST', '/api/account/passkeys/options', theirs)).status).toBe(403);
  });

  it('with the password of an account with an authenticator app, asks for the code as a sign-in does', async () => {
    const token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    const { secret } = (await (await call('POST', '/api/account/totp', token)).json()) as { secret: string };
    const code = () => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now() });
    expect((await call('POST', '/api/account/totp/confirm', token, { code: code() })).status).toBe(200);
    clock.advance(301_000);
    const aged = token;
    const asked = await reauthenticate(aged, { password: OWNER.password });
    expect(asked.status).toBe(403);
    expect(await asked.json()).toMatchObject({ code: 'REAUTHENTICATE', secondFactor: 'totp' });
    clock.advance(30_000);
    expect((await reauthenticate(aged, { password: OWNER.password, code: code() })).status).toBe(200);
    expect((await call('DELETE', '/api/account/totp', aged)).status).toBe(204);
  });

  it('refuses a body that is neither, or both, or cut off, or too long, with 400', async () => {
    const token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    for (const json of [
      {},
      { password: OWNER.password, credential: { id: 'x' } },
      { password: 'x'.repeat(257) },
      { password: 12 },
    ]) {
      expect((await reauthenticate(token, json)).status, JSON.stringify(json).slice(0, 60)).toBe(400);
    }
    const cut = await h.client.call('/api/auth/reauthenticate', {
      method: 'POST',
      token,
      headers: { 'Content-Type': 'application/json' },
      body: '{"password": "correct hor',
    });
    expect(cut.status).toBe(400);
    expect((await reauthenticate('not-a-token', { password: OWNER.password })).status).toBe(401);
  });

  it('counts wrong passwords with the sign-in throttle, however many are sent at once', async () => {
    const token = (await h.client.signIn(OWNER.email, OWNER.password)).accessToken;
    const address = '203.0.113.9';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        h.client.call('/api/auth/reauthenticate', { method: 'POST', token, json: { password: 'a wrong guess' }, address }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    // Five wrong ones are checked from one address; the rest wait, as the sign-in form's would.
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const right = await h.client.call('/api/auth/reauthenticate', {
      method: 'POST',
      token,
      json: { password: OWNER.password },
      address,
    });
    expect(right.status).toBe(429);
  });
});
