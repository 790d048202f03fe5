import path from 'node:path';
import { z } from 'zod';
import { createLogger, LOG_LEVELS, type Logger, type LogLevel } from './logger';
import type { S3Options } from './files/s3-storage';
import type { RateLimitOptions } from './security/rate-limit';
import { systemClock, type Clock } from './clock';
import { DEFAULT_MAIL_RETRY, type MailRetry } from './notify/outbox';
import { DEFAULT_WEBHOOK_RETRY, type WebhookRetry } from './webhooks/deliveries';
import { compileProxyTrust, trustNoProxy, type ProxyTrust } from './security/request-info';
import { DEFAULT_RETENTION_DAYS } from '../schemas/retention';

/** Login throttling: per account and address, and a ceiling per account across all addresses. */
export interface LoginThrottleOptions {
  /** Failures of one account from one address before 429. */
  maxFailures: number;
  windowMs: number;
  /** Failures of one account from all addresses together before new addresses must prove work (distributed guessing). */
  accountMaxFailures: number;
  accountWindowMs: number;
  /** The work a sign-in past the ceiling must prove: about 2^bits SHA-256 (security/proof-of-work.ts; about a second in a browser at 17). */
  proofBits: number;
}

/** What createApp accepts; everything but dataDir has a default. */
export interface AppOptions {
  /** Embedded database, uploaded files and the generated secret live here. */
  dataDir: string;
  /** postgres://… switches from the embedded database to PostgreSQL. */
  databaseUrl?: string;
  /** PostgreSQL connections per instance. Default: 10. */
  poolMax?: number;
  /** PostgreSQL: a statement running longer is cancelled. Default: 15000. */
  statementTimeoutMs?: number;
  /** The prerendered site; null serves the API only. Default: ./dist. */
  distDir?: string | null;
  /** Stored files in an S3-compatible bucket instead of DATA_DIR/files. Default: on disk. */
  s3?: S3Options;
  /** smtp(s)://… sends every submission to the company address too. Default: store only. */
  smtpUrl?: string;
  /** Sender of notifications. Default: the company address. */
  mailFrom?: string;
  /** Recipient of notifications. Default: company.email of site.config.ts. */
  companyEmail?: string;
  /** Master secret, at least 32 characters. Default: generated once, in DATA_DIR/secret.key (embedded database) or the database (PostgreSQL). */
  jwtSecret?: string;
  /** 'open' lets anyone register an ordinary account after the first. Default: 'closed'. */
  registration?: 'open' | 'closed';
  /** How long a sign-in or re-authentication lets a session make the calls that need a recent proof. Default: REAUTH_SECONDS. */
  reauthSeconds?: number;
  /** Public forms, per endpoint and address. Default: 20 per 10 minutes. */
  rateLimit?: RateLimitOptions;
  /** Account endpoints, per endpoint and address. Default: 60 per 10 minutes. */
  authRateLimit?: RateLimitOptions;
  /** Site search (GET /api/search, GET /search), per address: loose enough for a query per keystroke. Default: 600 per 10 minutes. */
  searchRateLimit?: RateLimitOptions;
  /**
   * What the insights count per address (page views, 404s), in this instance's memory: past it a
   * beacon still gets its 204, and nothing is counted. Default: 600 per 10 minutes.
   */
  insightsRateLimit?: RateLimitOptions;
  /** Default: 5 failures per account and address in 15 minutes, 100 per account in an hour, proofs of 17 bits. */
  loginThrottle?: Partial<LoginThrottleOptions>;
  /**
   * The reverse proxies whose X-Forwarded-* headers count (addresses, CIDR ranges, loopback...; true
   * means loopback). Default: none.
   */
  trustProxy?: boolean | readonly string[];
  /** Other origins whose pages may call the API (CORS). Default: none. */
  corsOrigins?: readonly string[];
  /** A request body that sends nothing for this long is answered 408. Default: 30 s. */
  bodyIdleTimeoutMs?: number;
  /** Count requests, uploads and cache lookups for /metrics (metrics/). Default: on unless METRICS_PORT=off. */
  metrics?: boolean;
  /** Default: 'info' (or a logger of your own). */
  logLevel?: LogLevel;
  logger?: Logger;
  /** What the scheduler and the checks of a schedule take as now. Default: the system's clock (tests pass one they move). */
  clock?: Clock;
  /** Passkeys' relying party ID and the origins they may be used on. Default: localhost, http://localhost:3000. */
  webauthn?: Partial<WebAuthnOptions>;
  /** The public site's address (an origin): where the links in the site's mails point (invitations, reviews). Default: the first passkey origin. */
  publicUrl?: string;
  /** How the mail outbox retries (notify/outbox.ts). Default: from 5 s, doubling to 5 minutes, for a day. */
  mailRetry?: Partial<MailRetry>;
  /** Submissions and their files older than this many days are deleted (submissions/retention.ts). Default: 730. */
  retentionDays?: number;
  /** Webhooks may go to plain http:// and private addresses (a receiver on the same network). Default: false. */
  webhookAllowPrivate?: boolean;
  /** How webhook deliveries are retried, and after how long of failing an endpoint is disabled (webhooks/deliveries.ts). */
  webhookRetry?: Partial<WebhookRetry>;
}

export interface WebAuthnOptions {
  rpId: string;
  origins: readonly string[];
}

export interface ResolvedOptions {
  dataDir: string;
  databaseUrl: string | undefined;
  poolMax: number;
  statementTimeoutMs: number;
  distDir: string | null;
  s3: S3Options | undefined;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  companyEmail: string | undefined;
  jwtSecret: string | undefined;
  registration: 'open' | 'closed';
  reauthSeconds: number;
  rateLimit: RateLimitOptions;
  authRateLimit: RateLimitOptions;
  searchRateLimit: RateLimitOptions;
  insightsRateLimit: RateLimitOptions;
  loginThrottle: LoginThrottleOptions;
  trustProxy: ProxyTrust;
  corsOrigins: readonly string[];
  bodyIdleTimeoutMs: number;
  metrics: boolean;
  logger: Logger;
  clock: Clock;
  webauthn: WebAuthnOptions;
  publicUrl: string;
  mailRetry: MailRetry;
  retentionDays: number;
  webhookAllowPrivate: boolean;
  webhookRetry: WebhookRetry;
}

const MINUTE = 60 * 1000;

/** What EnvSchema gives with nothing set: createApp's defaults too, so each default is written once. */
let envDefaults: z.output<typeof EnvSchema> | undefined;

export function resolveOptions(options: AppOptions): ResolvedOptions {
  const d = (envDefaults ??= EnvSchema.parse({}));
  return {
    dataDir: path.resolve(options.dataDir),
    databaseUrl: options.databaseUrl || undefined,
    poolMax: options.poolMax ?? d.DATABASE_POOL_MAX,
    statementTimeoutMs: options.statementTimeoutMs ?? d.DATABASE_STATEMENT_TIMEOUT_MS,
    distDir: options.distDir === null ? null : path.resolve(options.distDir ?? d.DIST_DIR),
    s3: options.s3,
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom || undefined,
    companyEmail: options.companyEmail || undefined,
    jwtSecret: options.jwtSecret || undefined,
    registration: options.registration ?? d.REGISTRATION,
    reauthSeconds: options.reauthSeconds ?? d.REAUTH_SECONDS,
    rateLimit: options.rateLimit ?? { max: d.RATE_LIMIT_MAX, windowMs: d.RATE_LIMIT_WINDOW_MS },
    authRateLimit: options.authRateLimit ?? { max: d.AUTH_RATE_LIMIT_MAX, windowMs: d.RATE_LIMIT_WINDOW_MS },
    searchRateLimit: options.searchRateLimit ?? { max: d.SEARCH_RATE_LIMIT_MAX, windowMs: d.RATE_LIMIT_WINDOW_MS },
    insightsRateLimit: options.insightsRateLimit ?? { max: d.INSIGHTS_RATE_LIMIT_MAX, windowMs: d.RATE_LIMIT_WINDOW_MS },
    // Not read from the environment, so their defaults live here alone.
    loginThrottle: {
      maxFailures: 5,
      windowMs: 15 * MINUTE,
      accountMaxFailures: 100,
      accountWindowMs: 60 * MINUTE,
      proofBits: 17,
      ...options.loginThrottle,
    },
    trustProxy: proxyTrust(options.trustProxy ?? d.TRUST_PROXY),
    corsOrigins: options.corsOrigins ?? d.CORS_ORIGINS,
    bodyIdleTimeoutMs: options.bodyIdleTimeoutMs ?? d.BODY_IDLE_TIMEOUT_MS,
    metrics: options.metrics ?? d.METRICS_PORT !== 'off',
    logger: options.logger ?? createLogger(options.logLevel ?? d.LOG_LEVEL),
    clock: options.clock ?? systemClock,
    mailRetry: { ...DEFAULT_MAIL_RETRY, ...options.mailRetry },
    retentionDays: options.retentionDays ?? d.RETENTION_DAYS,
    webhookAllowPrivate: options.webhookAllowPrivate ?? d.WEBHOOK_ALLOW_PRIVATE,
    webhookRetry: { ...DEFAULT_WEBHOOK_RETRY, ...options.webhookRetry },
    ...withPublicUrl(
      webAuthnOptions(options.webauthn?.rpId ?? d.WEBAUTHN_RP_ID, options.webauthn?.origins ?? d.WEBAUTHN_ORIGINS, d.PORT),
      options.publicUrl,
    ),
  };
}

/** The passkey options, and the public address: as given, else the first passkey origin. */
function withPublicUrl(webauthn: WebAuthnOptions, publicUrl: string | undefined) {
  return { webauthn, publicUrl: publicUrl ?? webauthn.origins[0]! };
}

/**
 * The origins default to the local server's; each must be on the RP ID or a subdomain of it, as
 * the browser will insist: a mismatch stops the start rather than every passkey ceremony later.
 */
function webAuthnOptions(rpId: string, origins: readonly string[], port: number): WebAuthnOptions {
  const list = origins.length > 0 ? origins : [`http://localhost:${port}`];
  for (const origin of list) {
    const host = new URL(origin).hostname;
    if (host !== rpId && !host.endsWith(`.${rpId}`)) {
      throw new Error(`WEBAUTHN_ORIGINS: ${origin} is not on WEBAUTHN_RP_ID (${rpId}) or a subdomain of it`);
    }
  }
  return { rpId, origins: list };
}

/** true is loopback only (a proxy on this machine), never "any peer": that would let anyone pick their address. */
function proxyTrust(value: boolean | readonly string[]): ProxyTrust {
  if (value === false) return trustNoProxy;
  return compileProxyTrust(value === true ? ['loopback'] : value);
}

const optional = z
  .string()
  .optional()
  .transform((value) => value || undefined);
const wholeNumber = (fallback: number, { min = 1, why = '' } = {}) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < min) {
        const expected = min === 1 ? 'a positive whole number' : `a whole number of at least ${min}${why}`;
        ctx.addIssue({ code: 'custom', message: `must be ${expected} (got ${JSON.stringify(value)})` });
        return z.NEVER;
      }
      return number;
    });

/** Comma-separated origins (scheme, host and port only), checked one by one. Default: none. */
const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        // reported below
      }
      if (!parsed || parsed.origin !== origin) {
        ctx.addIssue({
          code: 'custom',
          message: `must list origins such as https://www.example.com (got ${JSON.stringify(origin)})`,
        });
      }
    }
    return origins;
  });

/** One origin (scheme, host and port only), or nothing. */
const oneOrigin = originList.transform((origins, ctx): string | undefined => {
  if (origins.length > 1) ctx.addIssue({ code: 'custom', message: `must be one address such as https://www.example.com` });
  return origins[0];
});

/**
 * The server's environment, each variable once with its default. `npm start` and main.ts read it;
 * an invalid value stops the start with the variable named.
 */
const EnvSchema = z.object({
  /** Interface to listen on. Default: 127.0.0.1. */
  HOST: optional.transform((value) => value ?? '127.0.0.1'),
  /** Default: 3000 (0 picks a free port). */
  PORT: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 3000;
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: `must be a port number (got ${JSON.stringify(value)})` });
        return z.NEVER;
      }
      return port;
    }),
  /** Default: ./data. */
  DATA_DIR: optional.transform((value) => value ?? './data'),
  /** Default: ./dist. */
  DIST_DIR: optional.transform((value) => value ?? './dist'),
  DATABASE_URL: optional,
  /** PostgreSQL connections per instance. Default: 10. */
  DATABASE_POOL_MAX: wholeNumber(10, {
    min: 2,
    why: ': one holds the start-up lock while the migrations run on another',
  }),
  /** PostgreSQL: a statement running longer is cancelled. Default: 15000. */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(15_000),
  /** Stored files go to this S3-compatible bucket (credentials: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY). Default: DATA_DIR/files. */
  S3_BUCKET: optional,
  /** The service's address for S3-compatible storage (MinIO, R2...); AWS itself needs none. */
  S3_ENDPOINT: optional,
  /** Default: us-east-1. */
  S3_REGION: optional.transform((value) => value ?? 'us-east-1'),
  /** Key prefix inside the bucket, e.g. uploads/. Default: none. */
  S3_PREFIX: optional,
  /** Bucket in the URL path rather than the host name. Default: true with S3_ENDPOINT, false for AWS. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /** The master secret sessions are signed with, at least 32 characters. Default: generated once (secret.key in DATA_DIR, or PostgreSQL). */
  JWT_SECRET: optional,
  /**
   * Adding a passkey, turning the authenticator app on or off, the sign-in rule, a backup: these
   * need the person to have signed in, or proved it is them again, within this many seconds.
   * Default: 300.
   */
  REAUTH_SECONDS: wholeNumber(300).pipe(z.number().min(10, 'must be at least 10').max(3600, 'must be at most 3600')),
  /** Default: closed. */
  REGISTRATION: z.enum(['open', 'closed'], { error: 'must be open or closed' }).default('closed'),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  COMPANY_EMAIL: optional,
  /** Default: 20 submissions per address and window. */
  RATE_LIMIT_MAX: wholeNumber(20),
  /** Quote requests, messages and applications, with their files, are deleted this many days after they came. Default: 730. */
  RETENTION_DAYS: wholeNumber(DEFAULT_RETENTION_DAYS),
  /** 1 lets webhooks go to plain http:// and to private, loopback and link-local addresses. Default: off. */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['', '0', '1', 'false', 'true'], { error: 'must be 1 or 0' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /** Default: 600000 (10 minutes). */
  RATE_LIMIT_WINDOW_MS: wholeNumber(10 * MINUTE),
  /** Default: 60 account requests per address and window. */
  AUTH_RATE_LIMIT_MAX: wholeNumber(60),
  /** Default: 600 searches per address and window (a query per keystroke, for some thirty searches). */
  SEARCH_RATE_LIMIT_MAX: wholeNumber(600),
  /** Default: 600 counted page views and 404s per address and window; past it they are answered alike and not counted. */
  INSIGHTS_RATE_LIMIT_MAX: wholeNumber(600),
  /** Default: 100 failed sign-ins of one account in an hour, from all addresses, before new addresses must prove work. */
  LOGIN_ACCOUNT_MAX_FAILURES: wholeNumber(100),
  /** Default: 17 (2^17 SHA-256 hashes, about a second in a browser). */
  LOGIN_PROOF_BITS: wholeNumber(17).pipe(z.number().min(1, 'must be at least 1').max(32, 'must be at most 32')),
  /**
   * The reverse proxies in front, whose X-Forwarded-For, -Proto and -Host count, as Express's `trust
   * proxy` takes them: addresses and CIDR ranges, comma-separated (10.0.0.0/8,127.0.0.1), or
   * loopback, linklocal, uniquelocal; true means loopback. A request from any other peer is judged
   * by its socket. Default: none (false).
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx): readonly string[] => {
      const text = (value ?? '').trim();
      if (text === '' || text === 'false' || text === '0') return [];
      if (text === 'true' || text === '1') return ['loopback'];
      const list = text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      for (const item of list) {
        try {
          compileProxyTrust([item]);
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: `must be true, false or the proxies' addresses or CIDR ranges, such as 10.0.0.0/8,127.0.0.1 (got ${JSON.stringify(item)})`,
          });
        }
      }
      return list;
    }),
  /** Comma-separated origins allowed to call the API from the browser. Default: none. */
  CORS_ORIGINS: originList,
  /**
   * The passkeys' relying party: the site's domain (never an IP address, which browsers refuse),
   * never read from a request's Host. Default: localhost.
   */
  WEBAUTHN_RP_ID: optional.transform((value) => value ?? 'localhost'),
  /** Comma-separated origins a passkey may be used on, each on WEBAUTHN_RP_ID or below it. Default: http://localhost:PORT. */
  WEBAUTHN_ORIGINS: originList,
  /**
   * The public site's address, such as https://www.example.com: where the links in the site's mails
   * point (an invitation, a post to review). Default: http://localhost:PORT while WEBAUTHN_RP_ID is
   * localhost; required once it names the site's domain (a deployed site), so a forgotten setting
   * stops the start instead of mailing links to localhost.
   */
  PUBLIC_URL: oneOrigin,
  /** Default: 30000. */
  BODY_IDLE_TIMEOUT_MS: wholeNumber(30_000),
  /** Default: 25000. */
  SHUTDOWN_GRACE_MS: wholeNumber(25_000),
  /** /metrics (Prometheus) listens here, never on PORT; off counts nothing and opens no port. Default: 9464 (0 picks a free port). */
  METRICS_PORT: z
    .string()
    .optional()
    .transform((value, ctx): number | 'off' => {
      if (value === undefined || value === '') return 9464;
      if (value === 'off') return value;
      const port = Number(value);
      if (!Number.isInteger(port) || port < 0 || port > 65535) {
        ctx.addIssue({ code: 'custom', message: `must be a port number or off (got ${JSON.stringify(value)})` });
        return z.NEVER;
      }
      return port;
    }),
  /** Interface of the metrics port: keep it private, or widen it (0.0.0.0) for a scraper on another machine. Default: 127.0.0.1. */
  METRICS_HOST: optional.transform((value) => value ?? '127.0.0.1'),
  /** Default: info. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
});

export interface ServerEnv {
  host: string;
  port: number;
  /** Where /metrics listens, or null with METRICS_PORT=off. */
  metrics: { host: string; port: number } | null;
  shutdownGraceMs: number;
  app: AppOptions;
}

/** Reads the environment: the server's own settings plus createApp's options. */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`The environment is not valid:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    metrics: e.METRICS_PORT === 'off' ? null : { host: e.METRICS_HOST, port: e.METRICS_PORT },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    app: {
      dataDir: e.DATA_DIR,
      databaseUrl: e.DATABASE_URL,
      poolMax: e.DATABASE_POOL_MAX,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            prefix: e.S3_PREFIX,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ? ['true', '1'].includes(e.S3_FORCE_PATH_STYLE) : Boolean(e.S3_ENDPOINT),
          }
        : undefined,
      distDir: e.DIST_DIR,
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      companyEmail: e.COMPANY_EMAIL,
      jwtSecret: e.JWT_SECRET,
      registration: e.REGISTRATION,
      reauthSeconds: e.REAUTH_SECONDS,
      rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
      retentionDays: e.RETENTION_DAYS,
      webhookAllowPrivate: e.WEBHOOK_ALLOW_PRIVATE,
      authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
      searchRateLimit: { max: e.SEARCH_RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
      insightsRateLimit: { max: e.INSIGHTS_RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW_MS },
      loginThrottle: { accountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES, proofBits: e.LOGIN_PROOF_BITS },
      trustProxy: e.TRUST_PROXY,
      corsOrigins: e.CORS_ORIGINS,
      bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
      metrics: e.METRICS_PORT !== 'off',
      logLevel: e.LOG_LEVEL,
      ...withPublicUrl(webAuthnOptions(e.WEBAUTHN_RP_ID, e.WEBAUTHN_ORIGINS, e.PORT), publicUrlOf(e)),
    },
  };
}

/** PUBLIC_URL; on localhost, the local server's own address when it is not set; refused when a deployed site has none. */
function publicUrlOf(e: z.output<typeof EnvSchema>): string {
  if (e.PUBLIC_URL) return e.PUBLIC_URL;
  if (e.WEBAUTHN_RP_ID === 'localhost') return `http://localhost:${e.PORT}`;
  throw new Error(
    `The environment is not valid:\n  PUBLIC_URL is not set: with WEBAUTHN_RP_ID=${e.WEBAUTHN_RP_ID} the site is deployed, and its mails need its public address for their links, such as https://www.${e.WEBAUTHN_RP_ID}`,
  );
}
