import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../options';
import { startHarness, validContact, type Harness } from '../test/harness';

/*
 * TRUST_PROXY names the proxies in front (issue 32): X-Forwarded-For, -Proto and -Host count only
 * when the socket's peer is one of them, and the client is the rightmost X-Forwarded-For entry that
 * is not. It used to trust any peer, one hop: an instance reachable without the proxy let anyone
 * pick their address, dodging every per-address limit.
 */

const LIMIT = 3;
let behind: Harness;
let loopback: Harness;

beforeAll(async () => {
  const rateLimit = { max: LIMIT, windowMs: 60_000 };
  [behind, loopback] = await Promise.all([
    startHarness({ rateLimit, trustProxy: ['10.0.0.0/8'] }),
    startHarness({ rateLimit, trustProxy: true }),
  ]);
});
afterAll(() => Promise.all([behind.cleanup(), loopback.cleanup()]));

const contact = (h: Harness, peer: string, headers: Record<string, string> = {}) =>
  h.client.call('/api/contact', { json: validContact, address: peer, headers });
const statuses = async (calls: Array<() => Promise<Response>>) => {
  const out: number[] = [];
  for (const call of calls) out.push((await call()).status);
  return out;
};
const limited = [...Array<number>(LIMIT).fill(201), 429];

describe('TRUST_PROXY=10.0.0.0/8', () => {
  it('judges a peer outside the list by its socket, whatever X-Forwarded-For it sends', async () => {
    const forged = await statuses(
      Array.from({ length: LIMIT + 1 }, (_, i) => () => contact(behind, '203.0.113.9', { 'X-Forwarded-For': `198.51.100.${i}` })),
    );
    expect(forged).toEqual(limited);
  });

  it('takes the rightmost X-Forwarded-For entry that is not a trusted proxy, through several of ours', async () => {
    // The client claims an address left of the one our outer proxy saw: only the latter counts.
    const calls = Array.from(
      { length: LIMIT + 1 },
      (_, i) => () => contact(behind, '10.1.2.3', { 'X-Forwarded-For': `192.0.2.${i}, 198.51.100.77, 10.0.0.7` }),
    );
    expect(await statuses(calls)).toEqual(limited);
    // Another client through the same proxies is another address.
    expect((await contact(behind, '10.1.2.3', { 'X-Forwarded-For': '198.51.100.78, 10.0.0.7' })).status).toBe(201);
  });

  it('believes X-Forwarded-Proto (HSTS) from a trusted proxy only', async () => {
    const header = { 'X-Forwarded-Proto': 'https' };
    const direct = await behind.client.call('/api/health', { address: '203.0.113.10', headers: header });
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    const proxied = await behind.client.call('/api/health', { address: '10.0.0.2', headers: header });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });

  it('believes X-Forwarded-Host and -Proto for the same-origin check from a trusted proxy only', async () => {
    const headers = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    const direct = await contact(behind, '203.0.113.11', headers);
    expect(direct.status).toBe(403);
    const site = { Origin: 'https://www.example.com', 'X-Forwarded-Host': 'www.example.com', 'X-Forwarded-Proto': 'https' };
    expect((await contact(behind, '10.0.0.2', { ...site, 'X-Forwarded-For': '198.51.100.90' })).status).toBe(201);
  });
});

describe('TRUST_PROXY=true', () => {
  it('means a proxy on this machine (loopback), never any peer', async () => {
    const viaLoopback = Array.from(
      { length: LIMIT + 1 },
      (_, i) => () => contact(loopback, '127.0.0.1', { 'X-Forwarded-For': `198.51.100.${i}` }),
    );
    // Each forwarded address is its own client behind the local proxy...
    expect(await statuses(viaLoopback)).toEqual(Array<number>(LIMIT + 1).fill(201));
    // ...but a peer elsewhere is the client itself.
    const remote = Array.from(
      { length: LIMIT + 1 },
      (_, i) => () => contact(loopback, '10.0.0.1', { 'X-Forwarded-For': `192.0.2.${i}` }),
    );
    expect(await statuses(remote)).toEqual(limited);
  });
});

describe('the TRUST_PROXY variable', () => {
  it('takes true, false, or a list of addresses, CIDR ranges and named ranges', () => {
    expect(() => optionsFromEnv({ TRUST_PROXY: 'true' })).not.toThrow();
    expect(() => optionsFromEnv({ TRUST_PROXY: '' })).not.toThrow();
    expect(optionsFromEnv({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,fd00::/8,loopback' }).app.trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
    expect(optionsFromEnv({ TRUST_PROXY: 'false' }).app.trustProxy).toEqual([]);
    expect(optionsFromEnv({ TRUST_PROXY: 'true' }).app.trustProxy).toEqual(['loopback']);
  });

  it('stops the start naming the variable and the entry it cannot read', () => {
    for (const value of ['yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,,*']) {
      expect(() => optionsFromEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be true, false or the proxies' addresses/,
      );
    }
  });
});
