import { createApp } from './app';
import { createLogger } from './logger';
import { serveMetrics, type MetricsServer } from './metrics/server';
import { optionsFromEnv } from './options';
import { failCurrentRequest } from './runtime/lifecycle';
import { listen, type RunningServer } from './runtime/node-server';

/*
 * Production entry: the build bundles this file into dist-server/main.mjs (npm run build:server),
 * which `npm start` runs with plain node; `npm run start:api` runs the sources through tsx while
 * developing. The environment and its defaults are described once, in EnvSchema (options.ts).
 */
let logger = createLogger('info');

async function main() {
  const env = optionsFromEnv();
  logger = createLogger(env.app.logLevel ?? 'info');
  let running: RunningServer | undefined = undefined;
  let exitCode = 0;
  const stop = (reason: string, code = 0) => {
    exitCode = Math.max(exitCode, code);
    if (!running) process.exit(exitCode || 1);
    void running.shutdown(reason).then(async (result) => {
      await metrics?.close();
      process.exit(Math.max(exitCode, result));
    });
  };

  const server = await createApp({ ...env.app, logger, onFatal: () => stop('data directory lock lost', 1) });
  let metrics: MetricsServer | undefined;
  if (env.metrics) {
    try {
      metrics = await serveMetrics(env.metrics);
    } catch (error) {
      // The site matters more than its numbers: it serves on without /metrics, and says so loudly.
      // A taken port used to stop it from starting (npm run dev held 9464 for its API).
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      logger.error(
        { err: error, metricsPort: env.metrics.port, metricsHost: env.metrics.host },
        `METRICS_PORT ${env.metrics.port} cannot be opened (${reason}): this instance serves the site without /metrics. ` +
          'Set another METRICS_PORT, 0 for a free one, or off',
      );
    }
  }
  running = await listen(server, { host: env.host, port: env.port, shutdownGraceMs: env.shutdownGraceMs, logger });
  // One line a supervisor or a test can wait for: it carries the real ports (0 picks one).
  logger.info({ url: running.url, port: running.port, db: server.engine, metrics: metrics?.url ?? null }, 'listening');

  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // The last line of defence. An error that escaped every handler inside a request (thrown from a
  // stream callback, say) fails that request alone with a 500 and is logged; the server goes on.
  // Outside any request the process state is unknown: finish what is running and exit, so the
  // supervisor restarts it.
  process.on('uncaughtException', (error) => {
    const request = failCurrentRequest(error);
    if (request) {
      logger.error({ ...request, err: error }, 'error inside a request; that request fails with 500');
      return;
    }
    logger.error({ err: error }, 'unexpected error outside any request; restarting cleanly');
    stop('uncaught exception', 1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
}

main().catch((error: unknown) => {
  logger.error({ error: error instanceof Error ? error.message : String(error) }, 'could not start');
  process.exit(1);
});
