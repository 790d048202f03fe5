import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { Agent } from 'undici';

/**
 * Where a webhook may be sent. A receiver is a CRM on the internet: the server refuses plain
 * http:// and any host that resolves to loopback, private, link-local or other special-use ranges
 * (ipaddr.js's range() other than `unicast`, and the deprecated IPv4-compatible `::/96`), so an
 * administrator's endpoint cannot be used to reach the server's own network (SSRF). The operator
 * allows both for a receiver on the same network with WEBHOOK_ALLOW_PRIVATE=1. Checked when the
 * endpoint is added, and again at each delivery on the address the connection actually uses (a
 * DNS answer that changes between the two, DNS rebinding, is caught at the connection).
 */

/**
 * The deprecated IPv4-compatible range (RFC 4291 §2.5.5.1): `::7f00:1`, which a URL's
 * `[::127.0.0.1]` becomes, is 127.0.0.1 to a system that still maps it, yet ipaddr.js calls all
 * of it but `::` and `::1` unicast. Nothing on the internet has such an address.
 */
const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/** Why an address may not be sent to, or null. */
export function refusedAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return `${address} is not an IP address`;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  let range: string = parsed.range();
  if (range === 'unicast' && parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) range = 'ipv4Compatible';
  return range === 'unicast' ? null : `${address} is a ${range} address, not one on the internet`;
}

/** Why a URL may not be an endpoint (its form, before any DNS), or null. */
export function refusedUrl(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The address is not a URL';
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return allowPrivate ? 'The address must start with https:// or http://' : 'The address must start with https://';
  if (parsed.username || parsed.password) return 'The address must not hold a user name or password';
  return null;
}

/** Every address the URL's host resolves to must be allowed; resolves with the first refusal, or null. */
export async function refusedHost(url: string, allowPrivate: boolean): Promise<string | null> {
  if (allowPrivate) return null;
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookupAll(host, { all: true });
  } catch {
    return `${host} does not resolve`;
  }
  for (const { address } of addresses) {
    const refused = refusedAddress(address);
    if (refused) return `${host} resolves to ${refused}`;
  }
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The lookup the delivery's connection uses: the system's, with every answer checked, so the
 * address connected to is one that was checked (no second resolution to rebind).
 */
function guardedLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.map(({ address }) => refusedAddress(address)).find(Boolean);
    if (refused) return callback(Object.assign(new Error(`${hostname} resolves to ${refused}`), { code: 'EREFUSEDADDRESS' }), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first?.address ?? '', first?.family);
  });
}

/**
 * The HTTP client of the deliveries: the guarded lookup unless private addresses are allowed; short
 * timeouts. undici is loaded here, at the first delivery: some 6 MB of heap that a site without
 * webhooks never needs to hold.
 */
export async function deliveryAgent(allowPrivate: boolean): Promise<Agent> {
  const { Agent } = await import('undici');
  return new Agent({
    connect: { timeout: 10_000, ...(allowPrivate ? {} : { lookup: guardedLookup }) },
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
  });
}
