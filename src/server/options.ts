import path from 'node:path';
import { createLogger, parseLogLevel, type Logger, type LogLevel } from './logger';
import type { RateLimitOptions } from './security/rate-limit';

/** What createApp accepts; everything but dataDir has a default. */
export interface AppOptions {
  /** Embedded database, uploaded files and the generated secret live here. */
  dataDir: string;
  /** postgres://… switches from the embedded database to PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL schema (created if missing). Default: the connection's search_path. */
  databaseSchema?: string;
  /** The prerendered site; null serves the API only. Default: ./dist. */
  distDir?: string | null;
  /** smtp(s)://… sends every submission to the company address too. Default: store only. */
  smtpUrl?: string;
  /** Sender of notifications. Default: the company address. */
  mailFrom?: string;
  /** Recipient of notifications. Default: company.email of site.config.ts. */
  companyEmail?: string;
  /** Master secret, at least 32 characters. Default: generated once under dataDir. */
  jwtSecret?: string;
  /** 'open' lets anyone register an ordinary account after the first. Default: 'closed'. */
  registration?: 'open' | 'closed';
  /** Public forms, per endpoint and address. Default: 20 per 10 minutes. */
  rateLimit?: RateLimitOptions;
  /** Account endpoints, per endpoint and address. Default: 60 per 10 minutes. */
  authRateLimit?: RateLimitOptions;
  /** Failed logins per account before 429. Default: 5 in 15 minutes. */
  loginThrottle?: { maxFailures: number; windowMs: number };
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). Default: false. */
  trustProxy?: boolean;
  /** Default: 'info' (or a logger of your own). */
  logLevel?: LogLevel;
  logger?: Logger;
}

export interface ResolvedOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  distDir: string | null;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  companyEmail: string | undefined;
  jwtSecret: string | undefined;
  registration: 'open' | 'closed';
  rateLimit: RateLimitOptions;
  authRateLimit: RateLimitOptions;
  loginThrottle: { maxFailures: number; windowMs: number };
  trustProxy: boolean;
  logger: Logger;
}

const TEN_MINUTES = 10 * 60 * 1000;

export function resolveOptions(options: AppOptions): ResolvedOptions {
  return {
    dataDir: path.resolve(options.dataDir),
    databaseUrl: options.databaseUrl || undefined,
    databaseSchema: options.databaseSchema || undefined,
    distDir: options.distDir === null ? null : path.resolve(options.distDir ?? 'dist'),
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom || undefined,
    companyEmail: options.companyEmail || undefined,
    jwtSecret: options.jwtSecret || undefined,
    registration: options.registration ?? 'closed',
    rateLimit: options.rateLimit ?? { max: 20, windowMs: TEN_MINUTES },
    authRateLimit: options.authRateLimit ?? { max: 60, windowMs: TEN_MINUTES },
    loginThrottle: options.loginThrottle ?? { maxFailures: 5, windowMs: 15 * 60 * 1000 },
    trustProxy: options.trustProxy ?? false,
    logger: options.logger ?? createLogger(options.logLevel ?? 'info'),
  };
}

/** Reads the environment the way main.ts documents it. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): AppOptions {
  const positive = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`);
    return value;
  };
  const registration = env.REGISTRATION ?? 'closed';
  if (registration !== 'open' && registration !== 'closed') {
    throw new Error(`REGISTRATION must be 'open' or 'closed' (got ${JSON.stringify(registration)})`);
  }
  return {
    dataDir: env.DATA_DIR || './data',
    databaseUrl: env.DATABASE_URL,
    databaseSchema: env.DATABASE_SCHEMA,
    distDir: env.DIST_DIR || './dist',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    companyEmail: env.COMPANY_EMAIL,
    jwtSecret: env.JWT_SECRET,
    registration,
    rateLimit: { max: positive('RATE_LIMIT_MAX', 20), windowMs: positive('RATE_LIMIT_WINDOW_MS', TEN_MINUTES) },
    authRateLimit: { max: positive('AUTH_RATE_LIMIT_MAX', 60), windowMs: positive('RATE_LIMIT_WINDOW_MS', TEN_MINUTES) },
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: parseLogLevel(env.LOG_LEVEL),
  };
}
