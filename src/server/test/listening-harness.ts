import { expect } from 'vitest';
import type { AppOptions } from '../app';
import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { builtDist, ensureBuilt } from './built-site';
import { startHarness, type Harness } from './harness';
import { halfThenClosed } from './raw-http';

/**
 * A harness on the built site with its first account (the owner) signed in, also listening on a
 * real port: for the live editor's abuse tests, which call it in-process (`h`) and also as a client
 * that goes away mid-request, which only a socket can be. Its log is kept, as that client never
 * reads the answer and the log is then the only place its status shows.
 */
export interface ListeningHarness {
  h: Harness;
  http: RunningServer;
  /** The owner's access token. */
  owner: string;
  logged: Array<Record<string, unknown>>;
  /**
   * Sends `method path` as the owner with the Content-Length of all of `body` but only its first
   * half, then closes the socket; resolves with a reader of the status the log gives that request
   * (undefined until the server has written it), for expect.poll.
   */
  halfThenClosed(method: string, path: string, body: string): Promise<() => unknown>;
  /** The same request whole, as the owner, on the real port. */
  whole(method: string, path: string, body: string): Promise<Response>;
  /**
   * Sends `method path` as the owner the JSON `complete` cut off, malformed (`unquoted` among the
   * samples: the call's own field without quotes), of a type no call takes, and as text/plain, and
   * expects each refused: 400 saying it is not JSON, 400, and 415.
   */
  expectBrokenBodiesRefused(method: string, path: string, complete: string, unquoted: string): Promise<void>;
  stop(): Promise<void>;
}

/** Builds the site first if it is stale (minutes): give the beforeAll that calls it a long timeout. */
export async function startListeningHarness(
  account: { email: string; password: string },
  overrides: Partial<AppOptions> = {},
): Promise<ListeningHarness> {
  await ensureBuilt();
  const logged: Array<Record<string, unknown>> = [];
  const h = await startHarness({
    ...overrides,
    distDir: builtDist,
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    logger: createLogger('info', { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) }),
  });
  const owner = (await h.client.signUpAndIn(account.email, account.password, 'Owner')).accessToken;
  const http = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1000, logger: createLogger('silent') });
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` };
  return {
    h,
    http,
    owner,
    logged,
    halfThenClosed: (method, path, body) => halfThenClosed(http.url, logged, { method, path, body, headers }),
    whole: (method, path, body) => fetch(new URL(path, http.url), { method, headers, body }),
    async expectBrokenBodiesRefused(method, path, complete, unquoted) {
      const send = (body: string, type = 'application/json') =>
        h.client.call(path, { method, body, token: owner, headers: { 'Content-Type': type } });
      for (const body of [complete.slice(0, complete.length - 5), unquoted, '{"a": 1,}', '\u0000']) {
        const res = await send(body);
        expect(res.status, `${method} ${path} ${body.slice(0, 20)}`).toBe(400);
        expect(await res.json()).toEqual({ error: 'The request body is not valid JSON' });
      }
      for (const body of ['[]', '"text"', 'null']) expect((await send(body)).status, body).toBe(400);
      expect((await send(complete, 'text/plain')).status).toBe(415);
    },
    async stop() {
      await http.shutdown('test over');
      await h.cleanup();
    },
  };
}
