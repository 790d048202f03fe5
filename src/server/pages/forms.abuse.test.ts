import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveFormKey } from '../security/secrets';
import { createFormStamp } from '../submissions/guards';
import { builtDist, ensureBuilt } from '../test/built-site';
import { PDF } from '../test/fixtures';
import { validApplication, validContact, validQuote } from '../test/harness';
import { fieldsOf, multipart } from '../test/multipart';
import { startServerProcess, serverData, type ServerProcess } from '../test/process';
import { head, rawRequest, write } from '../test/raw-http';

/*
 * The pages' forms as an attacker or a bad connection posts them, through the real HTTP server in
 * its own process serving the real build: every cross-site, malformed, cut-off, oversized, stalled or
 * racing post is answered for that request alone, as a page (or the 403 every cross-site write
 * gets), nothing is stored that should not be, and no temporary file is left behind.
 */

const SECRET = 'a page-forms abuse test secret, 32 characters or more';
const stamp = () => createFormStamp(deriveFormKey(SECRET)).issue(Date.now() - 10_000);
const IDLE_MS = 2000;
let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;
let auth: Record<string, string>;
let origin: Record<string, string>;
/** What a browser sends with a post from the page raw-http's requests name as their host (`localhost`). */
const rawOrigin = { Origin: 'http://localhost' };

beforeAll(async () => {
  await ensureBuilt();
  data = await serverData('page-forms-abuse');
  server = await startServerProcess({
    ...data.env,
    DIST_DIR: builtDist,
    JWT_SECRET: SECRET,
    BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
    RATE_LIMIT_MAX: '1000',
  });
  origin = { Origin: server.base };
  const account = { name: 'Forms Admin', email: 'forms-abuse@example.com', password: 'a forms admin passphrase' };
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  auth = { Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}` };
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

const stored = async (kind: 'contacts' | 'quotes' | 'applications') => {
  const counts = await Promise.all(
    ['inbox', 'spam'].map(async (view) =>
      Number((await fetch(`${server.base}/api/admin/${kind}?view=${view}`, { headers: auth })).headers.get('x-total-count')),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
};

async function send(urlPath: string, body: Buffer | string, contentType: string, headers: Record<string, string> = origin) {
  const res = await fetch(`${server.base}${urlPath}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType, ...headers },
    body: typeof body === 'string' ? body : new Uint8Array(body),
    redirect: 'manual',
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text(), headers: res.headers };
}

const contactBody = (fields: Record<string, string> = validContact) =>
  new URLSearchParams({ stamp: stamp(), website: '', ...fields }).toString();

async function expectHealthyAndClean() {
  expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  await expect.poll(async () => readdir(path.join(server.dataDir, 'tmp')), { timeout: 5000 }).toEqual([]);
}

describe('a cross-site post of a page form', () => {
  const TYPES = [
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=XX',
    'text/plain',
    'TEXT/PLAIN',
    'text/plain;charset=UTF-8',
    'Text/Plain ; charset="utf-8"',
    'application/json',
  ];
  it.each(TYPES)(
    'is refused with 403 and stores nothing, as %s, from another origin, from null and marked cross-site',
    async (type) => {
      const before = await stored('contacts');
      const variants: Record<string, string>[] = [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { ...origin, 'Sec-Fetch-Site': 'cross-site' },
      ];
      for (const headers of variants) {
        const res = await send('/connect', contactBody(), type, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(JSON.parse(res.text)).toEqual({ error: 'Cross-site request refused' });
      }
      expect(await stored('contacts')).toBe(before);
    },
  );
});

describe('a malformed page form', () => {
  it('that is not a form (text/plain, JSON) is answered 415 as a page, storing nothing', async () => {
    const before = await stored('contacts');
    for (const type of ['text/plain', 'application/json']) {
      const res = await send('/connect', contactBody(), type);
      expect(res.status).toBe(415);
      expect(res.type).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('There is a problem');
    }
    expect(await stored('contacts')).toBe(before);
  });

  it('with a broken or missing boundary, or cut off, is answered 400 as a page with the fields that arrived', async () => {
    const before = await stored('quotes');
    const fields = fieldsOf({ stamp: stamp(), ...validQuote, fullName: 'Read before the cut' });
    let res = await send('/quote-uk', multipart('XX', fields), 'multipart/form-data');
    expect(res.status).toBe(400);
    res = await send(
      '/quote-uk',
      Buffer.from('--XX\r\nContent-Disposition: nonsense\r\n\r\nbits'),
      'multipart/form-data; boundary=XX',
    );
    expect(res.status).toBe(400);
    const cut = multipart('XX', [...fields, { name: 'file', filename: 'a.bin', content: randomBytes(4096) }], false);
    res = await send('/quote-uk', cut, 'multipart/form-data; boundary=XX');
    expect(res.status).toBe(400);
    expect(res.text).toContain('value="Read before the cut"');
    expect(await stored('quotes')).toBe(before);
    await expectHealthyAndClean();
  });
});

describe('an oversized page form', () => {
  it('is answered 413 as a page: a urlencoded body over 64 KB, more than 50 fields, a file over its limit (the fields before it kept)', async () => {
    const before = await stored('quotes');
    expect(
      (await send('/connect', contactBody({ ...validContact, message: 'x'.repeat(70_000) }), 'application/x-www-form-urlencoded'))
        .status,
    ).toBe(413);
    const many = fieldsOf(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'x'])));
    expect((await send('/quote-uk', multipart('XX', many), 'multipart/form-data; boundary=XX')).status).toBe(413);
    const big = multipart('XX', [
      ...fieldsOf({ stamp: stamp(), ...validQuote, companyName: 'Typed before the file' }),
      { name: 'file', filename: 'huge.bin', content: randomBytes(10 * 1024 * 1024 + 1) },
    ]);
    const res = await send('/quote-uk', big, 'multipart/form-data; boundary=XX');
    expect(res.status).toBe(413);
    expect(res.text).toContain('value="Typed before the file"');
    expect(res.text).toContain('The file is larger than 10 MB');
    expect(await stored('quotes')).toBe(before);
    await expectHealthyAndClean();
  });
});

describe('a client that goes away, stalls or races', () => {
  it('cut off mid-upload leaves nothing stored, no file and the server serving', async () => {
    const before = await stored('applications');
    const whole = multipart('XX', [
      ...fieldsOf({ stamp: stamp(), ...validApplication }),
      { name: 'resume', filename: 'cv.pdf', content: Buffer.concat([PDF, randomBytes(3 * 1024 * 1024)]) },
    ]);
    await rawRequest(server.base, async (socket) => {
      await write(
        socket,
        head('POST', '/careers', {
          'Content-Type': 'multipart/form-data; boundary=XX',
          'Content-Length': whole.length,
          ...rawOrigin,
        }),
      );
      await write(socket, whole.subarray(0, 512 * 1024));
      socket.destroy();
    });
    // It was read as far as it came, then given up: the interrupted upload's 400.
    await server.waitForLog((line) => line.msg === 'request' && line.path === '/careers' && line.status === 400, 5000);
    await expectHealthyAndClean();
    expect(await stored('applications')).toBe(before);
  });

  it(`that sends nothing for ${IDLE_MS / 1000} s is answered 408 as a page, and its file removed`, async () => {
    const whole = multipart('XX', [
      ...fieldsOf({ stamp: stamp(), ...validQuote }),
      { name: 'file', filename: 'slow.bin', content: randomBytes(256 * 1024) },
    ]);
    const res = await rawRequest(server.base, async (socket) => {
      await write(
        socket,
        head('POST', '/quote-nepal', {
          'Content-Type': 'multipart/form-data; boundary=XX',
          'Content-Length': whole.length,
          ...rawOrigin,
        }),
      );
      await write(socket, whole.subarray(0, 128 * 1024));
    });
    expect(res.status).toBe(408);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    await expectHealthyAndClean();
  });

  it('posting one kept file twice at once stores it once: one post gets it, the other is told to choose it again', async () => {
    const refused = await send(
      '/careers',
      multipart('XX', [
        ...fieldsOf({ stamp: stamp(), ...validApplication, email: '' }),
        { name: 'resume', filename: 'cv.pdf', content: PDF },
      ]),
      'multipart/form-data; boundary=XX',
    );
    expect(refused.status).toBe(400);
    const heldFile = /name="heldFile" value="([^"]+)"/.exec(refused.text)?.[1] ?? '';
    const cookie = /held_files_owner=[^;]+/.exec(refused.headers.get('set-cookie') ?? '')?.[0] ?? '';
    const before = await stored('applications');
    const answers = await Promise.all(
      [1, 2].map(() =>
        send(
          '/careers',
          multipart('XX', fieldsOf({ stamp: stamp(), ...validApplication, heldFile })),
          'multipart/form-data; boundary=XX',
          {
            ...origin,
            Cookie: cookie,
          },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 400]);
    expect(await stored('applications')).toBe(before + 1);
  });

  it('twenty contact forms at once are each stored once and each answered 303', async () => {
    const before = await stored('contacts');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('/connect', contactBody({ ...validContact, subject: `Burst ${i}` }), 'application/x-www-form-urlencoded'),
      ),
    );
    expect(answers.every((answer) => answer.status === 303)).toBe(true);
    expect(await stored('contacts')).toBe(before + 20);
  });
});
