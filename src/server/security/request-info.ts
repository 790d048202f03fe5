import type { Context } from 'hono';
import { isIP } from 'node:net';
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

/**
 * The address as limits count it. An IPv6 client usually holds a whole /64 (a home or phone gets
 * one, and picks a new address in it at will), so it is counted per /64, as 2001:db8:1:2::/64;
 * an IPv4-mapped IPv6 address (::ffff:192.0.2.1, a dual-stack socket's view) is its IPv4 address.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(bare) !== 6) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = bare.includes('::') ? bare.split('::') : [bare, ''];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:0:192.0.2.1 and kin) is two groups' worth.
  const tailLength = tailGroups.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = bare.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill('0'), ...tailGroups]
    : headGroups;
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
