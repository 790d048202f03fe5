import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_NODE_ARGS, SHORT_LIVED_NODE_ARGS, serverEnv } from '../../../scripts/build/server-runtime.mjs';
import { seedEmbeddedDatabase, testDatabase } from './database';
import { provided } from './provided';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

/** The real server (src/server/main.ts) as its own process, the way `npm start` runs it. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  dataDir: string;
  logs: LogLine[];
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Resolves with the first log line (already written or still to come) that matches. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
}

/** A DATA_DIR and, with DATABASE_URL, a PostgreSQL database, for server processes to share; remove() drops both. */
export async function serverData(prefix: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${prefix}-`));
  const database = await testDatabase(prefix);
  if (!database.url) await seedEmbeddedDatabase(dataDir);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) } as Record<string, string>,
    async remove() {
      await rm(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/**
 * Starts main.ts as compiled from this run's sources (./global-setup.ts), in a process of its own
 * that a signal reaches directly, without V8's optimiser for the WebAssembly (SHORT_LIVED_NODE_ARGS:
 * it is stopped within seconds), or with `built` the build's dist-server/main.mjs with the flags and
 * environment `npm start` gives it, optimiser included (a blog of long posts written and read in
 * the memory test: 63 s without it, 53 s with it), on 127.0.0.1 and a free port, API only. Rejects
 * with the server's own words if it does not start.
 */
export async function startServerProcess(env: Record<string, string>, { built = false } = {}): Promise<ServerProcess> {
  const dataDir = env.DATA_DIR ?? '';
  const entry = built
    ? [...SERVER_NODE_ARGS, 'dist-server/main.mjs']
    : [...SHORT_LIVED_NODE_ARGS, '--enable-source-maps', path.join(await provided('compiledServer'), 'main.mjs')];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...(built ? serverEnv() : process.env),
      HOST: '127.0.0.1',
      PORT: '0',
      DIST_DIR: path.join(dataDir, 'no-dist'),
      LOG_LEVEL: 'info',
      // Each process its own free metrics port: several run at once.
      METRICS_PORT: '0',
      RATE_LIMIT_MAX: '1000000',
      AUTH_RATE_LIMIT_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const watchers = new Set<(line: LogLine) => void>();
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return; // not a log line of ours
    }
    logs.push(line);
    for (const watch of watchers) watch(line);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 60_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = logs.find(match);
      if (seen) return resolve(seen);
      const timer = setTimeout(() => {
        watchers.delete(watch);
        reject(new Error(`no such log line within ${timeoutMs} ms; logs: ${JSON.stringify(logs)}\n${stderr}`));
      }, timeoutMs);
      const watch = (line: LogLine) => {
        if (!match(line)) return;
        clearTimeout(timer);
        watchers.delete(watch);
        resolve(line);
      };
      watchers.add(watch);
    });

  const listening = await Promise.race([
    waitForLog((line) => line.msg === 'listening' || line.msg === 'could not start'),
    exited.then((code): LogLine => ({ level: 'error', msg: 'could not start', error: `exited with ${code}: ${stderr}` })),
  ]);
  if (listening.msg !== 'listening') {
    child.kill('SIGKILL');
    throw new Error(`The server did not start: ${String(listening.error)}`);
  }
  return {
    child,
    base: String(listening.url),
    dataDir,
    logs,
    waitForLog,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      return exited;
    },
  };
}

/** The address of a running server's /metrics, as its 'listening' line names it (METRICS_PORT=0 picks a free port). */
export const metricsUrlOf = async (server: ServerProcess) =>
  String((await server.waitForLog((line) => line.msg === 'listening')).metrics);

/** A metric without labels as the server's /metrics reports it now (http_requests_in_flight). */
export async function metricOf(server: ServerProcess, name: string): Promise<number> {
  const text = await (await fetch(await metricsUrlOf(server))).text();
  const sample = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  if (!sample) throw new Error(`${name} is not among the server's metrics`);
  return Number(sample[1]);
}

/**
 * `npm run admin -- …args` (compiled from this run's sources) as an operator runs it on the server,
 * on DATA_DIR and, when given, DATABASE_URL (else the embedded database), `env` over this process's
 * own with no JWT_SECRET unless given; resolves with its exit code and everything it printed.
 */
export async function runAdmin(
  args: string[],
  env: { DATA_DIR: string; DATABASE_URL?: string | undefined } & Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const given = Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const compiled = await provided('compiledServer');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [...SHORT_LIVED_NODE_ARGS, '--enable-source-maps', path.join(compiled, 'admin.mjs'), ...args],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: '', JWT_SECRET: '', ...given },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
