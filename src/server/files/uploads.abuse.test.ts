import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from '../test/fixtures';
import { validApplication, validQuote } from '../test/harness';
import { startServerProcess, serverData, type ServerProcess } from '../test/process';
import { fieldsOf, multipart } from '../test/multipart';
import { head, rawRequest, write } from '../test/raw-http';

/*
 * Uploads as an attacker or a bad connection sends them, through the real HTTP server in its own
 * process: every malformed, cut-off, oversized or stalled body is answered for that request alone,
 * the server stays up, and no temporary file is left behind.
 */

let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;
let auth: Record<string, string>;
const IDLE_MS = 2000;

beforeAll(async () => {
  data = await serverData('uploads-abuse');
  server = await startServerProcess({ ...data.env, BODY_IDLE_TIMEOUT_MS: String(IDLE_MS) });
  const account = { name: 'Upload Admin', email: 'uploads@example.com', password: 'an upload admin passphrase' };
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

const ENDPOINTS = [
  ['/api/request-quote', 'file', validQuote],
  ['/api/jobs/apply', 'resume', validApplication],
  ['/api/uploads/images', 'file', {}],
] as const;

async function post(urlPath: string, body: Buffer, boundary = 'XX') {
  const res = await fetch(`${server.base}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...auth },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as { error: string; fields?: Record<string, string> } };
}

async function expectHealthyAndClean() {
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  // Temporary files go when their request ends, however it ends (a little later for a connection
  // the client cut, which the server notices when the socket closes).
  await expect.poll(() => readdir(path.join(server.dataDir, 'tmp')), { timeout: 5000 }).toEqual([]);
}

describe('a malformed upload is answered for that request alone', () => {
  it.each(ENDPOINTS)(
    '%s: the 300-byte body that used to stop the server (an unexpected file field, cut off mid-part) gets 400 naming the field',
    async (urlPath) => {
      const body = Buffer.from(
        '--XX\r\nContent-Disposition: form-data; name="other"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello',
      );
      const res = await post(urlPath, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/file field "other"/);
      await expectHealthyAndClean();
    },
  );

  it.each(ENDPOINTS)('%s: a body cut off inside the file part gets 400 and leaves no file', async (urlPath, field, fields) => {
    const whole = multipart('XX', [
      ...fieldsOf(fields),
      { name: field, filename: 'cv.pdf', content: Buffer.concat([PDF, randomBytes(64 * 1024)]) },
    ]);
    const res = await post(urlPath, whole.subarray(0, whole.length - 20_000));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/could not be read/);
    await expectHealthyAndClean();
  });

  it.each(ENDPOINTS)('%s: a second file gets 400', async (urlPath, field, fields) => {
    const res = await post(
      urlPath,
      multipart('XX', [
        ...fieldsOf(fields),
        { name: field, filename: 'a.png', content: PNG },
        { name: field, filename: 'b.png', content: PNG },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/one file only/);
    await expectHealthyAndClean();
  });

  it('a wrong boundary or none at all gets 400', async () => {
    const body = multipart('XX', [...fieldsOf(validQuote)]);
    expect((await post('/api/request-quote', body, 'YY')).status).toBe(400);
    const res = await fetch(`${server.base}/api/request-quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data' },
      body: new Uint8Array(body),
    });
    expect(res.status).toBe(400);
    await expectHealthyAndClean();
  });

  it('names an unexpected file field at once, without waiting for the rest of the body', async () => {
    const started = Date.now();
    const res = await rawRequest(server.base, async (socket) => {
      const first = multipart(
        'XX',
        [
          { name: 'fullName', content: 'Jane' },
          { name: 'attachment', filename: 'x.bin', content: randomBytes(1024) },
        ],
        false,
      );
      await write(
        socket,
        head('POST', '/api/request-quote', {
          'Content-Type': 'multipart/form-data; boundary=XX',
          'Content-Length': 5 * 1024 * 1024,
        }),
      );
      await write(socket, first);
      // ...and the other 5 MB never come.
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: expect.stringMatching(/file field "attachment"/) });
    expect(Date.now() - started).toBeLessThan(IDLE_MS);
    await expectHealthyAndClean();
  });
});

describe('a client that goes away or stalls', () => {
  it.each(ENDPOINTS)('%s: a connection cut mid-upload leaves no file and the server serving', async (urlPath, field, fields) => {
    const whole = multipart('XX', [
      ...fieldsOf(fields),
      { name: field, filename: 'big.pdf', content: Buffer.concat([PDF, randomBytes(2 * 1024 * 1024)]) },
    ]);
    await rawRequest(server.base, async (socket) => {
      await write(
        socket,
        head('POST', urlPath, { 'Content-Type': 'multipart/form-data; boundary=XX', 'Content-Length': whole.length, ...auth }),
      );
      await write(socket, whole.subarray(0, 512 * 1024));
      socket.destroy();
    });
    await expectHealthyAndClean();
  });

  it(`answers 408 to an upload that sends nothing for ${IDLE_MS / 1000} s, and removes its file`, async () => {
    const whole = multipart('XX', [
      ...fieldsOf(validQuote),
      { name: 'file', filename: 'slow.bin', content: randomBytes(256 * 1024) },
    ]);
    const started = Date.now();
    const res = await rawRequest(server.base, async (socket) => {
      await write(
        socket,
        head('POST', '/api/request-quote', {
          'Content-Type': 'multipart/form-data; boundary=XX',
          'Content-Length': whole.length,
        }),
      );
      await write(socket, whole.subarray(0, 128 * 1024));
    });
    expect(res.status).toBe(408);
    expect((JSON.parse(res.body) as { error: string }).error).toMatch(/stopped arriving/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS - 100);
    await expectHealthyAndClean();
  });

  it('answers 408 to a JSON body that stalls', async () => {
    const res = await rawRequest(server.base, async (socket) => {
      await write(socket, head('POST', '/api/contact', { 'Content-Type': 'application/json', 'Content-Length': 100 }));
      await write(socket, '{"name":"Sam",');
    });
    expect(res.status).toBe(408);
  });
});

describe('oversized uploads', () => {
  it('answer 413 that 20 clients sending 12 MB at once all receive, even those that read it only after sending everything', async () => {
    const body = multipart('XX', [
      ...fieldsOf(validQuote),
      { name: 'file', filename: 'huge.bin', content: randomBytes(12 * 1024 * 1024) },
    ]);
    // A client on a real connection: the body takes over a second to send, and the answer is read
    // only once all of it is written (as simple clients do). Closing the socket under such a client
    // makes its writes fail and its kernel drop the answer.
    const upload = () =>
      rawRequest(
        server.base,
        async (socket) => {
          socket.pause();
          await write(
            socket,
            head('POST', '/api/request-quote', {
              'Content-Type': 'multipart/form-data; boundary=XX',
              'Content-Length': body.length,
            }),
          );
          for (let at = 0; at < body.length; at += 256 * 1024) {
            await write(socket, body.subarray(at, at + 256 * 1024));
            // The slow sender itself, part of the scenario, not a wait for an outcome.
            await new Promise((resolve) => setTimeout(resolve, 30));
          }
          socket.resume();
        },
        { timeoutMs: 60_000 },
      );
    const outcomes = await Promise.all(Array.from({ length: 20 }, upload));
    expect(outcomes.map((outcome) => outcome.status ?? outcome.error)).toEqual(Array(20).fill(413));
    await expectHealthyAndClean();
  });

  it('answer a chunked body as soon as it passes the limit, without waiting for its end', async () => {
    const res = await rawRequest(server.base, async (socket) => {
      await write(
        socket,
        head('POST', '/api/request-quote', {
          'Content-Type': 'multipart/form-data; boundary=XX',
          'Transfer-Encoding': 'chunked',
        }),
      );
      const start = multipart('XX', [...fieldsOf(validQuote)], false);
      await write(socket, `${start.length.toString(16)}\r\n`);
      await write(socket, Buffer.concat([start, Buffer.from('\r\n')]));
      const chunk = randomBytes(64 * 1024);
      // 16 MB of a body that would go on for 50 MB; the client then waits, still owing the rest.
      for (let sent = 0; sent < 16 * 1024 * 1024 && !socket.destroyed; sent += chunk.length) {
        await write(socket, `${chunk.length.toString(16)}\r\n`);
        await write(socket, Buffer.concat([chunk, Buffer.from('\r\n')]));
      }
    });
    expect(res.status).toBe(413);
    expect((JSON.parse(res.body) as { error: string }).error).toBe('The file is larger than 10 MB');
    await expectHealthyAndClean();
  });

  it('keep accepting uploads within the limits, many at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          '/api/jobs/apply',
          multipart('XX', [...fieldsOf(validApplication), { name: 'resume', filename: `cv-${i}.pdf`, content: PDF }]),
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(10).fill(201));
    await expectHealthyAndClean();
  });
});
