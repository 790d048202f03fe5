import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveJwtKey } from '../security/secrets';
import { createOrResetAdmin } from './accounts';
import { startHarness, type Harness } from '../test/harness';
import { forgeAccessToken } from '../test/forged-token';

/*
 * A session ends everywhere it can be used: after logout, after a refresh token's reuse revoked its
 * family and after a password reset, the access tokens signed until then are refused at once rather
 * than working out their 15 minutes; a sign-in right after (even within the same second) works.
 */

let h: Harness;
const JWT_SECRET = 'another test secret long enough to sign with';
const EMAIL = 'owner@example.com';
const PASSWORD = 'correct horse battery';
const ENDED = { error: 'Your session has ended. Please sign in again.' };

beforeAll(async () => {
  h = await startHarness({ jwtSecret: JWT_SECRET });
  await h.client.signUpAndIn(EMAIL, PASSWORD);
});
afterAll(() => h.cleanup());
afterEach(() => {
  vi.useRealTimers();
});

const signIn = (password = PASSWORD) => h.client.signIn(EMAIL, password);
const adminCall = (token: string) => h.client.call('/api/admin/contacts', { token });
const logout = (refreshToken: string) => h.client.call('/api/auth/logout', { json: { refreshToken } });
const refresh = (refreshToken: string) => h.client.call('/api/auth/refresh-token', { json: { refreshToken } });

describe('ending a session', () => {
  it('logout ends the access token as well as the refresh token', async () => {
    const session = await signIn();
    expect((await adminCall(session.accessToken)).status).toBe(200);
    expect((await logout(session.refreshToken)).status).toBe(204);
    const after = await adminCall(session.accessToken);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual(ENDED);
  });

  it('refuses a token signed in the same second as the logout, and accepts one from a sign-in in that second right after it', async () => {
    // The clock stands still: the three tokens below share one iat, the whole-second claim.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 1000) * 1000 + 200);
    const before = await signIn();
    expect((await logout(before.refreshToken)).status).toBe(204);
    const fresh = await signIn();
    expect(decodeJwt(fresh.accessToken).iat).toBe(decodeJwt(before.accessToken).iat);
    expect((await adminCall(before.accessToken)).status).toBe(401);
    expect((await adminCall(fresh.accessToken)).status).toBe(200);
    // And a refresh in that second signs a token that works too.
    const rotated = (await (await refresh(fresh.refreshToken)).json()) as { accessToken: string };
    expect((await adminCall(rotated.accessToken)).status).toBe(200);
  });

  it('logging out on one device ends that device’s session; another device carries on after one refresh', async () => {
    const laptop = await signIn();
    const phone = await signIn();
    expect((await logout(laptop.refreshToken)).status).toBe(204);
    expect((await adminCall(laptop.accessToken)).status).toBe(401);
    expect((await refresh(laptop.refreshToken)).status).toBe(401);
    // The phone's access token was signed before the logout too; its own refresh token still works.
    expect((await adminCall(phone.accessToken)).status).toBe(401);
    const renewed = await refresh(phone.refreshToken);
    expect(renewed.status).toBe(200);
    expect((await adminCall(((await renewed.json()) as { accessToken: string }).accessToken)).status).toBe(200);
  });

  it('a reused refresh token ends the access tokens of both the thief and the owner', async () => {
    const owner = await signIn();
    const stolen = owner.refreshToken;
    const thief = (await (await refresh(stolen)).json()) as { accessToken: string; refreshToken: string };
    expect((await adminCall(thief.accessToken)).status).toBe(200);
    // The owner's client refreshes with the same token: a reuse.
    expect((await refresh(stolen)).status).toBe(401);
    expect((await adminCall(thief.accessToken)).status).toBe(401);
    expect((await adminCall(owner.accessToken)).status).toBe(401);
    expect((await refresh(thief.refreshToken)).status).toBe(401);
  });

  it('a password reset (npm run admin -- create) ends every session of the account', async () => {
    const session = await signIn();
    expect((await adminCall(session.accessToken)).status).toBe(200);
    await createOrResetAdmin(h.server.db, { name: 'Site Admin', email: EMAIL, password: 'a brand new passphrase' });
    expect((await adminCall(session.accessToken)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    const fresh = await signIn('a brand new passphrase');
    expect((await adminCall(fresh.accessToken)).status).toBe(200);
  });

  it('logging out twice, or with an unknown token, still answers 204 and ends nothing else', async () => {
    const session = await signIn('a brand new passphrase');
    expect((await logout('not-a-token-we-issued')).status).toBe(204);
    expect((await adminCall(session.accessToken)).status).toBe(200);
    expect((await logout(session.refreshToken)).status).toBe(204);
    expect((await logout(session.refreshToken)).status).toBe(204);
    expect((await adminCall(session.accessToken)).status).toBe(401);
  });

  it('refuses a token whose session version is not a whole number, even signed with the real key', async () => {
    const { user, accessToken } = await signIn('a brand new passphrase');
    const { ver } = decodeJwt(accessToken);
    const sign = (claims: Record<string, unknown>) =>
      forgeAccessToken(deriveJwtKey(JWT_SECRET), user.id, { role: 'admin', ...claims });
    expect((await adminCall(await sign({ ver }))).status).toBe(200);
    for (const bad of [String(ver), Number(ver) + 0.5, null, Number(ver) + 1, Number(ver) - 1]) {
      expect((await adminCall(await sign({ ver: bad }))).status, JSON.stringify(bad)).toBe(401);
    }
  });

  it('a logout racing with requests never lets a token signed before it through afterwards', async () => {
    const session = await signIn('a brand new passphrase');
    const during = await Promise.all([
      logout(session.refreshToken),
      ...Array.from({ length: 5 }, () => adminCall(session.accessToken)),
    ]);
    expect(during[0]?.status).toBe(204);
    for (const res of during.slice(1)) expect([200, 401]).toContain(res.status);
    expect((await adminCall(session.accessToken)).status).toBe(401);
  });
});
