import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createLogger, parseLogLevel } from './logger';
import { optionsFromEnv } from './options';

/*
 * Production entry: `tsx src/server/main.ts`. Environment:
 *   HOST (127.0.0.1), PORT (3000), DATA_DIR (./data), DIST_DIR (./dist), DATABASE_URL, DATABASE_SCHEMA,
 *   JWT_SECRET, REGISTRATION (closed|open), SMTP_URL, MAIL_FROM, COMPANY_EMAIL, RATE_LIMIT_MAX (20),
 *   RATE_LIMIT_WINDOW_MS (600000), AUTH_RATE_LIMIT_MAX (60), TRUST_PROXY, LOG_LEVEL (info).
 */
const logger = createLogger(parseLogLevel(process.env.LOG_LEVEL));

async function main() {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (got ${process.env.PORT})`);

  const server = await createApp({ ...optionsFromEnv(), logger });
  const http = serve({ fetch: server.app.fetch, hostname: host, port }, (info) => {
    // One line a supervisor or a test can wait for: it carries the real port (PORT=0 picks one).
    logger.info('listening', { url: `http://${host}:${info.port}`, port: info.port, db: server.engine });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // Stop accepting, let requests in flight finish, then close the database; give up after 10 s.
    const force = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    http.close(() => {
      server.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('close failed', { error: String(error) });
          process.exit(1);
        },
      );
    });
    if ('closeIdleConnections' in http) http.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error('could not start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
