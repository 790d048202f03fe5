import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { head, rawRequest, write } from '../test/raw-http';
import { startHarness, type Harness } from '../test/harness';
import { serverData, startServerProcess, type ServerProcess } from '../test/process';

/*
 * Password guesses sent at once. The throttle used to check the recent failures, spend tens of
 * milliseconds on Argon2, and only then record the failure, so a burst from one address all got a
 * password check (8 of 30 reached Argon2 in the review, 28 of 30 with the connections opened first).
 * An attempt is now reserved before its check: a 401 is a password check, a 429 is not, and 5
 * means 5 however the guesses arrive. Runs on PGlite, and on PostgreSQL in the PG suite.
 */

const EMAIL = 'burst@example.com';
const PASSWORD = 'the owner knows this one';
let h: Harness;

const login = (password: string, address: string, email = EMAIL) =>
  h.client.call('/api/auth/login', { json: { email, password }, address });
const statuses = async (answers: Promise<Response>[]) => (await Promise.all(answers)).map((res) => res.status);
const count = (list: (number | null)[], status: number) => list.filter((s) => s === status).length;

beforeAll(async () => {
  h = await startHarness({ authRateLimit: { max: 100_000, windowMs: 60_000 } });
  await h.client.signUpAndIn(EMAIL, PASSWORD);
}, 60_000);
afterAll(() => h.cleanup());

describe('a burst of parallel wrong passwords', () => {
  it('from one address gets exactly 5 password checks of 30, the rest 429', async () => {
    const burst = await statuses(Array.from({ length: 30 }, (_, i) => login(`guess ${i}`, '203.0.113.1')));
    expect(count(burst, 401)).toBe(5);
    expect(count(burst, 429)).toBe(25);
  });

  it('of 60, from one address, still 5', async () => {
    const burst = await statuses(Array.from({ length: 60 }, (_, i) => login(`guess ${i}`, '203.0.113.2', 'ghost@example.com')));
    expect(count(burst, 401)).toBe(5);
    expect(count(burst, 429)).toBe(55);
  });

  it('spread over 30 addresses stops at the account ceiling (12), the rest asked for work', async () => {
    const ceiling = await startHarness({
      authRateLimit: { max: 100_000, windowMs: 60_000 },
      loginThrottle: { accountMaxFailures: 12 },
    });
    try {
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          ceiling.client.call('/api/auth/login', {
            json: { email: 'spread@example.com', password: `spread ${i}` },
            address: `198.51.100.${i + 1}`,
          }),
        ),
      );
      const list = burst.map((res) => res.status);
      expect(count(list, 401)).toBe(12);
      expect(count(list, 429)).toBe(18);
      for (const res of burst.filter((r) => r.status === 429))
        expect(((await res.json()) as { challenge?: unknown }).challenge).toMatchObject({
          parameters: { algorithm: 'SHA-256', data: { use: 'sign-in' } },
        });
    } finally {
      await ceiling.cleanup();
    }
  });

  it('forgets a reserved attempt that signs in: the right password among wrong ones clears the address', async () => {
    const address = '203.0.113.3';
    const mixed = await statuses([login('wrong 1', address), login(PASSWORD, address), login('wrong 2', address)]);
    expect(mixed.sort()).toEqual([200, 401, 401].sort());
    // Whatever order they ran in, the sign-in cleared this address's failures: five checks again.
    const after = await statuses(Array.from({ length: 8 }, (_, i) => login(`again ${i}`, address)));
    expect(count(after, 401)).toBeGreaterThanOrEqual(3);
    expect(count(after, 401)).toBeLessThanOrEqual(5);
    expect(count(after, 429)).toBe(8 - count(after, 401));
  });
});

describe('through the real HTTP server, connections opened first', () => {
  let server: ServerProcess;
  let data: Awaited<ReturnType<typeof serverData>>;

  beforeAll(async () => {
    data = await serverData('throttle-burst');
    server = await startServerProcess(data.env);
    const register = await fetch(`${server.base}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Burst Owner', email: EMAIL, password: PASSWORD }),
    });
    expect(register.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await data?.remove();
  });

  /** 30 connections opened, then every request written at once; `leave` clients hang up right after writing. */
  async function burst(email: string, leave: number) {
    let connected = 0;
    let go!: () => void;
    const start = new Promise<void>((resolve) => (go = resolve));
    const answers = Array.from({ length: 30 }, (_, i) =>
      rawRequest(server.base, async (socket) => {
        connected += 1;
        if (connected === 30) go();
        await start;
        const body = JSON.stringify({ email, password: `raw guess ${i}` });
        await write(
          socket,
          head('POST', '/api/auth/login', { 'Content-Type': 'application/json', 'Content-Length': body.length }) + body,
        );
        if (i < leave) socket.destroy();
      }),
    );
    return Promise.all(answers);
  }

  it('gives 5 password checks of 30', async () => {
    const answers = (await burst('raw@example.com', 0)).map((a) => a.status);
    expect(count(answers, 401)).toBe(5);
    expect(count(answers, 429)).toBe(25);
  });

  it('gives 5 password checks of 30 even to clients that hang up after sending', async () => {
    const answers = await burst(EMAIL, 10);
    const stayed = answers.slice(10).map((a) => a.status);
    expect(count(stayed, 401)).toBeLessThanOrEqual(5);
    expect(stayed.every((status) => status === 401 || status === 429)).toBe(true);
    // The clients that left were counted all the same: the address is stopped, the right password too.
    const right = await fetch(`${server.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(right.status).toBe(429);
    // The server is none the worse: health answers, and the log shows no error.
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect(server.logs.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([]);
  });
});
