import type { InsightsCounter } from './insights/counter';
import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../schemas/auth';
import type { Database, Db, Engine } from './db/client';
import type { FileStore } from './files/store';
import type { Logger } from './logger';
import type { Notifier } from './notify/outbox';
import type { TokenService } from './auth/tokens';
import type { TotpService } from './auth/totp';
import type { FormStamp } from './submissions/guards';
import type { FactorKeys } from './security/factor-key';
import type { ProofOfWork } from './security/proof-of-work';
import type { Webhooks } from './webhooks/deliveries';
import type { Reminders } from './enquiries/reminders';
import type { ResolvedOptions } from './options';

/**
 * Hono variables set by middleware: the signed-in account on authenticated routes, and for every
 * request what body readers need to stop in time (runtime/lifecycle.ts).
 */
export type AppEnv = {
  Variables: {
    user: User;
    /** The signed-in session (its refresh-token family), or null for a token older than named sessions. */
    sessionId: string | null;
    inflight: {
      signal: AbortSignal;
      idleMs: number;
      /** Ends this request with a 500 (runtime/lifecycle.ts, RequestFailure). */
      fail(error: unknown): void;
    };
  };
};

/** Everything a resource module needs, built once by createApp and passed to each sub-app. */
export interface Deps {
  database: Database;
  db: Db;
  engine: Engine;
  files: FileStore;
  tokens: TokenService;
  /** Signs and reads the stamps of the pages' forms (when their page was served). */
  formStamp: FormStamp;
  /** ALTCHA's proof of work: the forms' challenges and those of sign-ins past an account's ceiling (security/proof-of-work.ts). */
  proofOfWork: ProofOfWork;
  /** Authenticator apps and recovery codes (auth/totp.ts). */
  totp: TotpService;
  notifier: Notifier;
  /** Each new submission sent to the webhook endpoints that take its kind (webhooks/deliveries.ts). */
  webhooks: Webhooks;
  /** Mails an enquiry's assignee two business hours before it is due (enquiries/reminders.ts): woken when one may be due sooner. */
  reminders: Pick<Reminders, 'wake'>;
  /** What the site counts of its visitors, without cookies or identifiers (insights/counter.ts). */
  insights: InsightsCounter;
  /** The keys derived from the factor key (security/factor-key.ts). */
  factors: FactorKeys;
  logger: Logger;
  options: ResolvedOptions;
  /** Per-address limit for the public forms, one counter per endpoint. */
  submissionLimit(endpoint: string): MiddlewareHandler;
  /** The same limit counted inside a handler (a form posted to a page answers its 429 as a page); throws it. */
  countSubmission(endpoint: string, c: Context): Promise<void>;
  /** Per-address limit for the account endpoints. */
  authLimit(endpoint: string): MiddlewareHandler;
  /**
   * The job openings open now on the site, by title (its pages as published, each role up to its
   * closing date): an application naming none of them is speculative.
   */
  openRoles(): Promise<ReadonlySet<string>>;
}
