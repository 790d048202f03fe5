import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

declare global {
  // vitest's jsdom environment exposes the JSDOM instance, which can move the page to another URL.
  var jsdom: { reconfigure(options: { url: string }): void } | undefined;
}

export interface LiveApi {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The real API (src/server/main.ts, fresh PGlite database and data folder) listening on 127.0.0.1,
 * with the jsdom page moved to its origin so the app's API client talks to it exactly as the site
 * does: same origin, bearer token, XHR uploads. For store tests in the jsdom environment (a child
 * process, because the server's Node APIs do not run inside jsdom's globals).
 */
export async function startLiveApi(): Promise<LiveApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'store-test-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The API did not start within 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /"url":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`The API exited with ${code} before listening:\n${output}`)));
  });
  if (!globalThis.jsdom) throw new Error('startLiveApi needs the jsdom environment (// @vitest-environment jsdom)');
  globalThis.jsdom.reconfigure({ url: `${origin}/admin` });

  return {
    origin,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
