import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { ApiServer } from '../app';
import type { Logger } from '../logger';
import { addListeners } from './listeners';

/** After an early answer (413, 400, 401 to an upload), how much of the unread body is drained. */
const LINGER = { totalMs: 30_000, idleMs: 5_000, maxBytes: 64 * 1024 * 1024 };
/** After the grace period, how long the requests told to give up have to send their 503. */
const ABORT_FLUSH_MS = 2_000;
/**
 * How long an idle keep-alive connection stays open. The client or the proxy in front closes it,
 * not this server: Node's default, 5 s, races with a client reusing the connection at that moment,
 * and the request is reset (a GET nginx sends to another instance, a POST it answers 502; a browser
 * retries, Playwright's API client does not). nginx keeps its upstream connections 60 s
 * (keepalive_timeout in deploy/nginx/nexlink.conf), load balancers as long or less: longer than theirs.
 */
const KEEP_ALIVE_MS = 65_000;

export interface RunningServer {
  http: Server;
  url: string;
  port: number;
  /** Drains and closes; resolves with the exit code once the database is closed and the lock released. */
  shutdown(reason: string): Promise<number>;
}

/**
 * Serves the app over HTTP/1.1 on Node. Two things @hono/node-server leaves to its host:
 *
 * - Early answers to uploads. When a handler answers before reading the whole body (a part over its
 *   limit, a bad field, no token), the client is usually still sending. Closing the socket at once
 *   makes the client's next write fail with EPIPE/ECONNRESET, often before it reads the answer. So
 *   the rest of the body is read and discarded, as nginx's lingering close does, until it ends (the
 *   connection then stays usable), pauses for 5 s, passes 64 MB or 30 s; only then is it closed.
 * - Graceful shutdown: see shutdown() below.
 */
export async function listen(
  server: ApiServer,
  { host, port, shutdownGraceMs, logger }: { host: string; port: number; shutdownGraceMs: number; logger: Logger },
): Promise<RunningServer> {
  // autoCleanupIncoming: false leaves unread bodies to lingerOver() instead of a 500 ms drain.
  const listener = getRequestListener(server.app.fetch, { hostname: host, autoCleanupIncoming: false });
  const http = createServer((incoming, outgoing) => {
    // One shared function, not a closure and a once() wrapper per request: 'finish' fires once.
    outgoing.on('finish', lingerIfUnread);
    void listener(incoming, outgoing);
  });
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const actualPort = (http.address() as AddressInfo).port;

  let stopping: Promise<number> | undefined;
  /**
   * SIGTERM: /api/ready and every new request answer 503 at once; requests already running finish
   * within the grace period; those still running then are told to give up (an upload answers 503
   * and removes its temporary file); then the listener and the connections close, the database
   * closes and the DATA_DIR lock is released.
   */
  const shutdown = (reason: string) => {
    stopping ??= (async () => {
      const { lifecycle } = server;
      const deadline = Date.now() + shutdownGraceMs;
      lifecycle.beginDrain();
      logger.info({ reason, inflight: lifecycle.inflight(), graceMs: shutdownGraceMs }, 'shutting down');
      // Idle keep-alive connections stay open: a request on one gets the 503 with Connection: close,
      // where closing them now would race with a client that is just reusing one.
      const finished = await Promise.race([lifecycle.whenIdle().then(() => true), delay(shutdownGraceMs).then(() => false)]);
      if (!finished) {
        logger.warn({ inflight: lifecycle.inflight() }, 'grace period over; answering 503 to the requests still running');
        lifecycle.abortAll();
        await Promise.race([lifecycle.whenIdle(), delay(ABORT_FLUSH_MS)]);
      }
      // Responses already handed to Node (a download under way) get a moment more, then everything closes.
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeIdleConnections();
        setTimeout(() => http.closeAllConnections(), Math.max(deadline - Date.now(), 0) + ABORT_FLUSH_MS).unref();
      });
      try {
        await server.close();
      } catch (error) {
        logger.error({ err: error }, 'closing the database failed');
        return 1;
      }
      logger.info('stopped');
      return 0;
    })();
    return stopping;
  };

  return { http, url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`, port: actualPort, shutdown };
}

/** On a response's 'finish': lingers over the request body when the handler left some of it unread. */
function lingerIfUnread(this: ServerResponse) {
  const incoming = this.req;
  if (!incoming.complete && !incoming.destroyed) lingerOver(incoming);
}

/** Reads and discards what is left of a request body, within LINGER's bounds, then closes. */
function lingerOver(incoming: IncomingMessage) {
  let bytes = 0;
  const close = () => {
    cleanup();
    incoming.socket?.destroy();
  };
  const total = setTimeout(close, LINGER.totalMs);
  let idle = setTimeout(close, LINGER.idleMs);
  const onData = (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > LINGER.maxBytes) return close();
    clearTimeout(idle);
    idle = setTimeout(close, LINGER.idleMs);
  };
  let unlisten = () => {};
  const cleanup = () => {
    clearTimeout(total);
    clearTimeout(idle);
    unlisten();
  };
  unlisten = addListeners(incoming, { data: onData, end: cleanup, close: cleanup });
  incoming.on('error', () => {});
  incoming.resume();
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
