// @vitest-environment jsdom
// The client keeps its session in the browser's localStorage.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './client';
import { searchSite } from './search';
import { clearSession, writeSession } from './tokens';

const fetchMock = vi.fn<(request: Request) => Promise<Response>>();
const answer = { query: 'vpn', total: 0, page: 1, pageCount: 0, hits: [] };

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  writeSession({ token: 'the-access-token', refreshToken: 'the-refresh-token' });
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('the search client', () => {
  it('asks GET /api/search as anyone: a signed-in person’s token stays at home, though other calls carry it', async () => {
    expect(await searchSite(new URLSearchParams({ q: 'vpn' }), new AbortController().signal)).toEqual(answer);
    const [searched] = fetchMock.mock.calls[0] ?? [];
    expect(new URL(searched?.url ?? '').pathname).toBe('/api/search');
    expect(new URL(searched?.url ?? '').searchParams.get('q')).toBe('vpn');
    expect(searched?.headers.get('Authorization')).toBeNull();

    await api.get('auth/me').json();
    expect(fetchMock.mock.calls[1]?.[0].headers.get('Authorization')).toBe('Bearer the-access-token');
  });
});
