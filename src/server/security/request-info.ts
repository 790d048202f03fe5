import type { Context } from 'hono';

/** True when the visitor reached us over TLS, directly or through a proxy that says so. */
export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === 'https';
  return c.req.url.startsWith('https:');
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
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
  const env = c.env as NodeBindings | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
