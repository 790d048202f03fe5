import { createLogger } from '../logger';
import { listen, type RunningServer } from '../runtime/node-server';
import { builtDist, ensureBuilt } from './built-site';
import { startHarness, type Harness } from './harness';
import { head, rawRequest, write } from './raw-http';

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
  stop(): Promise<void>;
}

/** Builds the site first if it is stale (minutes): give the beforeAll that calls it a long timeout. */
export async function startListeningHarness(account: { email: string; password: string }): Promise<ListeningHarness> {
  await ensureBuilt();
  const logged: Array<Record<string, unknown>> = [];
  const h = await startHarness({
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
    async halfThenClosed(method, path, body) {
      const from = logged.length;
      await rawRequest(http.url, async (socket) => {
        await write(socket, head(method, path, { ...headers, 'Content-Length': body.length }));
        await write(socket, body.slice(0, body.length / 2));
        socket.destroy();
      });
      return () => logged.slice(from).find((line) => line.msg === 'request' && line.path === path)?.status;
    },
    whole: (method, path, body) => fetch(new URL(path, http.url), { method, headers, body }),
    async stop() {
      await http.shutdown('test over');
      await h.cleanup();
    },
  };
}
