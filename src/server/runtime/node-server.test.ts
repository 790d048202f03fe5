import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startHarness, type Harness } from '../test/harness';
import { listen, type RunningServer } from './node-server';

/*
 * The HTTP server around the app (node-server.ts), in this process: what a client or the proxy in
 * front learns of its connections.
 */

let h: Harness;
let running: RunningServer;

beforeAll(async () => {
  h = await startHarness();
  running = await listen(h.server, { host: '127.0.0.1', port: 0, shutdownGraceMs: 1_000, logger: createLogger('silent') });
});
afterAll(async () => {
  running?.http.closeAllConnections();
  await new Promise((resolve) => running?.http.close(resolve));
  await h?.cleanup();
});

/** GETs `urlPath` on a connection of its own kept alive; resolves with the answer's headers. */
const headersOf = (urlPath: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const asked = request(`${running.url}${urlPath}`, { headers: { Connection: 'keep-alive' }, agent: false }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer.headers));
    });
    asked.on('error', reject);
    asked.end();
  });

describe('an idle keep-alive connection', () => {
  it('is kept open longer than nginx keeps its connections to the instances, so nginx closes it first', async () => {
    const headers = await headersOf('/api/health');
    expect(headers.connection).toBe('keep-alive');
    const seconds = Number(/timeout=(\d+)/.exec(String(headers['keep-alive']))?.[1]);
    const conf = await readFile(path.resolve(import.meta.dirname, '../../../deploy/nginx/nexlink.conf'), 'utf8');
    const upstream = /upstream nexlink \{[^}]*\}/.exec(conf)?.[0] ?? '';
    const nginxSeconds = Number(/^\s*keepalive_timeout (\d+)s;/m.exec(upstream)?.[1]);
    expect(nginxSeconds).toBeGreaterThan(0);
    // Most load balancers keep theirs 60 s at most (nginx's own default, AWS's ALB).
    expect(seconds).toBeGreaterThan(Math.max(nginxSeconds, 60));
  });
});
