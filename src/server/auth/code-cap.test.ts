import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { softPasskey, type SoftPasskey } from '../test/authenticator';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { startMailCatcher } from '../test/smtp';
import { CODES_REFUSED_MS, liftCodeRefusal, MAX_WRONG_CODES } from './totp';

/*
 * Wrong authenticator codes are capped per account, whatever the address they come from: an
 * attacker who knows the password and rotates addresses (an IPv6 /48 holds 65,536 /64s) no longer
 * gets a million tries an hour. Past the cap the app's codes are refused; a passkey or a recovery
 * code still signs in; the holder is told once; time or an administrator lifts it.
 */

const clock = manualClock(Date.UTC(2026, 10, 26, 4, 0, 0));
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let h: Harness;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let secret = '';
let recoveryCodes: string[] = [];
let key: SoftPasskey;
let userId = '';
let nextAddress = 1;

const codeAt = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
/** A code that is none of the three the server would take now (one step either side). */
const wrongCode = () => {
  const taken = new Set([-30_000, 0, 30_000].map((offset) => codeAt(clock.now() + offset)));
  let code = Number(codeAt(clock.now()));
  do code = (code + 7919) % 1_000_000;
  while (taken.has(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
};
/** Each sign-in from an address never used before, as an attacker with many would. */
const login = (code: string) =>
  h.client.call('/api/auth/login', { json: { ...OWNER, code }, address: `198.51.100.${nextAddress++}` });
const rightCode = () => {
  // A code is accepted once per time step: each right one is of a later step.
  clock.advance(30_000);
  return codeAt(clock.now());
};

beforeAll(async () => {
  mail = await startMailCatcher();
  h = await startHarness({
    clock,
    smtpUrl: mail.url,
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    // The account-wide ceiling would ask new addresses for a proof of work: the cap must hold without it.
    loginThrottle: { accountMaxFailures: 10_000 },
  });
  const token = (await h.client.signUpAndIn(OWNER.email, OWNER.password)).accessToken;
  const enrolment = (await (await h.client.call('/api/account/totp', { method: 'POST', token })).json()) as { secret: string };
  secret = enrolment.secret;
  const confirmed = await h.client.call('/api/account/totp/confirm', { json: { code: codeAt(clock.now()) }, token });
  ({ recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] });
  key = softPasskey();
  const options = await (await h.client.call('/api/account/passkeys/options', { method: 'POST', token })).json();
  const added = await h.client.call('/api/account/passkeys', {
    json: { name: 'Key', credential: key.register(options as Parameters<SoftPasskey['register']>[0]) },
    token,
  });
  expect(added.status).toBe(201);
  const [row] = await h.server.db.select({ id: users.id }).from(users).where(eq(users.email, OWNER.email));
  userId = row?.id ?? '';
}, 120_000);
afterAll(async () => {
  await h?.cleanup();
  await mail?.close();
});

/** Sends wrong codes from a new address each until the cap is reached. */
async function reachTheCap() {
  for (let tried = 0; tried < MAX_WRONG_CODES; tried++) expect((await login(wrongCode())).status).toBe(401);
}

describe('wrong authenticator codes, from many addresses', () => {
  it(`refuses the app's codes after ${MAX_WRONG_CODES} wrong ones in a row, even 40 from 40 addresses, and tells the holder once`, async () => {
    await h.server.idle();
    const mailsBefore = mail.received.length;
    for (let tried = 0; tried < 40; tried++) {
      const res = await login(wrongCode());
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ secondFactor: 'totp' });
    }
    const refused = await login(rightCode());
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many wrong codes.*passkey or a recovery code/);
    await h.server.idle();
    const told = mail.received.slice(mailsBefore);
    expect(told).toHaveLength(1);
    expect(told[0]?.to).toEqual([OWNER.email]);
    expect(told[0]?.raw).toMatch(/Subject: Your sign-in codes are paused/);
  });

  it('still signs in with a passkey while codes are refused', async () => {
    const options = await (await h.client.call('/api/auth/passkey/options', { method: 'POST' })).json();
    const res = await h.client.call('/api/auth/passkey', {
      json: { credential: key.signIn(options as Parameters<SoftPasskey['signIn']>[0]) },
    });
    expect(res.status).toBe(200);
    expect((await login(rightCode())).status).toBe(401);
  });

  it("signs in with a recovery code, which lifts the refusal: the app's next code works again", async () => {
    const recovered = await login(recoveryCodes[0] ?? '');
    expect(recovered.status).toBe(200);
    expect((await login(rightCode())).status).toBe(200);
  });

  it(`lifts the refusal by itself after ${CODES_REFUSED_MS / 3_600_000} hours`, async () => {
    await reachTheCap();
    clock.advance(CODES_REFUSED_MS - 60_000);
    expect((await login(rightCode())).status).toBe(401);
    clock.advance(60_000);
    expect((await login(rightCode())).status).toBe(200);
  });

  it('lifts it at once when an administrator unlocks the account (npm run admin -- unlock)', async () => {
    await reachTheCap();
    expect((await login(rightCode())).status).toBe(401);
    expect(await liftCodeRefusal(h.server.db, userId)).toBe(true);
    expect((await login(rightCode())).status).toBe(200);
  });

  it('counts a right code as the end of a run: nine wrong, one right, nine wrong leave the codes accepted', async () => {
    for (let tried = 0; tried < MAX_WRONG_CODES - 1; tried++) expect((await login(wrongCode())).status).toBe(401);
    expect((await login(rightCode())).status).toBe(200);
    for (let tried = 0; tried < MAX_WRONG_CODES - 1; tried++) expect((await login(wrongCode())).status).toBe(401);
    expect((await login(rightCode())).status).toBe(200);
  });

  it('reaches the cap once when wrong codes race: one mail, whatever the timing', async () => {
    await h.server.idle();
    const mailsBefore = mail.received.length;
    await Promise.all(Array.from({ length: MAX_WRONG_CODES * 2 }, () => login(wrongCode())));
    expect((await login(rightCode())).status).toBe(401);
    await h.server.idle();
    expect(mail.received.slice(mailsBefore)).toHaveLength(1);
  });
});
