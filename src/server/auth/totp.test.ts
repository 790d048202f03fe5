import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFactors } from '../db/schema';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';

/*
 * Password sign-in with an authenticator app (RFC 6238), on a clock the test moves: enrolment
 * with a QR code, confirmation by a first code, then every password sign-in needs a code, each
 * code works once, and each recovery code once.
 */

const clock = manualClock(Date.UTC(2026, 10, 26, 4, 0, 0));
let h: Harness;
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let token = '';
let secret = '';
let recoveryCodes: string[] = [];

const code = (at = clock.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const login = (extra: Record<string, unknown> = {}) => h.client.call('/api/auth/login', { json: { ...OWNER, ...extra } });
const account = (path: string, options: { method?: string; json?: unknown } = {}) =>
  h.client.call(`/api/account${path}`, { token, ...options });

beforeAll(async () => {
  h = await startHarness({ clock, registration: 'open' });
  token = (await h.client.signUpAndIn(OWNER.email, OWNER.password)).accessToken;
});
afterAll(() => h.cleanup());

describe('setting up an authenticator app', () => {
  it('shows the secret, its otpauth address and a QR code of it, and asks nothing at sign-in until confirmed', async () => {
    const res = await account('/totp', { method: 'POST' });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { secret: string; uri: string; qrSvg: string };
    secret = body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.uri).toBe(
      `otpauth://totp/Nexlink%20IT%20Solutions:owner%40example.com?issuer=Nexlink%20IT%20Solutions&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(body.qrSvg).toMatch(/^<svg [^>]*viewBox/);
    expect((await login()).status).toBe(200);
  });

  it('stores the secret encrypted, never as the app shows it', async () => {
    const [row] = await h.server.db.select().from(totpFactors).limit(1);
    expect(row?.secret).toMatch(/^v2\./);
    expect(row?.secret).not.toContain(secret);
  });

  it('refuses a wrong first code and keeps the app off', async () => {
    const res = await account('/totp/confirm', { json: { code: String((Number(code()) + 1) % 1_000_000).padStart(6, '0') } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({ code: 'That code is not right' });
    expect((await login()).status).toBe(200);
  });

  it('turns on with the app’s code and answers ten recovery codes, once', async () => {
    const res = await account('/totp/confirm', { json: { code: code() } });
    expect(res.status).toBe(200);
    recoveryCodes = ((await res.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    const methods = await (await account('/sign-in')).json();
    expect(methods).toEqual({ passkeys: [], totp: { enabled: true, recoveryCodesLeft: 10 }, requireSecondFactor: false });
    expect(JSON.stringify(methods)).not.toContain(secret);
    // Confirmed: neither a new secret nor the old one is handed out again.
    const again = await account('/totp', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await again.text()).not.toContain(secret);
    expect((await account('/totp/confirm', { json: { code: code() } })).status).toBe(400);
  });
});

describe('signing in with a password and a code', () => {
  it('a right password without its code gets no tokens, but is asked for the code', async () => {
    clock.advance(30_000);
    const res = await login();
    expect(res.status).toBe(401);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      error: 'Enter the 6-digit code from your authenticator app, or a recovery code',
      secondFactor: 'totp',
    });
  });

  it('a wrong password with a right code is refused as any wrong password is', async () => {
    const res = await login({ password: 'not the password', code: code() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Incorrect email or password' });
  });

  it('with the code, signs in; the same code a second time is refused, even within its 30 seconds', async () => {
    const now = code();
    const first = await login({ code: now });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    clock.advance(5_000);
    const replay = await login({ code: now });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({
      error: 'That code is not right or was already used. Try the newest code from your app.',
      secondFactor: 'totp',
    });
  });

  it('accepts the previous step’s code (a slow typist) but not one older, nor one from the step before the last accepted', async () => {
    clock.advance(30_000);
    const previous = code(clock.now() - 30_000);
    // The step before this one is the step whose code was accepted above.
    expect((await login({ code: previous })).status).toBe(401);
    clock.advance(30_000);
    expect((await login({ code: code(clock.now() - 30_000) })).status).toBe(200);
    expect((await login({ code: code(clock.now() - 90_000) })).status).toBe(401);
    clock.advance(30_000);
    expect((await login({ code: code() })).status).toBe(200);
  });

  it('a recovery code signs in once, typed with or without its dash', async () => {
    const [recovery] = recoveryCodes;
    if (!recovery) throw new Error('no recovery code');
    expect((await login({ code: recovery.toUpperCase().replace('-', ' ') })).status).toBe(200);
    const again = await login({ code: recovery });
    expect(again.status).toBe(401);
    expect(((await again.json()) as { secondFactor: string }).secondFactor).toBe('totp');
    expect(((await (await account('/sign-in')).json()) as { totp: object }).totp).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });
  });

  it('refuses a code that is neither six digits nor a recovery code with 400 naming it', async () => {
    const res = await login({ code: '12345' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      code: 'Code must be the 6 digits from your app or a recovery code',
    });
  });
});

describe('requiring a second factor for every password sign-in', () => {
  it('only an administrator can require it, and not with only a password', async () => {
    const writer = await h.client.signUpAndIn('writer@example.com', 'another long password', 'Writer');
    const policy = (who: string, requireSecondFactor: boolean) =>
      h.client.call('/api/account/sign-in-policy', { method: 'PUT', token: who, json: { requireSecondFactor } });
    expect((await policy(writer.accessToken, true)).status).toBe(403);
    // An administrator with only a password would shut themselves out.
    await h.server.db.delete(totpFactors);
    const refused = await policy(token, true);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: 'Set up an authenticator app or a passkey first: with only a password you could no longer sign in.',
    });
  });

  it('once required, a password alone gets 403 pointing to passkeys, and an account with an app still signs in with its code', async () => {
    const enrol = (await (await account('/totp', { method: 'POST' })).json()) as { secret: string };
    secret = enrol.secret;
    clock.advance(30_000);
    expect((await account('/totp/confirm', { json: { code: code() } })).status).toBe(200);
    const on = await h.client.call('/api/account/sign-in-policy', { method: 'PUT', token, json: { requireSecondFactor: true } });
    expect(on.status).toBe(200);
    const writer = await h.client.call('/api/auth/login', {
      json: { email: 'writer@example.com', password: 'another long password' },
    });
    expect(writer.status).toBe(403);
    expect(await writer.json()).toEqual({
      error: 'This site requires a second factor for password sign-ins, and this account has none: sign in with a passkey.',
    });
    clock.advance(30_000);
    expect((await login({ code: code() })).status).toBe(200);
    // Turning the app off now would leave the administrator no way in.
    const off = await account('/totp', { method: 'DELETE' });
    expect(off.status).toBe(409);
    expect(((await (await account('/sign-in')).json()) as { totp: { enabled: boolean } }).totp.enabled).toBe(true);
  });
});
