import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, validContact, xsrfFrom, type Harness } from '../test/harness';

let h: Harness;
let limited: Harness;

beforeAll(async () => {
  [h, limited] = await Promise.all([
    startHarness(),
    startHarness({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: true }),
  ]);
});
afterAll(() => Promise.all([h.cleanup(), limited.cleanup()]));

const post = (harness: Harness, headers: Record<string, string>) =>
  harness.server.app.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(validContact),
  });

describe('CSRF double submit', () => {
  const refused = { error: 'Invalid or missing XSRF token' };

  it('sets a readable XSRF-TOKEN cookie on a response to a request without one, and not again once sent', async () => {
    const res = await h.server.app.request('/api/blogs');
    const cookie = res.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+\.[\w-]+; Path=\/; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/i);
    const again = await h.server.app.request('/api/blogs', { headers: { Cookie: `XSRF-TOKEN=${xsrfFrom(res)}` } });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const res = await h.server.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });

  it('accepts a POST whose header matches the signed cookie', async () => {
    expect((await post(h, { Cookie: `XSRF-TOKEN=${h.client.csrf}`, 'X-XSRF-TOKEN': h.client.csrf })).status).toBe(201);
  });

  it('refuses with 403 and a fresh cookie: no token, header only, cookie only, mismatch', async () => {
    const other = xsrfFrom(await h.server.app.request('/api/health')) ?? '';
    for (const headers of [
      {} as Record<string, string>,
      { 'X-XSRF-TOKEN': h.client.csrf },
      { Cookie: `XSRF-TOKEN=${h.client.csrf}` },
      { Cookie: `XSRF-TOKEN=${h.client.csrf}`, 'X-XSRF-TOKEN': other },
    ]) {
      const res = await post(h, headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
    const res = await post(h, {});
    expect(xsrfFrom(res)).toBeDefined();
  });

  it('refuses a cookie planted by another site: unsigned, or signed with another key', async () => {
    const forgedSignature = `abc.${createHmac('sha256', 'attacker key').update('abc').digest('base64url')}`;
    for (const planted of ['attacker-chosen-value', 'abc.def', forgedSignature]) {
      const res = await post(h, { Cookie: `XSRF-TOKEN=${planted}`, 'X-XSRF-TOKEN': planted });
      expect(res.status, planted).toBe(403);
      expect(xsrfFrom(res)).not.toBe(planted);
    }
  });

  it('checks PUT, PATCH and DELETE too, before authentication', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await h.server.app.request('/api/blogs/x', { method });
      expect(res.status, method).toBe(403);
    }
  });
});

describe('security headers', () => {
  it('are on API answers and errors alike, with HSTS only over HTTPS', async () => {
    for (const path of ['/api/health', '/api/nowhere']) {
      const res = await h.server.app.request(path);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const secure = await h.server.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await h.server.app.request('/api/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'There is no such API endpoint' });
  });
});

describe('rate limit of public submissions', () => {
  it('lets a few submissions through per address, then answers 429 with Retry-After, per endpoint', async () => {
    const from = (ip: string) => ({ Cookie: `XSRF-TOKEN=${limited.client.csrf}`, 'X-XSRF-TOKEN': limited.client.csrf, 'X-Forwarded-For': ip });
    for (let i = 0; i < 3; i++) expect((await post(limited, from('203.0.113.7'))).status).toBe(201);
    const blocked = await post(limited, from('203.0.113.7'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many requests/);
    // Another address, and another endpoint for the same address, are counted apart.
    expect((await post(limited, from('203.0.113.8'))).status).toBe(201);
    const quote = await limited.server.app.request('/api/request-quote', { method: 'POST', headers: from('203.0.113.7') });
    expect(quote.status).toBe(415);
  });

  it('counts by the socket address that @hono/node-server passes in, without a proxy header', async () => {
    const headers = { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${limited.client.csrf}`, 'X-XSRF-TOKEN': limited.client.csrf };
    const fromSocket = (address: string) =>
      limited.server.app.request(
        '/api/contact',
        { method: 'POST', headers, body: JSON.stringify(validContact) },
        { incoming: { socket: { remoteAddress: address } } },
      );
    for (let i = 0; i < 3; i++) expect((await fromSocket('198.51.100.1')).status).toBe(201);
    expect((await fromSocket('198.51.100.1')).status).toBe(429);
    expect((await fromSocket('198.51.100.2')).status).toBe(201);
  });
});
