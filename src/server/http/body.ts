import { AsyncResource } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { DRAINING_MESSAGE, RequestFailure, SHUTDOWN_REASON } from '../runtime/lifecycle';
import { addListeners } from '../runtime/listeners';
import { ApiError } from './errors';

/**
 * The request body as a Node stream. Behind @hono/node-server it is the socket's IncomingMessage
 * itself, read without a web-stream wrapper: when a handler stops reading early (a 413, a bad
 * part), nothing here destroys the socket, so the answer reaches the client and the server's
 * lingering drain (runtime/node-server.ts) disposes of the rest. In app.request() tests it is the
 * Request's own body.
 */
export function bodySource(c: Context): Readable | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && typeof incoming.on === 'function') return incoming;
  const body = c.req.raw.body;
  return body ? Readable.fromWeb(body as WebReadableStream<Uint8Array>) : null;
}

export interface PumpOptions {
  /** Most bytes accepted; one more and the pump stops with `tooLarge()`. */
  limit: number;
  tooLarge: () => ApiError;
  /** Stop with 408 when no byte arrives for this long. */
  idleMs: number;
  /** Aborted when the server gives up on the request (503) or the client goes away (400). */
  signal?: AbortSignal;
}

/**
 * Feeds a body to `onChunk` with back-pressure, counting bytes. Settles exactly once: resolves at
 * the body's end, rejects with an ApiError when the body passes its limit, stalls, is cut off by
 * the client or the server stops, or when `stop(error)` is called (a bad part found mid-way). On
 * every outcome the source's listeners are removed and it is left paused, never destroyed.
 */
export function pumpBody(
  source: Readable,
  options: PumpOptions,
  onChunk: (chunk: Buffer) => boolean | void,
): { done: Promise<number>; stop: (error: Error) => void; resume: () => void } {
  let received = 0;
  let settle!: (error?: Error) => void;
  const done = new Promise<number>((resolve, reject) => {
    let settled = false;
    let idle: NodeJS.Timeout | undefined;
    let unlisten = () => {};
    const armIdle = () => {
      clearTimeout(idle);
      idle = setTimeout(
        () =>
          settle(
            new ApiError(
              408,
              `The request body stopped arriving: nothing was received for ${Math.round(options.idleMs / 1000)} s`,
            ),
          ),
        options.idleMs,
      );
    };
    // Bound to the request's async context: the socket emits 'data' from its own, and an error that
    // escapes a consumer must still be traced to this request (runtime/lifecycle.ts).
    const onData = AsyncResource.bind((chunk: Buffer) => {
      received += chunk.length;
      if (received > options.limit) return settle(options.tooLarge());
      armIdle();
      let more: boolean | void;
      try {
        more = onChunk(chunk);
      } catch (error) {
        // The consumer (a parser) threw on this chunk: the body cannot be read.
        return settle(
          new ApiError(
            400,
            `The request body could not be read (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'})`,
          ),
        );
      }
      if (more === false) source.pause();
    });
    const onEnd = () => settle();
    const onAborted = () => settle(new ApiError(400, 'The upload was interrupted before it was complete'));
    const onError = () => settle(new ApiError(400, 'The upload was interrupted before it was complete'));
    const onClose = () => {
      if (!source.readableEnded) onAborted();
    };
    const onAbort = () => {
      const reason: unknown = options.signal?.reason;
      if (reason === SHUTDOWN_REASON)
        settle(new ApiError(503, DRAINING_MESSAGE, undefined, { 'Retry-After': '5', Connection: 'close' }));
      else if (reason instanceof RequestFailure) settle(reason);
      else settle(new ApiError(400, 'The upload was interrupted before it was complete'));
    };
    settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      unlisten();
      options.signal?.removeEventListener('abort', onAbort);
      if (error) {
        source.pause();
        // A stream with no 'error' listener throws; keep one for whatever it still emits.
        source.on('error', ignore);
        reject(error);
      } else resolve(received);
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    unlisten = addListeners(source, { data: onData, end: onEnd, aborted: onAborted, error: onError, close: onClose });
    if (source.readableEnded) return onEnd();
    if (source.destroyed) return onAborted();
    armIdle();
    source.resume();
  });
  // A rejection nobody awaits yet (stop() before the caller awaits) must not become unhandled.
  done.catch(ignore);
  return {
    done,
    stop: (error) => settle(error),
    resume: () => {
      if (!source.destroyed && !source.readableEnded) source.resume();
    },
  };
}

/** Reads a whole body into memory, bounded by `limit` (413 past it) and the idle timeout (408). */
export async function readBody(c: Context, options: PumpOptions): Promise<Buffer> {
  const declared = declaredLength(c);
  if (declared !== undefined && declared > options.limit) throw options.tooLarge();
  const source = bodySource(c);
  if (!source) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  await pumpBody(source, options, (chunk) => {
    chunks.push(chunk);
  }).done;
  return Buffer.concat(chunks);
}

/** Content-Length when the client sent a sane one. */
export function declaredLength(c: Context): number | undefined {
  const header = c.req.header('content-length');
  if (header === undefined || !/^\d{1,15}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}

function ignore() {}
