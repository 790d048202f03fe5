import ky, { HTTPError, type Options } from 'ky';
import type { Answer, KyRest, Method, OptionsArg, PathOf } from './contract';
import { clearSession, readSession, writeSession } from './tokens';
import { xhrFetch } from './xhrFetch';

/** The API's address: same origin by default, PUBLIC_API_URL when the API is hosted elsewhere. */
const API_BASE = (import.meta.env.PUBLIC_API_URL as string | undefined) ?? '/api';

/** Marks a call sent again by the hooks below, each at most once: after a refresh, after a proof. */
const RETRIED = 'x-retried-after-refresh';
const PROVED = 'x-retried-after-proof';

/** Who asks the person to confirm it is them (the admin's dialog); resolves true once they have. */
let askToReauthenticate: (() => Promise<boolean>) | null = null;

/**
 * Registers the one who asks, when a call answers 403 `REAUTHENTICATE` (a recent proof is needed:
 * docs/api.md): the call is made again once they have confirmed, and its first answer stands when
 * they cancel. Returns what unregisters it.
 */
export function onReauthenticationNeeded(ask: () => Promise<boolean>): () => void {
  askToReauthenticate = ask;
  return () => {
    if (askToReauthenticate === ask) askToReauthenticate = null;
  };
}

async function asksForProof(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  try {
    return ((await response.clone().json()) as { code?: unknown }).code === 'REAUTHENTICATE';
  } catch {
    return false;
  }
}

type Context = {
  skipRefresh?: boolean;
  skipReauthentication?: boolean;
  /** A public call (the site's search): never sent with the signed-in person's token, which it does not need. */
  anonymous?: boolean;
};
const contextOf = (options: Options) => (options as Options & { context?: Context }).context;

let refreshing: Promise<string | null> | undefined;

/** One refresh at a time, shared by every request that got a 401 meanwhile. */
function refreshAccessToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const { refreshToken } = readSession();
    if (!refreshToken) return null;
    try {
      const tokens = await call.post('/api/auth/refresh-token', { json: { refreshToken }, context: { skipRefresh: true } });
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

/** The call again at once, with `token` (when there is one) and marked as sent again by `mark`. */
function sendAgain(request: Request, token: string | null | undefined, mark: string) {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set(mark, '1');
  return ky.retry({ request: new Request(request, { headers }), delay: 0 });
}

/**
 * The one HTTP client of the site: JSON API under API_BASE, the bearer token when logged in (not on
 * a call marked anonymous), a single refresh-and-retry when the access token has expired, and one
 * retry after the person confirmed it is them when a call needs a recent proof. No cookies: the server refuses
 * cross-site writes by their Origin, which the browser sets itself.
 */
export const api = ky.create({
  prefix: API_BASE.startsWith('http')
    ? API_BASE
    : `${typeof window === 'undefined' ? 'http://localhost' : window.location.origin}${API_BASE}`,
  credentials: 'omit',
  timeout: false,
  // Never on ky's own judgement (a failed call is the answer): only when a hook below asks, by
  // ky.retry(), which gives the hooks a request whose body can still be sent.
  retry: { limit: 2, shouldRetry: () => false },
  hooks: {
    beforeRequest: [
      ({ request, options }) => {
        const { token } = readSession();
        if (!token || contextOf(options)?.anonymous || request.headers.has('Authorization')) return;
        request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ request, options, response }) => {
        const context = contextOf(options);
        if (response.status !== 401 || context?.skipRefresh || request.headers.has(RETRIED)) return response;
        if (!request.headers.get('Authorization')) return response;
        const token = await refreshAccessToken();
        if (!token) return response;
        return sendAgain(request, token, RETRIED);
      },
      async ({ request, options, response }) => {
        const ask = askToReauthenticate;
        if (!ask || contextOf(options)?.skipReauthentication || request.headers.has(PROVED)) return response;
        if (!(await asksForProof(response)) || !(await ask())) return response;
        // Once: a second refusal is the answer.
        return sendAgain(request, readSession().token, PROVED);
      },
    ],
  },
});

/**
 * `path` with its `{name}` parts filled in, each encoded, relative to the client's prefix: the
 * document's addresses start with /api, where the server mounts the API and which the client's
 * prefix stands for (PUBLIC_API_URL when the API lives elsewhere).
 */
export function addressOf(path: string, parameters: Record<string, string | number> = {}): string {
  return path
    .replace(/^\/api\//, '')
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parameters[name] ?? '')));
}

type Untyped = KyRest & {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
};

/** A call of the document whose parameters the caller could not type (a hook given any address): its typed answer. */
export async function send<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  { path: parameters, query, ...rest }: Untyped,
): Promise<{ body: Answer<M, P>; response: Response }> {
  const response = await api(addressOf(path, parameters), { ...rest, method, searchParams: query });
  // An answer with no content (204: a logout, a removal) has no JSON to read.
  const body: unknown = response.status === 204 ? undefined : await response.json();
  // The document's type, not a check: the server's tests hold its real answers to the document
  // (src/server/contract/answers.test.ts), and the screens need no second copy of every schema.
  return { body: body as Answer<M, P>, response };
}

/** A call of the document (./contract.ts) with its JSON answer and the response it came in, for its headers. */
export const exchange = <M extends Method, P extends PathOf<M>>(method: M, path: P, ...[options]: OptionsArg<M, P>) =>
  send(method, path, options ?? {});

const verb =
  <M extends Method>(method: M) =>
  async <P extends PathOf<M>>(path: P, ...options: OptionsArg<M, P>): Promise<Answer<M, P>> =>
    (await exchange(method, path, ...options)).body;

/**
 * The API's calls that answer JSON, typed by its OpenAPI document (./contract.ts):
 * `call.get('/api/blogs/{id}', { path: { id } })` is the post, as the document declares it.
 */
export const call = {
  get: verb('get'),
  post: verb('post'),
  put: verb('put'),
  patch: verb('patch'),
  delete: verb('delete'),
};

/** Sends a multipart form reporting upload progress (0..1) on the way. */
export function upload(path: string, body: FormData, onProgress: (fraction: number) => void, method: 'post' | 'put' = 'post') {
  return api(path, { method, body, fetch: xhrFetch(onProgress) });
}

/**
 * The JSON body of a refused call, as ky read it when it made the error (the response's own body is
 * spent by then); `{}` when the answer was not JSON, or when no answer came.
 */
export function refusalBody<T extends object>(error: unknown): Partial<T> {
  if (!(error instanceof HTTPError)) return {};
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : {};
}

/** The API's error text ({ "error": "..." }), else `fallback` (e.g. the network is down). */
export function errorMessage(error: unknown, fallback: string): string {
  const { error: text } = refusalBody<{ error: unknown }>(error);
  return typeof text === 'string' && text ? text : fallback;
}

/** Field messages of a 400 answer ({ "fields": { name: message } }), for the form to show. */
export function fieldErrors(error: unknown): Record<string, string> {
  return refusalBody<{ fields: Record<string, string> }>(error).fields ?? {};
}

export { HTTPError };
