import { tryGetContext } from 'hono/context-storage';
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/**
 * Logs through pino: one JSON object per line on stdout in production (and whenever stdout is not
 * a terminal, so supervisors and tests read JSON), readable colour in a developer's terminal. Every
 * line written while a request is handled carries its request id (`reqId`, also sent back as
 * X-Request-Id and in the body of a 500). Callers pass only safe fields; nothing here ever receives
 * bodies, passwords, tokens or cookies.
 */
export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type Logger = pino.Logger;

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const readable = !destination && process.stdout.isTTY && process.env.NODE_ENV !== 'production';
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const requestId = tryGetContext<{ Variables: { requestId?: string } }>()?.get('requestId');
        return requestId ? { reqId: requestId } : {};
      },
    },
    destination ?? (readable ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss' }) : pino.destination(1)),
  );
}
