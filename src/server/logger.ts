/**
 * Structured logs: one JSON object per line on stdout. Callers pass only safe fields; nothing here
 * ever receives bodies, passwords, tokens or cookies.
 */
export const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
const ORDER: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
  /** Whether messages of this level are written (lets hot paths skip building them). */
  enabled(level: Exclude<LogLevel, 'silent'>): boolean;
}

export function parseLogLevel(value: string | undefined): LogLevel {
  return value !== undefined && value in ORDER ? (value as LogLevel) : 'info';
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const at = (wanted: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[level] < ORDER[wanted]) return;
    write(`${JSON.stringify({ time: new Date().toISOString(), level: wanted, msg, ...fields })}\n`);
  };
  return {
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    enabled: (wanted) => ORDER[level] >= ORDER[wanted],
  };
}
