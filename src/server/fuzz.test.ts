import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, PNG } from './test/fixtures';
import { startHarness, validApplication, validContact, validQuote, type Harness } from './test/harness';

/*
 * Property: whatever arrives at a POST (or PUT) endpoint, random JSON, near-valid forms with wrong
 * value types, broken multipart, odd content types, the answer is never a 5xx, and every error has
 * the contract's shape.
 */

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness({ rateLimit: { max: 1e6, windowMs: 60_000 }, authRateLimit: { max: 1e6, windowMs: 60_000 } });
  token = (await h.client.signUpAndIn('fuzz-admin@example.com')).accessToken;
});
afterAll(() => h.cleanup());

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'multipart/form-data; boundary=',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/vnd.api+json',
  '',
];

/** Text with characters that databases and parsers trip on, around ordinary text. */
const trickyText = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom('\u0000', '\ud800', '\r\n', '\u202e', '%00', '\\'))
  .map(([text, tricky]) => `${text}${tricky}${text}`);

const oddValue = fc.oneof(
  { arbitrary: trickyText, weight: 3 },
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  fc.constantFrom('', ' ', '\u0000', 'Options', 'a@b', 'x'.repeat(6000), '<script>alert(1)</script>', '../../etc/passwd'),
);

/** Objects with the endpoint's own keys, each valid or odd, plus strangers such as __proto__. */
const nearValid = (valid: Record<string, unknown>) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(Object.entries(valid).map(([key, value]) => [key, fc.oneof(fc.constant(value), oddValue)])), {
        requiredKeys: [],
      }),
      fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'role', 'id'), oddValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

/** The valid object with exactly one field spoiled: finds single-field bugs reliably. */
const oneFieldOff = (valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  if (keys.length === 0) return fc.constant(valid);
  return fc.tuple(fc.constantFrom(...keys), oddValue).map(([key, value]) => ({ ...valid, [key]: value }));
};

type Body = { body: BodyInit | undefined; contentType?: string };

function jsonBodies(valid: Record<string, unknown>): fc.Arbitrary<Body> {
  return fc.oneof(
    { arbitrary: oneFieldOff(valid).map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' })), weight: 4 },
    { arbitrary: nearValid(valid).map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' })), weight: 2 },
    fc.jsonValue().map((value) => ({ body: JSON.stringify(value), contentType: 'application/json' })),
    fc.tuple(fc.string({ unit: 'binary' }), fc.constantFrom(...CONTENT_TYPES)).map(([body, contentType]) => ({ body, contentType })),
    fc.constant<Body>({ body: undefined, contentType: 'application/json' }),
  );
}

function multipartBodies(valid: Record<string, unknown>, fileField: string): fc.Arbitrary<Body> {
  const file = fc.option(
    fc.tuple(
      fc.constantFrom(fileField, 'other'),
      fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.constant(PDF), fc.constant(PNG)),
      fc.string({ maxLength: 40 }),
    ),
    { nil: undefined },
  );
  const formBody = fc.tuple(fc.oneof(oneFieldOff(valid), nearValid(valid)), file).map(([fields, attached]) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, typeof value === 'string' ? value : JSON.stringify(value) ?? '');
    if (attached) data.append(attached[0], new Blob([new Uint8Array(attached[1])]), attached[2]);
    return { body: data } satisfies Body;
  });
  const brokenMultipart = fc
    .tuple(fc.string({ unit: 'binary', maxLength: 500 }), fc.constantFrom('----x', 'abc', ''))
    .map(([payload, boundary]) => ({
      body: `------x\r\nContent-Disposition: form-data; name="${payload.slice(0, 5)}"\r\n\r\n${payload}`,
      contentType: `multipart/form-data; boundary=${boundary}`,
    }));
  return fc.oneof({ arbitrary: formBody, weight: 4 }, brokenMultipart, jsonBodies(valid));
}

async function send(method: string, path: string, { body, contentType }: Body, auth?: string) {
  const headers: Record<string, string> = { Cookie: `XSRF-TOKEN=${h.client.csrf}`, 'X-XSRF-TOKEN': h.client.csrf };
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  if (auth) headers.Authorization = `Bearer ${auth}`;
  const res = await h.server.app.request(path, { method, headers, body });
  expect(res.status, `${method} ${path}`).toBeLessThan(500);
  if (res.status >= 400) {
    const payload = (await res.json()) as { error: unknown };
    expect(typeof payload.error).toBe('string');
  } else {
    await res.arrayBuffer();
  }
}

const RUNS = { numRuns: 100 };

describe('no input produces a 5xx', () => {
  it.each([
    ['/api/contact', validContact],
    ['/api/auth/register', { name: 'N', email: 'n@example.com', password: 'password1' }],
    ['/api/auth/login', { email: 'fuzz-admin@example.com', password: 'password1' }],
    ['/api/auth/refresh-token', { refreshToken: 'abc' }],
    ['/api/auth/logout', { refreshToken: 'abc' }],
  ])('POST %s (JSON)', async (path, valid) => {
    await fc.assert(fc.asyncProperty(jsonBodies(valid), (body) => send('POST', path, body)), RUNS);
  });

  it('POST /api/blogs and PUT /api/blogs/:id (JSON, as administrator)', async () => {
    const blog = { title: 'T', content: 'C', imageUrl: '/a.png' };
    await fc.assert(fc.asyncProperty(jsonBodies(blog), (body) => send('POST', '/api/blogs', body, token)), RUNS);
    await fc.assert(
      fc.asyncProperty(jsonBodies(blog), fc.constantFrom('x', '00000000-0000-0000-0000-000000000000', '%00'), (body, id) =>
        send('PUT', `/api/blogs/${id}`, body, token),
      ),
      RUNS,
    );
  });

  it.each([
    ['/api/request-quote', validQuote, 'file'],
    ['/api/jobs/apply', validApplication, 'resume'],
    ['/api/uploads/images', {}, 'file'],
  ])('POST %s (multipart)', async (path, valid, fileField) => {
    await fc.assert(fc.asyncProperty(multipartBodies(valid, fileField), (body) => send('POST', path, body, token)), RUNS);
  });
});
