import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { builtDist, ensureBuilt } from './built-site';
import { testDatabase } from './database';
import { startPgProxy } from './pg-proxy';
import { startServerProcess, type ServerProcess } from './process';

const json = { 'Content-Type': 'application/json' };

/**
 * Server processes on one PostgreSQL database, each serving the built site, for tests of what one
 * instance does that another must see. `start()` (a describe block's beforeAll) makes the database
 * and a first instance (the writer) with `admin` registered and signed in on it; `stop()` (its
 * afterAll) stops every instance and proxy started here and removes their data. Other instances
 * come from `instance()`, straight to the database, or from `proxied()`, through a proxy that can
 * cut their change feed (./pg-proxy.ts). Needs PostgreSQL (npm run test:api:pg).
 */
export function instancesOnOneDatabase(prefix: string, admin: { name: string; email: string; password: string }) {
  let database: Awaited<ReturnType<typeof testDatabase>> | undefined;
  let writer: ServerProcess | undefined;
  let token = '';
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  const proxies: Array<Awaited<ReturnType<typeof startPgProxy>>> = [];

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('instancesOnOneDatabase: used before start()');
    return value;
  };
  const instance = async (databaseUrl = started(database).url ?? '') => {
    const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
    dataDirs.push(dataDir);
    const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DIST_DIR: builtDist });
    servers.push(server);
    return server;
  };

  return {
    /** The database, the writer and the administrator signed in; builds the site first if it is stale (minutes). */
    async start() {
      await ensureBuilt();
      database = await testDatabase(prefix);
      writer = await instance(database.url ?? '');
      expect(
        (await fetch(`${writer.base}/api/auth/register`, { method: 'POST', headers: json, body: JSON.stringify(admin) })).status,
      ).toBe(201);
      const login = await fetch(`${writer.base}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      token = ((await login.json()) as { accessToken: string }).accessToken;
    },
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await Promise.all(proxies.map((proxy) => proxy.stop()));
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await database?.drop();
    },
    /** The first instance, where the tests write. */
    get writer() {
      return started(writer);
    },
    /** Another instance on the same database. */
    instance: () => instance(),
    /** Another instance whose database connections go through a proxy, its feed refused from the start when `feedDown`. */
    async proxied({ feedDown = false } = {}) {
      const proxy = await startPgProxy(started(database).url ?? '');
      proxies.push(proxy);
      proxy.setFeedDown(feedDown);
      return { proxy, server: await instance(proxy.url) };
    },
    /** A call on the writer as the signed-in administrator, with `body` (if any) as JSON. */
    asAdmin: (method: string, urlPath: string, body?: unknown) =>
      fetch(`${started(writer).base}${urlPath}`, {
        method,
        headers: { ...json, Authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}
