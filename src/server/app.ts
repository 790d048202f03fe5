import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Hono, type Context, type Next } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/routes';
import { createTokenService } from './auth/tokens';
import { createTotp, upgradeFactors } from './auth/totp';
import type { AppEnv, Deps } from './context';
import { apiReferenceRoutes } from './contract/reference-page';
import { openDatabase, type Database, type Db, type Engine } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { users } from './db/schema';
import { describeDocument, openApiDocument } from './contract/document';
import { describeHealth, describeReady } from './contract/health';
import { createFileStore, type FileStore } from './files/store';
import { ApiError, handleError } from './http/errors';
import { loggedPath } from './http/logged-path';
import { requestMetrics } from './metrics/middleware';
import { watchOutbox, watchPool } from './metrics/registry';
import { companyEmailFromSiteConfig, smtpTransport, type MailTransport } from './notify/mailer';
import { outboxCounts, SENDS_AT_ONCE, silentNotifier, startMailOutbox } from './notify/outbox';
import { resolveOptions, type AppOptions } from './options';
import { adminRoutes } from './admin/routes';
import { resolveBlogAddress } from './blog/addresses';
import { blogPages } from './blog/pages';
import { liveSite } from './content/live';
import { contentRoutes } from './content/routes';
import { startScheduler } from './blog/schedule';
import { pageFormRoutes } from './pages/forms';
import { loadRenderer } from './pages/renderer';
import { blogPageRoutes } from './blog/page-routes';
import { blogRoutes } from './blog/routes';
import { challengeRoutes } from './security/routes';
import { searchPageRoutes, searchRoutes } from './search/routes';
import { siteSearch } from './search/site-search';
import { feedRoutes } from './blog/feed-routes';
import { contactRoutes, jobRoutes, quoteRoutes } from './submissions/routes';
import { uploadRoutes } from './files/routes';
import { createLifecycle, type Lifecycle } from './runtime/lifecycle';
import { crossSiteGuard } from './security/cross-site';
import { securityHeaders } from './security/headers';
import { createRateLimiter } from './security/rate-limit';
import { createProofOfWork } from './security/proof-of-work';
import { factorKeys, loadFactorKey, type FactorKeys } from './security/factor-key';
import { loadSigningKeys } from './security/secrets';
import { staticSite } from './static/site';
import { createFormStamp } from './submissions/guards';
import { startHeldFileSweeper } from './submissions/held-files';
import { startAuditSweeper } from './audit/retention';
import { startRetentionSweeper } from './submissions/retention';
import { fillDueDates } from './enquiries/tracking';
import { noReminders, startReminders } from './enquiries/reminders';
import { startWebhooks } from './webhooks/deliveries';
import { insightsRoutes } from './insights/routes';
import { startInsightsRollup } from './insights/rollup';
import { insightsCounter } from './insights/counter';
import type { PageFacts } from './http/document';

export type { AppOptions } from './options';

export interface ApiServer {
  /** The whole site: /api/* and the prerendered pages. Use app.fetch or app.request. */
  app: Hono<AppEnv>;
  engine: Engine;
  /** The open database (tests; the blog's lookups in server/blog take it). */
  db: Db;
  /** Draining and in-flight requests, for a graceful shutdown (runtime/node-server.ts). */
  lifecycle: Lifecycle;
  /** Resolves when pending notification mails are sent and the scheduler has nothing running (tests). */
  idle(): Promise<void>;
  /** Closes the database and the mail connection; the app must not be used afterwards. */
  close(): Promise<void>;
}

/**
 * Builds the server without listening, so tests call app.request() and main.ts hands app.fetch to
 * @hono/node-server. Locks DATA_DIR, opens (and migrates) the database, prepares the file store,
 * loads the secrets. `onFatal` hears of a failure after which the process must stop (the lock lost).
 */
export async function createApp(input: AppOptions & { onFatal?: (error: Error) => void }): Promise<ApiServer> {
  const options = resolveOptions(input);
  const { logger } = options;
  const lock = await acquireDataDirLock(options.dataDir, { logger, onLost: input.onFatal });
  let database: Database | undefined;
  let transport: MailTransport | undefined;
  let secrets: Awaited<ReturnType<typeof loadSigningKeys>>;
  let factors: FactorKeys;
  let files: FileStore;
  try {
    files = await createFileStore(options.dataDir, options.s3);
    database = await openDatabase(options);
    secrets = await loadSigningKeys({ database, dataDir: options.dataDir, configured: options.jwtSecret });
    factors = factorKeys(await loadFactorKey({ database, dataDir: options.dataDir }));
    const upgraded = await upgradeFactors(database.db, { ...factors, legacyTotp: secrets.legacyTotpKey });
    if (upgraded.apps + upgraded.codes > 0) {
      logger.info(upgraded, 'sign-in factors moved to the factor key: a rotated master secret leaves them working');
    }
    if (secrets.movedOutOfDatabase) {
      logger.warn(
        'the signing secret was kept in the database, so every backup archive held it: a new one is kept in DATA_DIR/secret.key, ' +
          'outside the database; everyone signed in must sign in again',
      );
    } else if (secrets.generated && (await database.db.select({ id: users.id }).from(users).limit(1)).length > 0) {
      logger.warn('the signing secret was missing and a new one was generated: everyone signed in must sign in again');
    }
    if (options.smtpUrl) {
      const to = options.companyEmail ?? (await companyEmailFromSiteConfig());
      transport = smtpTransport({ smtpUrl: options.smtpUrl, to, from: options.mailFrom ?? to, connections: SENDS_AT_ONCE });
    }
  } catch (error) {
    await database?.close();
    await lock.release();
    throw error;
  }
  const db = database;
  const unwatchPool = options.metrics && db.poolUse ? watchPool(db.poolUse) : () => {};
  // Every mail goes through the outbox, which this instance's worker sends (notify/outbox.ts).
  const notifier = transport
    ? startMailOutbox({ db: db.db, files, transport, clock: options.clock, logger, retry: options.mailRetry })
    : silentNotifier;
  const unwatchOutbox = options.metrics && transport ? watchOutbox(() => outboxCounts(db.db)) : () => {};
  // Before the first request and the reminders' first look: the enquiries stored before their
  // promise was tracked, or before their reminders, get their due and reminder times.
  await fillDueDates(db.db, logger, options.clock.now());
  const reminders = transport
    ? startReminders({ database: db, notifier, clock: options.clock, logger, adminUrl: `${options.publicUrl}/admin` })
    : noReminders;

  // Rolls up the page views of each finished day, and deletes what could link one to a visitor.
  const insights = startInsightsRollup({ db: db.db, clock: options.clock, logger });

  const submissionLimiter = createRateLimiter(options.rateLimit, db);
  const authLimiter = createRateLimiter(options.authRateLimit, db);
  const searchLimiter = createRateLimiter(options.searchRateLimit, db);
  const deps: Deps = {
    database: db,
    db: db.db,
    engine: db.engine,
    files,
    tokens: createTokenService(db.db, secrets.keys, options.clock),
    formStamp: createFormStamp(secrets.formKey),
    proofOfWork: createProofOfWork(secrets.spamProofKeys, options.clock),
    totp: createTotp(db.db, factors, options.clock),
    notifier,
    webhooks: startWebhooks({
      db: db.db,
      clock: options.clock,
      logger,
      secretKey: factors.webhooks,
      allowPrivate: options.webhookAllowPrivate,
      retry: options.webhookRetry,
      notifier,
    }),
    reminders,
    insights: insightsCounter({
      db: db.db,
      clock: options.clock,
      logger,
      publicUrl: options.publicUrl,
      trustProxy: options.trustProxy,
      rateLimit: options.insightsRateLimit,
      wakeRollup: () => insights.wake(),
    }),
    factors,
    logger,
    options,
    submissionLimit: (endpoint) => submissionLimiter.middleware(endpoint, options.trustProxy),
    countSubmission: (endpoint, c) => submissionLimiter.consume(endpoint, c, options.trustProxy),
    authLimit: (endpoint) => authLimiter.middleware(endpoint, options.trustProxy),
    // The live site's (below): without the build's pages, the server knows of no open role. Pages
    // that cannot be read never cost an application: it is received, as speculative.
    openRoles: async () => {
      if (!live) return new Set<string>();
      try {
        return await live.openRoles();
      } catch (error) {
        logger.error({ err: error }, 'the open roles could not be read: an application is recorded as speculative');
        return new Set<string>();
      }
    },
  };
  const lifecycle = createLifecycle(options.bodyIdleTimeoutMs);
  const heldFileSweeper = startHeldFileSweeper(deps);
  const auditSweeper = startAuditSweeper(deps);
  const retention = startRetentionSweeper(deps);
  // Before the first request: a post whose time came while the server was down goes out now.
  const scheduler = startScheduler({ database: db, clock: options.clock, logger });
  await scheduler.started;

  // The build's renderer beside dist/ renders the blog's list and posts, the forms' answers and the
  // pages published on the running site; without it (an older build, the API alone), a post's address
  // gets the app shell and the browser renders the post, the forms need JavaScript, and the live
  // editor answers 503.
  const ssrDir = options.distDir ? path.join(path.dirname(options.distDir), 'dist-ssr') : undefined;
  // What every page the server sends says of this server: its forms' stamps, its retention period.
  const pageFacts: PageFacts = { stamp: deps.formStamp, retentionDays: options.retentionDays };
  const renderer = ssrDir ? await loadRenderer(ssrDir, { logger, ...pageFacts }) : null;
  const live = renderer && ssrDir && options.distDir ? liveSite(deps, renderer, { ssrDir, distDir: options.distDir }) : null;
  // One index of the pages and posts: posts index themselves in the database, the pages from the live site.
  const search = siteSearch({
    database: db,
    logger,
    ...(live ? { pages: () => live.searchablePages(), asOf: () => live.today() } : {}),
  });
  const countSearch = (c: Context<AppEnv>) => searchLimiter.consume('search', c, options.trustProxy);

  const app = new Hono<AppEnv>();
  const contract = openApiDocument(app);
  const api = new Hono<AppEnv>()
    .get('/health', describeHealth, (c) => c.json({ ok: true as const, db: deps.engine }))
    .get('/ready', describeReady, async (c) => {
      // While the server drains, the lifecycle answers this (and everything else) with 503.
      const problem = await readinessProblem(deps);
      return problem ? c.json({ error: problem }, 503) : c.json({ ok: true });
    })
    .route('/', apiReferenceRoutes())
    .route('/auth', authRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/request-quote', quoteRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/challenge', challengeRoutes(deps))
    .route('/search', searchRoutes(search, searchLimiter.middleware('search', options.trustProxy)))
    .route('/jobs', jobRoutes(deps))
    .route('/insights', insightsRoutes(deps.insights))
    .route('/blogs', blogRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route(
      '/admin/content',
      contentRoutes(deps, () => live),
    )
    .route('/admin', adminRoutes(deps))
    .get('/openapi.json', describeDocument, async (c) => c.json(await contract()))
    .all('*', () => {
      throw new ApiError(404, 'There is no such API endpoint');
    });

  // Each request runs in its own async context, so an error that escapes every handler can be
  // traced to its request (main.ts) and fail that request alone.
  app.use(contextStorage());
  // An id per request (the proxy's X-Request-Id when it sends a sane one): on every log line of the
  // request, in the X-Request-Id answer header and in the body of a 500.
  app.use(requestId());
  const logRequest = async (c: Context<AppEnv>, next: Next) => {
    const started = performance.now();
    await next();
    // Path without the query string: queries are not ours to log; nor is a secret in the path.
    logger.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
  // Not async itself: with the log off, a request pays no extra promise and await for it.
  app.use((c, next) => (logger.isLevelEnabled('info') ? logRequest(c, next) : next()));
  // Counted by the route pattern that answered (metrics/middleware.ts), for /metrics on its own port.
  if (options.metrics) app.use(requestMetrics);
  app.use(securityHeaders({ trustProxy: options.trustProxy }));
  app.use(lifecycle.middleware);
  if (options.corsOrigins.length > 0) {
    app.use('/api/*', cors({ origin: [...options.corsOrigins], allowHeaders: ['Content-Type', 'Authorization'], maxAge: 600 }));
  }
  app.use(crossSiteGuard({ allowedOrigins: options.corsOrigins, trustProxy: options.trustProxy }));
  app.route('/api', api);
  // Before the static site: they list the posts, so the build's static sitemap.xml is not the answer.
  app.route('/', feedRoutes(deps, live ? () => live.sitemapUrls() : undefined));
  if (options.distDir) {
    if (renderer && live) {
      // Rendered with the site's settings as published (live.renderer), as the live pages are.
      app.route(
        '/',
        pageFormRoutes(deps, live.renderer, (urlPath) => live.pageAt(urlPath)),
      );
      app.route('/', blogPageRoutes(deps, blogPages(live.renderer, db), live.renderer));
      app.route('/', searchPageRoutes(search, countSearch, live.renderer, deps.insights));
      app.use(live.serve);
    }
    const isClientPage = async (urlPath: string) => {
      const address = await resolveBlogAddress(deps.db, urlPath);
      return address?.kind === 'redirect' ? { redirect: address.location } : address !== null;
    };
    app.route('/', staticSite(options.distDir, { ...pageFacts, ...(renderer ? {} : { isClientPage }), insights: deps.insights }));
  } else app.all('*', (c) => c.text('This server runs the API only (under /api).', 404));
  app.onError((error, c) => handleError(error, c, logger));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  let closed = false;
  return {
    app,
    engine: db.engine,
    db: db.db,
    lifecycle,
    idle: async () => {
      await Promise.all([heldFileSweeper.started, auditSweeper.started, retention.started, search.started]);
      // On PostgreSQL this instance's own writes wake its workers through the database, a moment later.
      await db.changes.settled();
      // A reminder queues its mail, which the outbox then sends.
      await reminders.idle();
      await notifier.idle();
      await deps.webhooks.idle();
      await scheduler.idle();
      await insights.idle();
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([heldFileSweeper.stop(), auditSweeper.stop(), retention.stop()]);
      await scheduler.stop();
      await insights.stop();
      await reminders.stop();
      await search.stop();
      unwatchPool();
      unwatchOutbox();
      // Waits for a mail or a webhook being sent, as the server waited for its requests.
      await deps.webhooks.close();
      await notifier.close();
      await db.close();
      await lock.release();
    },
  };
}

/** Why this instance cannot serve now, or null: the database and the file storage must answer. */
async function readinessProblem(deps: Deps): Promise<string | null> {
  const within = <T>(work: Promise<T>, ms: number) =>
    Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
  try {
    await within(deps.db.execute(sql`select 1`), 2000);
  } catch {
    return 'The database does not answer';
  }
  try {
    await within(deps.files.check(), 2000);
  } catch {
    return 'The file storage cannot be written';
  }
  return null;
}
