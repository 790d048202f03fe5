import { readdir } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCX, PDF, PNG } from './test/fixtures';
import { validApplication, validContact, validQuote } from './test/harness';
import { serverData, startServerProcess, type ServerProcess } from './test/process';
import { head, rawRequest, write } from './test/raw-http';

/*
 * Fuzzing every write endpoint through the real HTTP server, in its own process: bodies built from
 * valid ones and then broken the ways networks and attackers break them (truncated, spliced, wrong
 * or missing boundaries, extra and repeated parts, lying Content-Length, chunked, huge headers,
 * a client that goes away mid-body). Whatever arrives, the answer is a 2xx or 4xx, the server
 * stays up, and no temporary file is left. Cases come from a fixed seed (FUZZ_SEED to vary it), so
 * a failure names a case that can be replayed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CASES_PER_ENDPOINT = Number(process.env.FUZZ_CASES ?? 300);
const CONCURRENCY = 6;

let server: ServerProcess;
let data: Awaited<ReturnType<typeof serverData>>;
let token = '';
let postId = '';

beforeAll(async () => {
  data = await serverData('fuzz');
  // A short idle timeout, so bodies that promise more than they send end quickly (408).
  server = await startServerProcess({ ...data.env, BODY_IDLE_TIMEOUT_MS: '400' });
  const account = { name: 'Fuzz Admin', email: 'fuzz-admin@example.com', password: 'a sturdy pass phrase' };
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${server.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  const login = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify(account) });
  token = ((await login.json()) as { accessToken: string }).accessToken;
  const post = await fetch(`${server.base}/api/blogs`, {
    method: 'POST',
    headers: { ...json, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title: 'Fuzzed', content: '<p>post</p>' }),
  });
  postId = ((await post.json()) as { _id: string })._id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await data?.remove();
});

interface Endpoint {
  method: string;
  path: () => string;
  kind: 'json' | 'multipart';
  valid: Record<string, unknown>;
  fileField?: string;
  files?: Buffer[];
}

/** An upload endpoint: its valid fields, the field its files go in, and files of the kinds it accepts. */
const multipart = (to: string, valid: Record<string, unknown>, fileField: string, files: Buffer[]): Endpoint => ({
  method: 'POST',
  path: () => to,
  kind: 'multipart',
  valid,
  fileField,
  files,
});

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: () => '/api/contact', kind: 'json', valid: validContact },
  {
    method: 'POST',
    path: () => '/api/auth/register',
    kind: 'json',
    valid: { name: 'N', email: 'n@example.com', password: 'a sturdy pass phrase' },
  },
  {
    method: 'POST',
    path: () => '/api/auth/login',
    kind: 'json',
    valid: { email: 'fuzz-admin@example.com', password: 'a sturdy pass phrase' },
  },
  { method: 'POST', path: () => '/api/auth/refresh-token', kind: 'json', valid: { refreshToken: 'abc' } },
  { method: 'POST', path: () => '/api/auth/logout', kind: 'json', valid: { refreshToken: 'abc' } },
  {
    method: 'POST',
    path: () => '/api/auth/passkey',
    kind: 'json',
    valid: {
      credential: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
        clientExtensionResults: {},
      },
    },
  },
  {
    method: 'POST',
    path: () => '/api/account/passkeys',
    kind: 'json',
    valid: {
      name: 'Laptop',
      credential: {
        id: 'AAAA',
        rawId: 'AAAA',
        type: 'public-key',
        response: { clientDataJSON: 'e30', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    },
  },
  { method: 'POST', path: () => '/api/account/totp/confirm', kind: 'json', valid: { code: '123456' } },
  { method: 'PUT', path: () => '/api/account/sign-in-policy', kind: 'json', valid: { requireSecondFactor: false } },
  { method: 'POST', path: () => '/api/blogs', kind: 'json', valid: { title: 'T', content: '<p>C</p>' } },
  { method: 'PUT', path: () => `/api/blogs/${postId}`, kind: 'json', valid: { title: 'T2' } },
  multipart('/api/request-quote', validQuote, 'file', [PDF, PNG]),
  multipart('/api/jobs/apply', validApplication, 'resume', [PDF, DOCX]),
  multipart('/api/uploads/images', {}, 'file', [PNG]),
];

/** Text with characters that databases and parsers trip on. */
const oddValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\r\nBcc: x@evil.example',
    '\u202e',
    '\ud800',
    'x'.repeat(6000),
    '<script>alert(1)</script>',
    '../../etc/passwd',
  ),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
);

/** The valid fields, some replaced by odd values or left out, plus strangers such as __proto__. */
const fieldsFor = (valid: Record<string, unknown>) =>
  fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(valid).map(([key, value]) => [key, fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, oddValue)]),
        ),
        {
          requiredKeys: [],
        },
      ),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'role', 'id', 'extra'), oddValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

interface Part {
  name: string;
  filename?: string;
  content: Buffer;
}

function encodeParts(boundary: string, parts: Part[], terminated: boolean): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"\r\nContent-Type: application/octet-stream`}\r\n\r\n`,
    ),
    part.content,
    Buffer.from('\r\n'),
  ]);
  if (terminated) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const multipartBody = (endpoint: Endpoint) =>
  fc
    .record({
      fields: fieldsFor(endpoint.valid),
      files: fc.array(
        fc.record({
          name: fc.oneof(
            { arbitrary: fc.constant(endpoint.fileField ?? 'file'), weight: 4 },
            fc.constantFrom('other', 'file', 'resume', ''),
          ),
          filename: fc.oneof(fc.constantFrom('a.pdf', 'cv.docx', '', '../../x', 'a"b.png'), fc.string({ maxLength: 20 })),
          content: fc.oneof(
            fc.constantFrom(...(endpoint.files ?? [PNG])),
            fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
          ),
        }),
        { maxLength: 3 },
      ),
      boundary: fc.constantFrom('XX', '----formdata-fuzz', 'a'.repeat(70)),
      headerBoundary: fc.option(fc.constantFrom('YY', '', '"XX"', 'XX; charset=utf-8'), { nil: undefined, freq: 8 }),
      terminated: fc.boolean(),
    })
    .map(({ fields, files, boundary, headerBoundary, terminated }) => {
      const parts: Part[] = [
        ...Object.entries(fields).map(([name, value]) => ({
          name,
          content: Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? '')),
        })),
        ...files,
      ];
      return {
        body: encodeParts(boundary, parts, terminated),
        contentType: `multipart/form-data; boundary=${headerBoundary ?? boundary}`,
      };
    });

const jsonBody = (endpoint: Endpoint) =>
  fc.oneof(
    {
      arbitrary: fieldsFor(endpoint.valid).map((value) => ({
        body: Buffer.from(JSON.stringify(value)),
        contentType: 'application/json',
      })),
      weight: 4,
    },
    fc.jsonValue().map((value) => ({ body: Buffer.from(JSON.stringify(value) ?? ''), contentType: 'application/json' })),
    fc
      .tuple(
        fc.uint8Array({ maxLength: 512 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          '',
        ),
      )
      .map(([bytes, contentType]) => ({ body: Buffer.from(bytes), contentType })),
  );

/** How the bytes travel: whole, damaged, or not all of them. */
type Wire =
  | { kind: 'whole' }
  | { kind: 'spliced'; at: number; bytes: Uint8Array }
  | { kind: 'truncated'; at: number }
  | { kind: 'promises-more'; at: number }
  | { kind: 'client-leaves'; at: number }
  | { kind: 'chunked'; size: number }
  | { kind: 'huge-header'; size: number };

const wire: fc.Arbitrary<Wire> = fc.oneof(
  { arbitrary: fc.constant<Wire>({ kind: 'whole' }), weight: 4 },
  {
    arbitrary: fc.record({
      kind: fc.constant('spliced' as const),
      at: fc.double({ min: 0, max: 1, noNaN: true }),
      bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('truncated' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('client-leaves' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('chunked' as const), size: fc.integer({ min: 1, max: 700 }) }), weight: 2 },
  {
    arbitrary: fc.record({ kind: fc.constant('promises-more' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('huge-header' as const), size: fc.constantFrom(4_000, 20_000, 100_000) }),
    weight: 1,
  },
);

/** Sends one case on its own connection; resolves with the status, or null when the client left. */
async function send(endpoint: Endpoint, body: Buffer, contentType: string, how: Wire): Promise<number | null> {
  const headers: Record<string, string | number> = { Authorization: `Bearer ${token}` };
  if (contentType) headers['Content-Type'] = contentType;
  const cut = (at: number) => Math.floor(body.length * at);
  const res = await rawRequest(
    server.base,
    async (socket) => {
      switch (how.kind) {
        case 'whole':
          await write(socket, head(endpoint.method, endpoint.path(), { ...headers, 'Content-Length': body.length }));
          return write(socket, body);
        case 'spliced': {
          const spliced = Buffer.concat([body.subarray(0, cut(how.at)), Buffer.from(how.bytes), body.subarray(cut(how.at))]);
          await write(socket, head(endpoint.method, endpoint.path(), { ...headers, 'Content-Length': spliced.length }));
          return write(socket, spliced);
        }
        case 'truncated': {
          const part = body.subarray(0, cut(how.at));
          await write(socket, head(endpoint.method, endpoint.path(), { ...headers, 'Content-Length': part.length }));
          return write(socket, part);
        }
        case 'promises-more':
          await write(socket, head(endpoint.method, endpoint.path(), { ...headers, 'Content-Length': body.length + 100 }));
          return write(socket, body);
        case 'client-leaves':
          await write(socket, head(endpoint.method, endpoint.path(), { ...headers, 'Content-Length': body.length + 1 }));
          await write(socket, body.subarray(0, cut(how.at)));
          socket.destroy();
          return;
        case 'chunked': {
          await write(socket, head(endpoint.method, endpoint.path(), { ...headers, 'Transfer-Encoding': 'chunked' }));
          for (let at = 0; at < body.length; at += how.size) {
            const chunk = body.subarray(at, at + how.size);
            await write(socket, Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]));
          }
          return write(socket, '0\r\n\r\n');
        }
        case 'huge-header':
          await write(
            socket,
            head(endpoint.method, endpoint.path(), {
              ...headers,
              'X-Padding': 'p'.repeat(how.size),
              'Content-Length': body.length,
            }),
          );
          return write(socket, body);
      }
    },
    { timeoutMs: 10_000 },
  );
  if (how.kind === 'client-leaves') return null;
  return res.status;
}

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

describe('fuzzing the write endpoints through the HTTP server', () => {
  it(
    `answers only 2xx or 4xx to ${CASES_PER_ENDPOINT * ENDPOINTS.length} mutated bodies, stays up and leaves no file`,
    { timeout: 120_000 },
    async () => {
      const started = Date.now();
      let sent = 0;
      const failures: string[] = [];
      for (const [index, endpoint] of ENDPOINTS.entries()) {
        const bodies =
          endpoint.kind === 'json'
            ? jsonBody(endpoint)
            : fc.oneof({ arbitrary: multipartBody(endpoint), weight: 5 }, jsonBody(endpoint));
        const cases = fc.sample(fc.tuple(bodies, wire), { numRuns: CASES_PER_ENDPOINT, seed: SEED + index });
        await inBatches(cases, async ([{ body, contentType }, how]) => {
          const status = await send(endpoint, body, contentType, how);
          sent += 1;
          if (status !== null && (status < 200 || status >= 500)) {
            failures.push(
              `${endpoint.method} ${endpoint.path()} ${how.kind} -> ${status}: ${JSON.stringify(body.toString('latin1').slice(0, 300))}`,
            );
          }
        });
      }
      console.log(
        `fuzz: ${sent} cases against ${ENDPOINTS.length} write endpoints in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED})`,
      );
      expect(failures).toEqual([]);
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      await expect.poll(() => readdir(path.join(server.dataDir, 'tmp')), { timeout: 5000 }).toEqual([]);
      expect(server.logs.filter((line) => line.level === 'error')).toEqual([]);
    },
  );
});
