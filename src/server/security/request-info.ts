import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import proxyaddr from 'proxy-addr';

/** Whether the hop at `address` (0: the socket's peer, 1: the X-Forwarded-For entry before it...) is a proxy of ours. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** No proxy is trusted (TRUST_PROXY unset): every X-Forwarded-* header is a client's say-so. */
export const trustNoProxy: ProxyTrust = () => false;

/**
 * TRUST_PROXY's list as Express's `trust proxy` takes it (proxy-addr): addresses, CIDR ranges
 * (10.0.0.0/8, fd00::/8) and the names loopback, linklocal and uniquelocal. Throws a TypeError
 * naming an entry that is none of these.
 */
export function compileProxyTrust(list: readonly string[]): ProxyTrust {
  return list.length === 0 ? trustNoProxy : proxyaddr.compile([...list]);
}

/** The socket peer's address, or undefined for a request with no socket behind it (app.request() in tests). */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * True when the request came through a proxy of ours, so its X-Forwarded-Proto and -Host are that
 * proxy's word: judged by the socket's peer alone, whatever headers a client sends.
 */
function viaTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  if (trust === trustNoProxy) return false;
  const peer = peerAddress(c);
  return peer !== undefined && trust(peer, 0);
}

/** True when the visitor reached us over TLS, directly or (from a trusted proxy) by X-Forwarded-Proto. */
export function isHttps(c: Context, trust: ProxyTrust): boolean {
  if (viaTrustedProxy(c, trust)) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  return c.req.url.startsWith('https:');
}

/** This server's origin as the browser sees it (a trusted proxy's scheme and host). */
export function requestOrigin(c: Context, trust: ProxyTrust): string {
  const url = new URL(c.req.url);
  const host = (viaTrustedProxy(c, trust) && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || url.host;
  return `${isHttps(c, trust) ? 'https' : 'http'}://${host}`;
}

/**
 * The client's address for rate limiting, as Express's `trust proxy` finds it: the socket's peer,
 * or, while that is a trusted proxy, the X-Forwarded-For entries from the right, up to the first
 * that is not a trusted proxy. A peer outside the list is the client, whatever X-Forwarded-For it
 * sends; entries left of the first untrusted one are that client's say-so and never read.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const peer = peerAddress(c);
  if (peer === undefined) return 'unknown';
  if (trust === trustNoProxy) return peer;
  const request = { socket: { remoteAddress: peer }, headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') ?? '' } };
  return proxyaddr(request as unknown as IncomingMessage, trust);
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
