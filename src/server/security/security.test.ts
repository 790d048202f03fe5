import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, validContact, type Harness } from '../test/harness';

let h: Harness;
let limited: Harness;
let withCors: Harness;

beforeAll(async () => {
  [h, limited, withCors] = await Promise.all([
    startHarness(),
    startHarness({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: true }),
    startHarness({ corsOrigins: ['https://admin.example.org'] }),
  ]);
});
afterAll(() => Promise.all([h.cleanup(), limited.cleanup(), withCors.cleanup()]));

/** The proxy of `limited` (TRUST_PROXY=true) is on this machine: its requests come from loopback. */
const fromLocalProxy = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const post = (harness: Harness, headers: Record<string, string>) =>
  harness.server.app.request(
    '/api/contact',
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(validContact) },
    harness === limited ? fromLocalProxy : undefined,
  );

describe('cross-site writes (CSRF)', () => {
  const refused = { error: 'Cross-site request refused' };

  it("accepts a write from the site's own origin, from an allow-listed origin, and from a client that sends no Origin", async () => {
    expect((await post(h, { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    expect((await post(h, {})).status).toBe(201);
    expect((await post(withCors, { Origin: 'https://admin.example.org', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(201);
  });

  it('refuses with 403 a foreign Origin, Origin null and Sec-Fetch-Site: cross-site, for every content type', async () => {
    const cases: Array<Record<string, string>> = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://localhost:3000' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      { Origin: 'https://evil.example', 'Content-Type': 'multipart/form-data; boundary=x' },
    ];
    for (const headers of cases) {
      const res = await post(h, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.json()).toEqual(refused);
    }
  });

  it('refuses before reading the body or checking the token: PUT, PATCH and DELETE too', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await h.server.app.request('/api/blogs/x', {
        method,
        headers: {
          Origin: 'https://evil.example',
          'Content-Type': 'application/json',
          'Content-Length': String(10 * 1024 * 1024),
        },
        body: method === 'DELETE' ? undefined : '{',
      });
      expect(res.status, method).toBe(403);
    }
  });

  it('lets cross-site reads through, and answers an allow-listed origin with CORS headers only', async () => {
    expect((await h.server.app.request('/api/blogs', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    const plain = await h.server.app.request('/api/blogs', { headers: { Origin: 'https://admin.example.org' } });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await withCors.server.app.request('/api/blogs', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://admin.example.org',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    const stranger = await withCors.server.app.request('/api/blogs', { headers: { Origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sets no cookie at all', async () => {
    expect((await h.server.app.request('/api/health')).headers.get('set-cookie')).toBeNull();
  });
});

describe('security headers', () => {
  it('are on API answers and errors alike', async () => {
    for (const path of ['/api/health', '/api/nowhere']) {
      const res = await h.server.app.request(path);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('send HSTS over HTTPS, trusting X-Forwarded-Proto only behind a configured proxy', async () => {
    const spoofed = await h.server.app.request('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const direct = await h.server.app.request('https://site.example/api/health');
    expect(direct.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    const proxied = await limited.server.app.request(
      '/api/health',
      { headers: { 'X-Forwarded-Proto': 'https' } },
      fromLocalProxy,
    );
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('unknown API paths answer a JSON 404', async () => {
    const res = await h.server.app.request('/api/does/not/exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'There is no such API endpoint' });
  });
});

describe('rate limit of public submissions', () => {
  it('lets a few submissions through per address, then answers 429 with Retry-After, per endpoint', async () => {
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 3; i++) expect((await post(limited, from('203.0.113.7'))).status).toBe(201);
    const blocked = await post(limited, from('203.0.113.7'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/Too many requests/);
    // Another address, and another endpoint for the same address, are counted apart.
    expect((await post(limited, from('203.0.113.8'))).status).toBe(201);
    const quote = await limited.server.app.request(
      '/api/request-quote',
      { method: 'POST', headers: from('203.0.113.7') },
      fromLocalProxy,
    );
    expect(quote.status).toBe(415);
  });

  it('counts by the socket address that @hono/node-server passes in, without a proxy header', async () => {
    const headers = { 'Content-Type': 'application/json' };
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
