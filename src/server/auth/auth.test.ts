import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveJwtKey } from '../security/secrets';
import { forgeAccessToken, type Forgery } from '../test/forged-token';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
let open: Harness;
/** A known secret, so the access-token tests can sign tokens with the server's real key. */
const JWT_SECRET = 'a test secret that is long enough to sign with';
const ADMIN = { name: 'Asha Admin', email: 'asha@example.com', password: 'a long enough password' };

beforeAll(async () => {
  [h, open] = await Promise.all([startHarness({ jwtSecret: JWT_SECRET }), startHarness({ registration: 'open' })]);
});
afterAll(() => Promise.all([h.cleanup(), open.cleanup()]));

describe('registration', () => {
  it('makes the first account the administrator, then closes', async () => {
    const first = await h.client.call('/api/auth/register', { json: { ...ADMIN, email: ' Asha@Example.com ' } });
    expect(first.status).toBe(201);
    const { user } = (await first.json()) as { user: Record<string, unknown> };
    expect(user).toEqual({
      id: expect.any(String),
      name: 'Asha Admin',
      email: 'asha@example.com',
      username: 'Asha Admin',
      role: 'owner',
    });
    expect(user).not.toHaveProperty('passwordHash');

    const second = await h.client.call('/api/auth/register', {
      json: { name: 'B', email: 'b@example.com', password: 'plenty of entropy here' },
    });
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual({ error: 'Registration is closed. Ask the administrator for an account.' });
  });

  it('refuses a password shorter than 8 characters with 400', async () => {
    const res = await open.client.call('/api/auth/register', {
      json: { name: 'C', email: 'c@example.com', password: '1234567' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({ password: 'Password must be at least 8 characters' });
  });

  it('when open, makes later accounts contributors: drafts of their own, never the inbox, never published', async () => {
    const owner = await open.client.signUpAndIn('owner@example.com');
    expect(owner.user.role).toBe('owner');
    const user = await open.client.signUpAndIn('writer@example.com', 'another password', 'Writer');
    expect(user.user.role).toBe('contributor');
    for (const path of ['/api/admin/quotes', '/api/admin/contacts', '/api/admin/applications', '/api/admin/files/x']) {
      const res = await open.client.call(path, { token: user.accessToken });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: 'Your account is a contributor, who cannot do this.', code: 'NOT_PERMITTED' });
    }
    // Without a status a post is published at once, which is an editor's to do.
    const published = await open.client.call('/api/blogs', {
      method: 'POST',
      token: user.accessToken,
      json: { title: 't', content: 'c' },
    });
    expect(published.status).toBe(403);
    expect(await published.json()).toEqual({
      error: 'Your account is a contributor, who cannot publish or schedule a post; an editor publishes it.',
      code: 'NOT_PERMITTED',
    });
    const draft = await open.client.call('/api/blogs', {
      method: 'POST',
      token: user.accessToken,
      json: { title: 't', content: 'c', status: 'draft' },
    });
    expect(draft.status).toBe(201);
  });

  it('answers 409 to an email that is taken, in any letter case', async () => {
    const res = await open.client.call('/api/auth/register', {
      json: { name: 'Again', email: 'WRITER@example.com', password: 'whatever it takes 123' },
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe('An account with this email already exists');
  });
});

describe('passwords (NIST SP 800-63B)', () => {
  const register = (password: string, email = 'new@example.com') =>
    open.client.call('/api/auth/register', { json: { name: 'Priya Sharma', email, password } });

  it('refuses common passwords, simple patterns, control characters and the account name, naming the rule', async () => {
    for (const password of ['password', '12345678', '        ', 'qwertyuiop', 'password1', 'priyasharma', 'new@example.com']) {
      const res = await register(password);
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.password).toMatch(/too easy to guess/);
    }
    for (const password of ['\u0000'.repeat(8), 'abc\ndef ghi jkl', 'tab\there and more']) {
      const res = await register(password);
      expect(res.status, JSON.stringify(password)).toBe(400);
      expect(((await res.json()) as { fields: Record<string, string> }).fields.password).toBe(
        'Password must not contain control characters',
      );
    }
    const long = await register('x'.repeat(257));
    expect(((await long.json()) as { fields: Record<string, string> }).fields.password).toBe(
      'Password must be at most 256 characters',
    );
  });

  it('accepts long passphrases, spaces and any script, without composition rules', async () => {
    for (const [i, password] of ['purple elephant dances quietly', 'नमस्ते काठमाडौं साथी', 'Ünïcödé ist erlaubt 7'].entries()) {
      expect((await register(password, `ok${i}@example.com`)).status, password).toBe(201);
    }
  });
});

describe('login', () => {
  it('returns tokens and the user', async () => {
    const res = await h.client.call('/api/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refreshToken: expect.any(String),
      user: { id: expect.any(String), name: ADMIN.name, email: ADMIN.email, username: ADMIN.name, role: 'owner' },
    });
  });

  it('gives the same 401 for an unknown email and a wrong password', async () => {
    const unknown = await h.client.call('/api/auth/login', { json: { email: 'nobody@example.com', password: 'x' } });
    const wrong = await h.client.call('/api/auth/login', { json: { email: ADMIN.email, password: 'not the password' } });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.text()).toBe(await wrong.text());
  });

  it('after 5 failures from one address answers that address 429 with Retry-After, even to the right password', async () => {
    const email = 'throttled@example.com';
    await open.client.call('/api/auth/register', { json: { name: 'T', email, password: 'right password' } });
    const login = (password: string, address: string) =>
      open.client.call('/api/auth/login', { json: { email, password }, address });
    for (let i = 0; i < 5; i++) expect((await login(`wrong ${i}`, '203.0.113.66')).status).toBe(401);
    const blocked = await login('right password', '203.0.113.66');
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many failed sign-in attempts/);
    // The attacker's address is stopped, the account's owner is not: the right password from
    // another address signs in. Other accounts are unaffected.
    expect((await login('right password', '198.51.100.10')).status).toBe(200);
    expect(
      (
        await open.client.call('/api/auth/login', {
          json: { email: 'owner@example.com', password: 'correct horse battery' },
          address: '203.0.113.66',
        })
      ).status,
    ).toBe(200);
  });

  it('stops guessing spread over many addresses at the per-account ceiling, except from addresses that signed in before', async () => {
    const ceiling = await startHarness({ loginThrottle: { accountMaxFailures: 12 } });
    try {
      const email = 'target@example.com';
      const owners = 'the owner knows this one';
      const login = (password: string, address: string) =>
        ceiling.client.call('/api/auth/login', { json: { email, password }, address });
      await ceiling.client.signUpAndIn(email, owners);
      // The owner signs in once from home: that address becomes a known one.
      expect((await login(owners, '192.0.2.1')).status).toBe(200);
      for (let i = 0; i < 12; i++) expect((await login(`guess ${i}`, `203.0.113.${i}`)).status).toBe(401);
      const fresh = await login(owners, '203.0.113.200');
      expect(fresh.status).toBe(429);
      expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
      expect((await login(owners, '192.0.2.1')).status).toBe(200);
    } finally {
      await ceiling.cleanup();
    }
  });

  it('throttles unknown addresses the same way, so 429 reveals nothing', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await h.client.call('/api/auth/login', { json: { email: 'ghost@example.com', password: 'x' } })).status).toBe(401);
    }
    expect((await h.client.call('/api/auth/login', { json: { email: 'ghost@example.com', password: 'x' } })).status).toBe(429);
  });
});

describe('refresh tokens', () => {
  const signIn = () => h.client.signIn(ADMIN.email, ADMIN.password);
  const refresh = (refreshToken: string) => h.client.call('/api/auth/refresh-token', { json: { refreshToken } });

  it('rotate: the new pair works and the old refresh token does not', async () => {
    const first = await signIn();
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const next = (await res.json()) as { accessToken: string; refreshToken: string };
    expect(Object.keys(next).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await h.client.call('/api/admin/contacts', { token: next.accessToken })).status).toBe(200);
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('a reused token revokes its whole family, including the newest token', async () => {
    const first = await signIn();
    const rotated = (await (await refresh(first.refreshToken)).json()) as { refreshToken: string };
    const reuse = await refresh(first.refreshToken);
    expect(reuse.status).toBe(401);
    expect(await reuse.json()).toEqual({ error: 'Your session has ended. Please sign in again.' });
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    // Another login's family is untouched.
    const other = await signIn();
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it('only one of two simultaneous refreshes with the same token wins, and the reuse revokes what the winner got', async () => {
    const { refreshToken } = await signIn();
    const answers = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = (await answers.find((r) => r.status === 200)?.json()) as { refreshToken: string };
    expect((await refresh(winner.refreshToken)).status).toBe(401);
  });

  it('rotates after a quiet spell, when the signing key must be read again from the database', async () => {
    const { refreshToken } = await signIn();
    // Two minutes on: the signing key's kept copy (a minute at most, should a change be missed) is
    // gone, so the refresh reads it again. Inside the refresh's transaction that read waited for
    // ever on PGlite's one connection.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2 * 60_000 });
    try {
      const res = await refresh(refreshToken);
      expect(res.status).toBe(200);
      const next = (await res.json()) as { accessToken: string };
      expect((await h.client.call('/api/admin/contacts', { token: next.accessToken })).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 15_000);

  it('logout answers 204 and the token stops working', async () => {
    const { refreshToken } = await signIn();
    const res = await h.client.call('/api/auth/logout', { json: { refreshToken } });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await refresh(refreshToken)).status).toBe(401);
  });

  it('an unknown or missing refresh token gets 401 or 400', async () => {
    expect((await refresh('made-up')).status).toBe(401);
    expect((await h.client.call('/api/auth/refresh-token', { json: {} })).status).toBe(400);
  });
});

describe('access tokens', () => {
  /** How a forged token departs from a good one, the key it is signed with and its subject included. */
  type Variant = Forgery & { key?: Uint8Array; subject?: string | null };
  const attempt = (token: string) => h.client.call('/api/admin/contacts', { token });

  it('refuses tokens that are unsigned, signed with another key, for another audience or issuer, expired, without exp, iat or sub, or older than any issued', async () => {
    const { user, accessToken } = await h.client.signIn(ADMIN.email, ADMIN.password);
    // The account's session version as it is now (earlier tests logged out), so only what each token breaks counts.
    const { ver } = decodeJwt(accessToken);
    const jwtKey = deriveJwtKey(JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const forge = ({ key = jwtKey, subject = user.id, ...forgery }: Variant = {}) =>
      forgeAccessToken(key, subject, { role: 'admin', ver }, forgery);
    expect((await attempt(await forge())).status).toBe(200);

    // Each differs from the good token above in what its name says, and only in that.
    const forgeries: Record<string, Variant> = {
      unsigned: { alg: 'none' },
      'signed with another key': { key: new Uint8Array(32).fill(7) },
      'for another audience': { audience: 'elsewhere' },
      'from another issuer': { issuer: 'someone-else' },
      expired: { expires: now - 60 },
      'signed with another algorithm and key': { alg: 'HS512', key: new Uint8Array(64).fill(1) },
      // Signed with the real key, but missing what every token we issue carries, or older than any we issue.
      'without exp': { expires: null },
      'without iat': { issuedAt: null },
      'without sub': { subject: null },
      'issued an hour ago for a year': { issuedAt: now - 3600, expires: '1y' },
    };
    for (const [what, forgery] of Object.entries(forgeries)) {
      const res = await attempt(await forge(forgery));
      expect(res.status, what).toBe(401);
      expect(((await res.json()) as { error: string }).error, what).toMatch(
        /session has expired or the access token is not valid/,
      );
    }
  });

  it('answers 401 to a malformed Authorization header', async () => {
    for (const value of ['Bearer', 'Basic abc', 'Bearer a b c', 'Bearer ä'.normalize()]) {
      const res = await h.client.call('/api/admin/contacts', { headers: { Authorization: value } });
      expect(res.status).toBe(401);
    }
  });
});
