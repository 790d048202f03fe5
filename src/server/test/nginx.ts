import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repository's nginx configuration, the one operators install. */
const CONFIG = path.resolve(import.meta.dirname, '../../../deploy/nginx/nexlink.conf');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface Nginx {
  http: number;
  https: number;
  /** The folder served at /.well-known/acme-challenge/ on the plain port (the file's /var/www/acme). */
  acmeRoot: string;
  /** What nginx's access log holds so far (the file's /var/log/nginx/nexlink-access.log). */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * deploy/nginx/nexlink.conf run as it is, but for what must differ on a test machine: its upstream
 * servers are `upstreams`, it listens on two free ports of 127.0.0.1 (plain and TLS, with a
 * throw-away self-signed certificate), and its cache, ACME challenge folder, temporary files, pid
 * and log live in a temporary folder. nginx runs in the foreground as this process's child.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it)');
  const dir = await mkdtemp(path.join(tmpdir(), 'nginx-'));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  for (const sub of ['cache', 'acme', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(dir, 'site.key'), '-out', path.join(dir, 'site.pem')],
    ],
    { stdio: 'ignore' },
  );

  let site = await readFile(CONFIG, 'utf8');
  const replace = (pattern: RegExp, by: string | ((...groups: string[]) => string)) => {
    if (!pattern.test(site)) throw new Error(`nexlink.conf no longer has ${pattern}`);
    site = typeof by === 'string' ? site.replace(pattern, by) : site.replace(pattern, by);
  };
  replace(
    /^(\s*)server 127\.0\.0\.1:3001 (.*);\n\s*server 127\.0\.0\.1:3002 .*;\n/m,
    (_m: string, indent: string, params: string) =>
      upstreams.map((address) => `${indent}server ${address} ${params};\n`).join(''),
  );
  replace(/listen 80;/, `listen 127.0.0.1:${httpPort};`);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${httpsPort} ssl http2;`);
  replace(/\/var\/cache\/nginx\/nexlink/, path.join(dir, 'cache'));
  replace(/\/var\/www\/acme/g, path.join(dir, 'acme'));
  replace(/\/etc\/ssl\/certs\/nexlink\.pem/, path.join(dir, 'site.pem'));
  replace(/\/etc\/ssl\/private\/nexlink\.key/, path.join(dir, 'site.key'));
  replace(/\/var\/log\/nginx\/nexlink-access\.log/g, path.join(dir, 'access.log'));
  await writeFile(path.join(dir, 'nexlink.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      // As root (CI), workers would switch to nobody, who cannot write this private folder.
      process.getuid?.() === 0 ? 'user root root;' : '',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${path.join(dir, sub)};`,
      ),
      `  include ${path.join(dir, 'nexlink.conf')};`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    // The plain port's redirect is nginx's own answer: no request reaches an upstream (which a
    // failing one would count against it) before the test's own.
    const up = await send({ port: httpPort, path: '/' }).then(
      (res) => res.status === 308,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx did not start: ${stderr}${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    http: httpPort,
    https: httpsPort,
    acmeRoot: path.join(dir, 'acme'),
    accessLog: () => readFile(path.join(dir, 'access.log'), 'utf8').catch(() => ''),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request from a chosen local address (127.x.y.z: any of them reaches 127.0.0.1 on Linux), over HTTP or HTTPS. */
export function send({
  port,
  path: urlPath,
  method = 'GET',
  headers = {},
  body,
  from,
  tls = false,
}: {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  from?: string;
  tls?: boolean;
}): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const options = {
      host: '127.0.0.1',
      port,
      path: urlPath,
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }) },
      localAddress: from,
      agent: false as const,
      rejectUnauthorized: false,
      timeout: 30_000,
    };
    const request = (tls ? httpsRequest : httpRequest)(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
