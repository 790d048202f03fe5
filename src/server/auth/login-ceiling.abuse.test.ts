import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provesWork, solveChallenge, type ProofChallenge } from '../../lib/proof-of-work';
import { startMailCatcher } from '../test/smtp';
import { startHarness, type Harness } from '../test/harness';

/*
 * Guessing one account's password from many addresses: past the account's ceiling, an address
 * the owner has not used must prove work per attempt instead of being refused outright, so the
 * owner still signs in from a new network; IPv6 addresses count per /64; the administrator is
 * told once when the ceiling trips.
 */

const CEILING = 12;
const BITS = 8;
const OWNER = { email: 'target@example.com', password: 'the owner knows this one' };
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
const mails = () => catcher.received.map((mail) => mail.raw);
let h: Harness;

beforeAll(async () => {
  catcher = await startMailCatcher();
  h = await startHarness({
    smtpUrl: catcher.url,
    loginThrottle: { accountMaxFailures: CEILING, proofBits: BITS },
    authRateLimit: { max: 10_000, windowMs: 60_000 },
  });
  await h.client.signUpAndIn(OWNER.email, OWNER.password);
  // The owner's home connection: a known address from now on.
  expect((await login(OWNER.password, '192.0.2.1')).status).toBe(200);
}, 180_000);
afterAll(async () => {
  await h.cleanup();
  await catcher.close();
});

function login(password: string, address: string, extra: Record<string, unknown> = {}, email = OWNER.email) {
  return h.client.call('/api/auth/login', { json: { email, password, ...extra }, address });
}

async function challengeOf(res: Response): Promise<ProofChallenge> {
  expect(res.status).toBe(429);
  const body = (await res.json()) as { error: string; challenge: ProofChallenge };
  expect(body.error).toBe('Too many failed sign-in attempts. Please wait and try again.');
  expect(body.challenge).toEqual({ id: expect.stringMatching(/^[\w-]{20,64}$/), bits: expect.any(Number), algorithm: 'SHA-256' });
  return body.challenge;
}

const proven = async (res: Response) => ({ proof: await solveChallenge(await challengeOf(res)) });

describe('past the per-account ceiling', () => {
  it('lets the owner in from a new network after a proof of work, where it used to refuse for an hour', async () => {
    for (let i = 0; i < CEILING; i++) expect((await login(`guess ${i}`, `203.0.113.${i}`)).status).toBe(401);
    const first = await login(OWNER.password, '198.51.100.7');
    // A client that does not know proofs sees what it always saw: 429 with Retry-After.
    expect(Number(first.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    const challenge = await challengeOf(first);
    expect(challenge.bits).toBe(BITS);
    const proof = await solveChallenge(challenge);
    expect((await login(OWNER.password, '198.51.100.7', { proof })).status).toBe(200);
    // Known addresses never needed one.
    expect((await login(OWNER.password, '192.0.2.1')).status).toBe(200);
  });

  it('e-mails the administrator once when the ceiling trips, not on every failure after it', async () => {
    await h.server.idle();
    const alerts = mails().filter((mail) => /^Subject: Sign-in attempts: target@example\.com reached its limit/m.test(mail));
    expect(alerts, mails().join('\n----\n')).toHaveLength(1);
    expect(alerts[0]).toContain('target@example.com');
    expect(alerts[0]).toMatch(/From different addresses: 12/);
  });

  it('makes the guesser pay a proof per guess: a wrong password with a proof is still 401 and counts', async () => {
    const res = await login('another guess', '203.0.113.50', await proven(await login('another guess', '203.0.113.50')));
    expect(res.status).toBe(401);
    await h.server.idle();
    expect(mails().filter((mail) => mail.includes('reached its limit'))).toHaveLength(1);
  });

  it('refuses a proof twice, for another account, with a wrong nonce or without work, each time with a new challenge', async () => {
    const proof = await solveChallenge(await challengeOf(await login(OWNER.password, '198.51.100.8')));
    // Made for the owner's e-mail: useless for another account past its ceiling (one nobody has, here).
    for (let i = 0; i < CEILING; i++) await login('x', `203.0.113.${200 + i}`, {}, 'ghost@example.com');
    await challengeOf(await login('x', '198.51.100.8', { proof }, 'ghost@example.com'));
    // A sign-in uses it up (and makes its address a known one, so the next tries come from another).
    expect((await login(OWNER.password, '198.51.100.8', { proof })).status).toBe(200);
    await challengeOf(await login(OWNER.password, '198.51.100.11', { proof }));
    const fresh = await challengeOf(await login(OWNER.password, '198.51.100.11'));
    let wrong = 0;
    while (provesWork(fresh.id, String(wrong), fresh.bits)) wrong += 1;
    await challengeOf(await login(OWNER.password, '198.51.100.11', { proof: { challenge: fresh.id, nonce: String(wrong) } }));
    await challengeOf(await login(OWNER.password, '198.51.100.11', { proof: { challenge: 'made-up', nonce: '1' } }));
    const again = await solveChallenge(await challengeOf(await login(OWNER.password, '198.51.100.11')));
    expect((await login(OWNER.password, '198.51.100.11', { proof: again })).status).toBe(200);
  });

  it('of two attempts with one proof at once, only one reaches the password check', async () => {
    const { proof } = await proven(await login(OWNER.password, '198.51.100.9'));
    const answers = await Promise.all([
      login(OWNER.password, '198.51.100.9', { proof }),
      login(OWNER.password, '198.51.100.10', { proof }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 429]);
  });

  it('asks for more work as the failures keep doubling, up to 16 times the first', async () => {
    const bits = async () => (await challengeOf(await login(OWNER.password, '198.51.100.20'))).bits;
    // 13 failures so far; at 24 the work doubles.
    for (let i = 0; i < 11; i++) await login('x', `203.0.113.${100 + i}`, await proven(await login('x', `203.0.113.${100 + i}`)));
    expect(await bits()).toBe(BITS + 1);
    // A challenge issued at the lower difficulty no longer buys an attempt.
    const stale = await solveChallenge({ id: 'not-issued', bits: BITS });
    await challengeOf(await login(OWNER.password, '198.51.100.20', { proof: stale }));
  });

  it('refuses malformed proofs with 400', async () => {
    for (const proof of [
      'x',
      42,
      { challenge: 'a'.repeat(65), nonce: '1' },
      { challenge: 'ok', nonce: '1e5' },
      { challenge: 'ok' },
    ]) {
      const res = await login(OWNER.password, '198.51.100.30', { proof });
      expect(res.status, JSON.stringify(proof)).toBe(400);
    }
  });
});

describe('IPv6', () => {
  it('counts an IPv6 client per /64, so new addresses in its network do not buy new tries', async () => {
    const email = 'v6@example.com';
    for (let i = 1; i <= 5; i++)
      expect((await login('wrong', `2001:db8:abcd:12::${i.toString(16)}`, {}, email)).status).toBe(401);
    const sixth = await login('wrong', '2001:db8:abcd:12:ffff:1:2:3', {}, email);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The neighbouring /64 is another client.
    expect((await login('wrong', '2001:db8:abcd:13::1', {}, email)).status).toBe(401);
  });

  it('counts an IPv4-mapped address as the IPv4 address it is', async () => {
    const email = 'mapped@example.com';
    for (let i = 0; i < 5; i++) expect((await login('wrong', '192.0.2.77', {}, email)).status).toBe(401);
    expect((await login('wrong', '::ffff:192.0.2.77', {}, email)).status).toBe(429);
  });
});
