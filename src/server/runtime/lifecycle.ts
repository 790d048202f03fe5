import type { MiddlewareHandler } from 'hono';
import { tryGetContext } from 'hono/context-storage';
import type { AppEnv } from '../context';
import { loggedPath } from '../http/logged-path';

/**
 * The server's life as requests see it: serving, then draining once a shutdown begins. While
 * draining, /api/ready and every new request answer 503 (a load balancer stops sending traffic,
 * a client retries elsewhere), requests already running go on, and abortAll() tells the ones still
 * running when the grace period ends to give up: an upload then answers 503 and removes its
 * temporary file.
 */
export interface Lifecycle {
  middleware: MiddlewareHandler<AppEnv>;
  readonly draining: boolean;
  beginDrain(): void;
  /** Requests whose handler has not returned yet. */
  inflight(): number;
  /** Resolves once no request is running (at once if none is). */
  whenIdle(): Promise<void>;
  /** Aborts the signal of every running request (c.var.inflight.signal). */
  abortAll(): void;
}

export const DRAINING_MESSAGE = 'The server is restarting. Please try again in a moment.';
/** The abort reason of requests given up at shutdown. */
export const SHUTDOWN_REASON = 'server shutting down';

/**
 * The abort reason of a request in which an error escaped every handler (an exception thrown from a
 * stream's callback, say): main.ts finds the request it happened in (hono/context-storage) and
 * fails that request alone with a 500, instead of the whole process.
 */
export class RequestFailure extends Error {
  constructor(cause: unknown) {
    super('an error escaped while handling this request', { cause });
    this.name = 'RequestFailure';
  }
}

/**
 * One running request. Its AbortController is made only when a body reader asks for the signal:
 * most requests (GETs) never do, and the request path stays cheap. The client going away is seen
 * by the body reader itself, on the socket.
 */
class Running {
  #controller: AbortController | undefined;
  #reason: unknown;
  get signal(): AbortSignal {
    this.#controller ??= new AbortController();
    if (this.#reason !== undefined && !this.#controller.signal.aborted) this.#controller.abort(this.#reason);
    return this.#controller.signal;
  }
  abort(reason: unknown) {
    this.#reason ??= reason;
    this.#controller?.abort(reason);
  }
}

export function createLifecycle(bodyIdleMs: number): Lifecycle {
  let draining = false;
  const running = new Set<Running>();
  let idleWaiters: Array<() => void> = [];
  const settleIdle = () => {
    if (running.size > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (draining) {
      return c.json({ error: DRAINING_MESSAGE }, 503, { 'Retry-After': '5', Connection: 'close' });
    }
    const request = new Running();
    running.add(request);
    c.set('inflight', {
      // Stops body reading when the server gives up on this request or it failed.
      get signal() {
        return request.signal;
      },
      idleMs: bodyIdleMs,
      fail: (error) => request.abort(new RequestFailure(error)),
    });
    try {
      await next();
    } finally {
      running.delete(request);
      if (draining) {
        // The connection closes after this answer, so a keep-alive client does not send the next
        // request to a server that is going away.
        try {
          c.res.headers.set('Connection', 'close');
        } catch {
          // Immutable headers (a proxied response): the server closes idle connections anyway.
        }
        settleIdle();
      }
    }
  };

  return {
    middleware,
    get draining() {
      return draining;
    },
    beginDrain() {
      draining = true;
    },
    inflight: () => running.size,
    whenIdle() {
      if (running.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    abortAll() {
      for (const request of running) request.abort(SHUTDOWN_REASON);
    },
  };
}

/**
 * Called with an error that escaped every handler: if it was thrown while handling a request (the
 * async context of hono/context-storage says which), that request fails with a 500 and its method
 * and path are returned; otherwise null.
 */
export function failCurrentRequest(error: unknown): { method: string; path: string } | null {
  const c = tryGetContext<AppEnv>();
  const inflight = c?.get('inflight');
  if (!c || !inflight) return null;
  inflight.fail(error);
  return { method: c.req.method, path: loggedPath(c.req.path) };
}
