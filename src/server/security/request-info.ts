import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * True when the visitor reached us over TLS. A proxy's X-Forwarded-Proto counts only with
 * trustProxy: without a proxy of ours in front, any client could send that header.
 */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return c.req.url.startsWith('https:');
}

/** This server's origin as the browser sees it (the proxy's scheme and host with trustProxy). */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const host = (trustProxy && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || url.host;
  return `${isHttps(c, trustProxy) ? 'https' : 'http'}://${host}`;
}

/**
 * The client's address for rate limiting. Behind a reverse proxy (trustProxy) it is the last
 * X-Forwarded-For entry, the one our own proxy appended; earlier entries are the client's say-so.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const chain = c.req.header('x-forwarded-for');
    const last = chain?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests: no socket behind the request.
    return 'unknown';
  }
}
