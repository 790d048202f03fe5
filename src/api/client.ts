import ky, { HTTPError, type KyRequest, type Options } from 'ky';
import type { TokenPair } from '../schemas/auth';
import { clearSession, readSession, writeSession } from './tokens';
import { xhrFetch } from './xhrFetch';

/** The API's address: same origin by default, PUBLIC_API_URL when the API is hosted elsewhere. */
const API_BASE = (import.meta.env.PUBLIC_API_URL as string | undefined) ?? '/api';

const RETRIED = 'x-retried-after-refresh';

let refreshing: Promise<string | null> | undefined;

/** One refresh at a time, shared by every request that got a 401 meanwhile. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const { refreshToken } = readSession();
    if (!refreshToken) return null;
    try {
      const tokens = await api
        .post('auth/refresh-token', { json: { refreshToken }, context: { skipRefresh: true } })
        .json<TokenPair>();
      writeSession({ token: tokens.accessToken, refreshToken: tokens.refreshToken });
      return tokens.accessToken;
    } catch {
      clearSession(); // a refused refresh token means the session is over
      return null;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * The one HTTP client of the site: JSON API under API_BASE, the bearer token when logged in, and a
 * single refresh-and-retry when the access token has expired. No cookies: the server refuses
 * cross-site writes by their Origin, which the browser sets itself.
 */
export const api = ky.create({
  prefixUrl: API_BASE.startsWith('http')
    ? API_BASE
    : `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}${API_BASE}`,
  credentials: 'omit',
  timeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request: KyRequest) => {
        const { token } = readSession();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, options, response) => {
        const context = (options as Options & { context?: { skipRefresh?: boolean } }).context;
        if (response.status !== 401 || context?.skipRefresh || request.headers.has(RETRIED)) return response;
        if (!request.headers.get('Authorization')) return response;
        const token = await refreshAccessToken();
        if (!token) return response;
        // ky hands hooks an unconsumed request, so its body can be sent again.
        const retry = new Request(request, { headers: new Headers(request.headers) });
        retry.headers.set('Authorization', `Bearer ${token}`);
        retry.headers.set(RETRIED, '1');
        return fetch(retry);
      },
    ],
  },
});

/** Sends a multipart form reporting upload progress (0..1) on the way. */
export function upload(path: string, body: FormData, onProgress: (fraction: number) => void, method: 'post' | 'put' = 'post') {
  return api(path, { method, body, fetch: xhrFetch(onProgress) });
}

/** The API's error text ({ "error": "..." }), else `fallback` (e.g. the network is down). */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // not JSON: fall through to the fallback
    }
  }
  return fallback;
}

/** Field messages of a 400 answer ({ "fields": { name: message } }), for the form to show. */
export async function fieldErrors(error: unknown): Promise<Record<string, string>> {
  if (!(error instanceof HTTPError)) return {};
  try {
    const body = (await error.response.clone().json()) as { fields?: Record<string, string> };
    return body.fields ?? {};
  } catch {
    return {};
  }
}

export { HTTPError };
