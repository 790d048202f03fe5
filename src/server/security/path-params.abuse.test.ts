import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { form, startHarness, type Harness } from '../test/harness';

/*
 * Names and ids taken from the path, as a scanner sends them: a NUL byte (which PostgreSQL text
 * cannot hold), percent-encoded junk, traversal and oversized names are a 404 like any name that
 * is not stored, on PGlite and PostgreSQL alike, and never an error in the log.
 */

let h: Harness;
let token: string;
const logged: Array<{ level: string; msg?: string }> = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logged.push(JSON.parse(line) as { level: string });
      done();
    },
  });
  h = await startHarness({ logger: createLogger('info', sink) });
  token = (await h.client.signUpAndIn('paths@example.com', 'correct horse battery', 'Path Admin')).accessToken;
});
afterAll(() => h.cleanup());

const HOSTILE = [
  '%00',
  'x.png%00.html',
  '%00%00%00',
  '00000000-0000-4000-8000-000000000000%00',
  '00000000-0000-4000-8000-000000000000.png%00',
  '%E2%80%AE',
  '%C0%80',
  '..%2F..%2Fetc%2Fpasswd',
  `${'a'.repeat(5000)}.png`,
  "1'%20OR%20'1'='1",
];

const errors = () => logged.filter((line) => line.level === 'error' || line.level === 'fatal');

describe('path parameters that are not the shape of a stored name or id', () => {
  it('answer 404 before any query, on every route that takes one, with nothing logged as an error', async () => {
    const routes: Array<{ path: (bad: string) => string; method: string; auth: boolean; error: string }> = [
      { path: (bad) => `/api/uploads/images/${bad}`, method: 'GET', auth: false, error: 'Image not found' },
      { path: (bad) => `/api/blogs/${bad}`, method: 'GET', auth: false, error: 'Blog post not found' },
      { path: (bad) => `/api/blogs/${bad}`, method: 'PUT', auth: true, error: 'Blog post not found' },
      { path: (bad) => `/api/blogs/${bad}`, method: 'DELETE', auth: true, error: 'Blog post not found' },
      { path: (bad) => `/api/admin/files/${bad}`, method: 'GET', auth: true, error: 'File not found' },
      { path: (bad) => `/api/admin/contacts/${bad}/resend`, method: 'POST', auth: true, error: 'Not found' },
      { path: (bad) => `/api/admin/webhooks/${bad}`, method: 'DELETE', auth: true, error: 'Webhook endpoint not found' },
      { path: (bad) => `/api/admin/webhooks/${bad}/deliveries`, method: 'GET', auth: true, error: 'Webhook endpoint not found' },
    ];
    for (const route of routes) {
      for (const bad of HOSTILE) {
        const res = await h.client.call(route.path(bad), {
          method: route.method,
          ...(route.auth ? { token } : {}),
          ...(route.method === 'PUT' ? { json: { title: 'Renamed' } } : {}),
        });
        expect(res.status, `${route.method} ${route.path(bad).slice(0, 80)}`).toBe(404);
        expect(await res.json()).toEqual({ error: route.error });
      }
    }
    expect(errors()).toEqual([]);
  });

  it('answers the public blog page of a NUL-byte address with the site’s 404, not a server error', async () => {
    for (const bad of ['%00', 'post%00', '%00.html']) {
      const res = await h.client.call(`/blog/${bad}`);
      expect(res.status).not.toBe(500);
    }
    expect(errors()).toEqual([]);
  });

  it('still serves every real upload by its name: the original and its resized copies', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const res = await h.client.call('/api/uploads/images', {
      form: form({}, { field: 'file', name: 'cover.png', content: png, type: 'image/png' }),
      token,
    });
    expect(res.status).toBe(201);
    const { secure_url } = (await res.json()) as { secure_url: string };
    const original = await h.client.call(secure_url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    const copy = await h.client.call(secure_url.replace(/\.png$/, '-480w.webp'));
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/webp');
  });
});
