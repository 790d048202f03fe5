import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect as tlsConnect, type SecureVersion } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { send, startNginx, type Nginx } from './test/nginx';

/*
 * deploy/nginx/nexlink.conf's own rules, with stand-ins for the instances whose behaviour each test
 * chooses. What it sends again, and where: a write is passed to another instance only when the first cannot
 * have acted on it (it refused the connection, or answered the 503 a draining instance gives before
 * reading the body), never after an instance read it and then failed (a crash just after its
 * commit: a second try would store the submission twice). Runs with the PostgreSQL suite, where CI
 * installs nginx (npm run test:api:pg).
 */

type Behaviour = 'store' | 'store-then-crash' | 'drain';

/** A stand-in instance: it records every write it read (method and body) and answers as told. */
async function standIn(behaviour: Behaviour) {
  const stored: string[] = [];
  const reads: string[] = [];
  const server: Server = createServer((request, response) => {
    if (behaviour === 'drain') {
      // As runtime/lifecycle.ts does: 503 at once, nothing read.
      response.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5', Connection: 'close' });
      response.end('{"error":"draining"}');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'GET') stored.push(`${request.method} ${Buffer.concat(chunks).toString()}`);
      else reads.push(request.url ?? '');
      if (behaviour === 'store-then-crash') return void response.socket?.destroy();
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"id":"1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    stored,
    reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An address nothing listens on: the connection is refused. */
async function refusingAddress() {
  const closed = await standIn('store');
  await closed.close();
  return closed.address;
}

let nginx: Nginx | undefined;
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await nginx?.stop();
  nginx = undefined;
  for (const close of closers.splice(0)) await close();
});

async function behind(...instances: Array<Awaited<ReturnType<typeof standIn>> | string>) {
  for (const instance of instances) if (typeof instance !== 'string') closers.push(instance.close);
  nginx = await startNginx(instances.map((instance) => (typeof instance === 'string' ? instance : instance.address)));
  return nginx;
}

/** Whether a TLS handshake with nginx succeeds at exactly this protocol version. */
function handshake(proxy: Nginx, version: SecureVersion): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = tlsConnect({
      host: '127.0.0.1',
      port: proxy.https,
      minVersion: version,
      maxVersion: version,
      rejectUnauthorized: false,
      // OpenSSL's default security level would refuse TLS 1.1 on this side: let nginx decide.
      ciphers: 'DEFAULT@SECLEVEL=0',
    });
    socket.once('secureConnect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const post = (proxy: Nginx, body: string) =>
  send({
    port: proxy.https,
    tls: true,
    path: '/api/contact',
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });

describe.runIf(process.env.DATABASE_URL)('nginx retries (deploy/nginx/nexlink.conf)', () => {
  it('never sends a write on after an instance read it and failed: the client gets 502, the write is stored once', async () => {
    const [a, b] = await Promise.all([standIn('store-then-crash'), standIn('store-then-crash')]);
    const proxy = await behind(a, b);
    const answer = await post(proxy, '{"n":1}');
    expect(answer.status).toBe(502);
    expect([...a.stored, ...b.stored]).toEqual(['POST {"n":1}']);
  });

  it('still sends a read on after such a failure (a GET has no effect to repeat)', async () => {
    const [a, b] = await Promise.all([standIn('store-then-crash'), standIn('store-then-crash')]);
    const proxy = await behind(a, b);
    await send({ port: proxy.https, tls: true, path: '/api/blogs' });
    expect([...a.reads, ...b.reads]).toEqual(['/api/blogs', '/api/blogs']);
  });

  it('sends a write a draining instance refused with 503 to another, once, even with writes at once', async () => {
    const [draining, serving] = await Promise.all([standIn('drain'), standIn('store')]);
    const proxy = await behind(draining, serving);
    const bodies = Array.from({ length: 12 }, (_, i) => `{"n":${i}}`);
    const answers = await Promise.all(bodies.map((body) => post(proxy, body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(12).fill(201));
    expect(serving.stored.sort()).toEqual(bodies.map((body) => `POST ${body}`).sort());
  });

  it('sends a write on when an instance refuses the connection', async () => {
    const serving = await standIn('store');
    const proxy = await behind(await refusingAddress(), serving);
    for (let i = 0; i < 3; i++) expect((await post(proxy, `{"n":${i}}`)).status).toBe(201);
    expect(serving.stored).toEqual(['POST {"n":0}', 'POST {"n":1}', 'POST {"n":2}']);
  });

  it('speaks TLS 1.2 and 1.3 only (1.22 left 1.3 out by default), and names no nginx version', async () => {
    const proxy = await behind(await standIn('store'));
    expect(await handshake(proxy, 'TLSv1.3')).toBe(true);
    expect(await handshake(proxy, 'TLSv1.2')).toBe(true);
    expect(await handshake(proxy, 'TLSv1.1')).toBe(false);
    expect(await handshake(proxy, 'TLSv1')).toBe(false);
    const tls = await send({ port: proxy.https, tls: true, path: '/api/contact', method: 'POST', body: '{}' });
    expect(tls.headers.server).toBe('nginx');
    expect(tls.body.toString()).not.toMatch(/nginx\//);
    const plain = await send({ port: proxy.http, path: '/' });
    expect(plain.headers.server).toBe('nginx');
    expect(plain.body.toString()).not.toMatch(/nginx\//);
  });
});
