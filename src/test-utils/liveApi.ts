import { serverData, startServerProcess } from '../server/test/process';

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
 * The real API (src/server/main.ts, fresh database and data folder) listening on 127.0.0.1, with
 * the jsdom page moved to its origin so the app's API client talks to it exactly as the site does:
 * same origin, bearer token, XHR uploads. For store tests in the jsdom environment (a child process,
 * because the server's Node APIs do not run inside jsdom's globals). `env` adds to the server's environment.
 */
export async function startLiveApi(env: Record<string, string> = {}): Promise<LiveApi> {
  if (!globalThis.jsdom) throw new Error('startLiveApi needs the jsdom environment (// @vitest-environment jsdom)');
  const data = await serverData('store-test');
  const server = await startServerProcess({ ...data.env, NODE_ENV: 'test', ...env }).catch(async (error: unknown) => {
    await data.remove();
    throw error;
  });
  globalThis.jsdom.reconfigure({ url: `${server.base}/admin` });
  return {
    origin: server.base,
    dataDir: data.dataDir,
    async stop() {
      await server.stop('SIGTERM');
      await data.remove();
    },
  };
}
