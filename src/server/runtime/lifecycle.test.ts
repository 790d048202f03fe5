import { Hono, type Context } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { ApiError, handleError } from '../http/errors';
import { readBody } from '../http/body';
import { createLogger } from '../logger';
import { createLifecycle, failCurrentRequest } from './lifecycle';

/** A body that sends one byte and then nothing, like a stalled upload. */
const stalled = () =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array([123]));
    },
  });

function appWith(route: (c: Context<AppEnv>) => Promise<Response>) {
  const lifecycle = createLifecycle(30_000);
  const errors: string[] = [];
  const logger = createLogger('error', { write: (line: string) => errors.push(line) });
  const app = new Hono<AppEnv>();
  app.use(contextStorage());
  app.use(requestId());
  app.use(lifecycle.middleware);
  app.post('/upload', route);
  app.onError((error, c) => handleError(error, c, logger));
  return { app, lifecycle, errors };
}

const readAll = (c: Context<AppEnv>) =>
  readBody(c, { limit: 1024, tooLarge: () => new ApiError(413, 'too large'), ...c.var.inflight });

describe('an error that escapes every handler', () => {
  it('fails the request it was thrown in with a 500, logged with its cause, and nothing else', async () => {
    let traced: ReturnType<typeof failCurrentRequest> = null;
    const { app, errors } = appWith(async (c) => {
      // A callback scheduled by this request throws later, outside any try/catch.
      setTimeout(() => {
        traced = failCurrentRequest(new Error('thrown from a stream callback'));
      }, 20);
      await readAll(c);
      return c.text('never');
    });
    // @ts-expect-error Node's fetch needs duplex for a stream body
    const res = await app.request('/upload', { method: 'POST', body: stalled(), duplex: 'half' });
    expect(res.status).toBe(500);
    const id = res.headers.get('x-request-id');
    expect(await res.json()).toEqual({ error: 'Something went wrong on our side. Please try again later.', requestId: id });
    expect(traced).toEqual({ method: 'POST', path: '/upload' });
    // One log line, with the cause's stack and the same request id the caller was given.
    const [line] = errors.map(
      (text) => JSON.parse(text) as { reqId: string; msg: string; err: { message: string; stack: string } },
    );
    expect(line).toMatchObject({ reqId: id, msg: 'unhandled error', err: { message: 'thrown from a stream callback' } });
    expect(line?.err.stack).toContain('lifecycle.test.ts');
    // Outside any request there is nothing to fail: the process must decide.
    expect(failCurrentRequest(new Error('outside'))).toBeNull();
  });
});

describe('draining', () => {
  it('answers new requests 503 with Retry-After, and tells running ones to give up with 503', async () => {
    const { app, lifecycle } = appWith(async (c) => {
      await readAll(c);
      return c.text('done');
    });
    // @ts-expect-error Node's fetch needs duplex for a stream body
    const running = app.request('/upload', { method: 'POST', body: stalled(), duplex: 'half' });
    await expect.poll(() => lifecycle.inflight()).toBe(1);
    lifecycle.beginDrain();
    const late = await app.request('/upload', { method: 'POST', body: '{}' });
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('5');
    const idle = lifecycle.whenIdle();
    lifecycle.abortAll();
    const res = await running;
    expect(res.status).toBe(503);
    expect(res.headers.get('connection')).toBe('close');
    await idle;
    expect(lifecycle.inflight()).toBe(0);
  });
});
