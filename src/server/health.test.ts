import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.cleanup());

describe('GET /api/health', () => {
  it('names the database engine in use: PostgreSQL when DATABASE_URL is set, else PGlite', async () => {
    const res = await h.server.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, db: process.env.DATABASE_URL ? 'postgresql' : 'pglite' });
  });

  it('without a site to serve, other paths answer a plain 404 and unknown API paths a JSON 404', async () => {
    expect((await h.server.app.request('/about')).status).toBe(404);
    const api = await h.server.app.request('/api/unknown', { method: 'GET' });
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
