import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { softPasskey, type SoftPasskey } from '../test/authenticator';
import { startHarness, type Harness } from '../test/harness';
import { manualClock } from '../test/manual-clock';
import { serverBehindPgProxy } from '../test/pg-proxy';
import { halfThenClosed, head, rawRequest, write } from '../test/raw-http';

/*
 * The passkey and second-factor endpoints as a broken client, an attacker or a bad connection
 * uses them: malformed, cut-off and oversized bodies get a 4xx naming the problem; two requests
 * racing one challenge, one code or one recovery code are answered with exactly one success; a
 * client gone mid-body uses nothing up; a database lost mid-sign-in answers 500 and uses nothing up.
 */

const clock = manualClock(Date.UTC(2026, 10, 26, 4, 0, 0));
const OWNER = { email: 'owner@example.com', password: 'correct horse battery' };
let h: Harness;
let http: RunningServer;
let token = '';
let secret = '';
let recoveryCodes: string[] = [];
let key: SoftPasskey;
const logged: Array<Record<string, unknown>> = [];

const totpCode = (at = clock.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function setUp(harness: Harness): Promise<{ token: string; secret: string; recoveryCodes: string[]; key: SoftPasskey }> {
  const signedIn = (await harness.client.signUpAndIn(OWNER.email, OWNER.password)).accessToken;
  const enrolment = (await (await harness.client.call('/api/account/totp', { method: 'POST', token: signedIn })).json()) as {
    secret: string;
  };
  const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret) }).generate({ timestamp: clock.now() });
  const confirmed = await harness.client.call('/api/account/totp/confirm', { json: { code }, token: signedIn });
  const { recoveryCodes: codes } = (await confirmed.json()) as { recoveryCodes: string[] };
  const passkey = softPasskey();
  const options = await (await harness.client.call('/api/account/passkeys/options', { method: 'POST', token: signedIn })).json();
  const added = await harness.client.call('/api/account/passkeys', {
    json: { name: 'Key', credential: passkey.register(options as Parameters<SoftPasskey['register']>[0]) },
    token: signedIn,
  });
  expect(added.status).toBe(201);
  clock.advance(30_000);
  return { token: signedIn, secret: enrolment.secret, recoveryCodes: codes, key: passkey };
}

beforeAll(async () => {
  h = await startHarness({
    clock,
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    loginThrottle: { maxFailures: 1000 },
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  ({ token, secret, recoveryCodes, key } = await setUp(h));
  http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
}, 120_000);
afterAll(async () => {
  await http?.shutdown('test over');
  await h?.cleanup();
});

const signInOptions = async (harness = h) =>
  (await (await harness.client.call('/api/auth/passkey/options', { method: 'POST' })).json()) as {
    challenge: string;
    rpId: string;
  };

/** Every new endpoint that reads a body, with a valid body built afresh. */
const BODIES: Array<[string, string, string, () => Promise<unknown>]> = [
  ['passkey sign-in', 'POST', '/api/auth/passkey', async () => ({ credential: key.signIn(await signInOptions()) })],
  [
    'add a passkey',
    'POST',
    '/api/account/passkeys',
    async () => ({ name: 'Another', credential: softPasskey().register((await registrationOptions()) as never) }),
  ],
  ['confirm the app', 'POST', '/api/account/totp/confirm', () => Promise.resolve({ code: '123456' })],
  ['sign-in policy', 'PUT', '/api/account/sign-in-policy', () => Promise.resolve({ requireSecondFactor: false })],
  ['login with a code', 'POST', '/api/auth/login', () => Promise.resolve({ ...OWNER, code: '123456' })],
];

async function registrationOptions(): Promise<unknown> {
  return (await h.client.call('/api/account/passkeys/options', { method: 'POST', token })).json();
}

const send = (method: string, path: string, body: string) =>
  h.client.call(path, { method, body, token, headers: { 'Content-Type': 'application/json' } });

describe('malformed, truncated and oversized bodies', () => {
  it.each(BODIES)('%s: a cut-off or malformed body is 400 saying it is not JSON', async (_, method, path, valid) => {
    const whole = JSON.stringify(await valid());
    for (const body of [whole.slice(0, whole.length - 7), '{credential: {}}', '{"code": "1",}', '\u0000']) {
      const res = await send(method, path, body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
    }
  });

  it.each(BODIES)('%s: a body over 64 KB is 413, a JSON array or string 400', async (_, method, path) => {
    const huge = await send(method, path, JSON.stringify({ credential: { id: 'a'.repeat(70_000) } }));
    expect(huge.status).toBe(413);
    for (const body of ['[]', '"text"', 'null']) expect((await send(method, path, body)).status).toBe(400);
  });

  it('a credential whose fields are not base64url, too long or of the wrong type is 400 naming each field', async () => {
    const good = key.signIn(await signInOptions()) as { response: Record<string, unknown> };
    const res = await send(
      'POST',
      '/api/auth/passkey',
      JSON.stringify({
        credential: {
          ...good,
          id: 'not base64url!',
          type: 'password',
          response: { ...good.response, signature: 'A'.repeat(9000) },
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: object }).fields).toEqual({
      'credential.id': 'Credential id must be base64url text',
      'credential.type': expect.any(String),
      'credential.response.signature': 'Signature is too long',
    });
  });

  it('client data that is base64url but not JSON, or names no challenge of ours, is 401 and uses nothing up', async () => {
    const options = await signInOptions();
    const answer = key.signIn(options) as { response: Record<string, unknown> };
    for (const clientDataJSON of ['bm90IGpzb24', Buffer.from('{"challenge":"x"}').toString('base64url')]) {
      const res = await send(
        'POST',
        '/api/auth/passkey',
        JSON.stringify({ credential: { ...answer, response: { ...answer.response, clientDataJSON } } }),
      );
      expect(res.status).toBe(401);
    }
    expect((await send('POST', '/api/auth/passkey', JSON.stringify({ credential: answer }))).status).toBe(200);
  });

  it('a passkey id in the path that cannot be one is 404 without a query; the account’s own passkeys are untouched', async () => {
    for (const id of ['x'.repeat(2000), 'a%00b', '..%2F..']) {
      const res = await h.client.call(`/api/account/passkeys/${id}`, { method: 'DELETE', token });
      expect(res.status, id).toBe(404);
    }
    expect(await (await h.client.call('/api/account/passkeys', { token })).json()).toHaveLength(1);
  });
});

describe('two requests racing', () => {
  it('two sign-ins with answers to one challenge: exactly one gets tokens', async () => {
    const options = await signInOptions();
    const answers = [key.signIn(options), key.signIn(options)];
    const results = await Promise.all(answers.map((credential) => h.client.call('/api/auth/passkey', { json: { credential } })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('two password sign-ins with one code: exactly one gets tokens', async () => {
    clock.advance(30_000);
    const code = totpCode();
    const results = await Promise.all([0, 1].map(() => h.client.call('/api/auth/login', { json: { ...OWNER, code } })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('four password sign-ins with one recovery code: exactly one gets tokens', async () => {
    const [code] = recoveryCodes;
    const results = await Promise.all([0, 1, 2, 3].map(() => h.client.call('/api/auth/login', { json: { ...OWNER, code } })));
    expect(results.map((res) => res.status).sort()).toEqual([200, 401, 401, 401]);
  });
});

describe('a client that goes away mid-request', () => {
  it('half a passkey sign-in then a closed socket uses up nothing: the whole answer then signs in', async () => {
    const credential = key.signIn(await signInOptions());
    const body = JSON.stringify({ credential });
    const status = await halfThenClosed(http.url, logged, { method: 'POST', path: '/api/auth/passkey', body });
    await expect.poll(status).toBe(400);
    const res = await fetch(new URL('/api/auth/passkey', http.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
  });

  it('half a login with a code then a closed socket leaves the code unused', async () => {
    clock.advance(30_000);
    const body = JSON.stringify({ ...OWNER, code: totpCode() });
    await rawRequest(http.url, async (socket) => {
      await write(socket, head('POST', '/api/auth/login', { 'Content-Type': 'application/json', 'Content-Length': body.length }));
      await write(socket, body.slice(0, 20));
      socket.destroy();
    });
    const res = await fetch(new URL('/api/auth/login', http.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
  });
});

describe.runIf(process.env.DATABASE_URL)('the database lost mid-sign-in (PostgreSQL behind a proxy that cuts it)', () => {
  const lost = serverBehindPgProxy('sign_in_faults', { clock, authRateLimit: { max: 10_000, windowMs: 60_000 } });
  let faulty: Harness;
  let faultyKey: SoftPasskey;
  let faultySecret = '';

  beforeAll(async () => {
    faulty = lost.harness;
    ({ key: faultyKey, secret: faultySecret } = await setUp(faulty));
  }, 120_000);

  it('a passkey sign-in cut as it redeems its challenge: 500 with a plain message, and a new challenge signs in', async () => {
    const credential = faultyKey.signIn(await signInOptions(faulty));
    lost.proxy.cutWhenSent('delete from "webauthn_challenges"');
    const failed = await faulty.client.call('/api/auth/passkey', { json: { credential } });
    expect(lost.proxy.databaseDown).toBe(true);
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { error: string }).error).toBe('Something went wrong on our side. Please try again later.');
    await lost.databaseBack();
    const again = await faulty.client.call('/api/auth/passkey', {
      json: { credential: faultyKey.signIn(await signInOptions(faulty)) },
    });
    expect(again.status).toBe(200);
  });

  it('a code whose use was never recorded (the database gone as it was written) still works once it is back', async () => {
    clock.advance(30_000);
    const code = new TOTP({ secret: Secret.fromBase32(faultySecret) }).generate({ timestamp: clock.now() });
    lost.proxy.cutWhenSent('update "totp_factors"');
    const failed = await faulty.client.call('/api/auth/login', { json: { ...OWNER, code } });
    expect(failed.status).toBe(500);
    await lost.databaseBack();
    expect((await faulty.client.call('/api/auth/login', { json: { ...OWNER, code } })).status).toBe(200);
    expect((await faulty.client.call('/api/auth/login', { json: { ...OWNER, code } })).status).toBe(401);
  });
});
