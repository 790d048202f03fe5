import { Hono } from 'hono';
import { authRoutes } from './auth/routes';
import { createTokenService } from './auth/tokens';
import type { AppEnv, Deps } from './context';
import { openDatabase, type Engine } from './db/client';
import { createFileStore } from './files/store';
import { ApiError, handleError } from './http/errors';
import { companyEmailFromSiteConfig, createMailNotifier, silentNotifier, type Notifier } from './notify/mailer';
import { resolveOptions, type AppOptions } from './options';
import { adminRoutes } from './resources/admin';
import { blogPostExists, blogRoutes } from './resources/blogs';
import { contactRoutes } from './resources/contact';
import { jobRoutes } from './resources/jobs';
import { quoteRoutes } from './resources/quotes';
import { uploadRoutes } from './resources/uploads';
import { createCsrf } from './security/csrf';
import { securityHeaders } from './security/headers';
import { createRateLimiter } from './security/rate-limit';
import { loadSecrets } from './security/secrets';
import { createStaticSite } from './static/site';

export type { AppOptions } from './options';

export interface ApiServer {
  /** The whole site: /api/* and the prerendered pages. Use app.fetch or app.request. */
  app: Hono<AppEnv>;
  engine: Engine;
  /** Resolves when pending notification mails are sent (tests). */
  idle(): Promise<void>;
  /** Closes the database and the mail connection; the app must not be used afterwards. */
  close(): Promise<void>;
}

/**
 * Builds the server without listening, so tests call app.request() and main.ts hands app.fetch to
 * @hono/node-server. Opens (and migrates) the database, prepares DATA_DIR, loads the secrets.
 */
export async function createApp(input: AppOptions): Promise<ApiServer> {
  const options = resolveOptions(input);
  const { logger } = options;
  const secrets = await loadSecrets(options.dataDir, options.jwtSecret);
  const files = await createFileStore(options.dataDir);
  const database = await openDatabase(options);
  let notifier: Notifier = silentNotifier;
  try {
    if (options.smtpUrl) {
      const to = options.companyEmail ?? (await companyEmailFromSiteConfig());
      notifier = createMailNotifier({ smtpUrl: options.smtpUrl, to, from: options.mailFrom ?? to, logger });
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const submissionLimiter = createRateLimiter(options.rateLimit);
  const authLimiter = createRateLimiter(options.authRateLimit);
  const deps: Deps = {
    database,
    db: database.db,
    engine: database.engine,
    files,
    tokens: createTokenService(database.db, secrets.jwtKey),
    notifier,
    logger,
    options,
    submissionLimit: (endpoint) => submissionLimiter.middleware(endpoint, options.trustProxy),
    authLimit: (endpoint) => authLimiter.middleware(endpoint, options.trustProxy),
  };
  const csrf = createCsrf(secrets.csrfKey);

  const api = new Hono<AppEnv>()
    .get('/health', (c) => c.json({ ok: true, db: deps.engine }))
    .route('/auth', authRoutes(deps))
    .route('/request-quote', quoteRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/jobs', jobRoutes(deps))
    .route('/blogs', blogRoutes(deps))
    .route('/uploads', uploadRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .all('*', () => {
      throw new ApiError(404, 'There is no such API endpoint');
    });

  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    if (!logger.enabled('info')) return next();
    const started = performance.now();
    await next();
    // Path without the query string: queries are not ours to log.
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(securityHeaders);
  app.use(csrf.middleware);
  app.route('/api', api);
  if (options.distDir) app.use(createStaticSite(options.distDir, { isClientPage: (urlPath) => blogPostExists(deps, urlPath) }));
  else app.all('*', (c) => c.text('This server runs the API only (under /api).', 404));
  app.onError((error, c) => handleError(error, c, logger));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));

  let closed = false;
  return {
    app,
    engine: database.engine,
    idle: () => notifier.idle(),
    async close() {
      if (closed) return;
      closed = true;
      await notifier.close();
      await database.close();
    },
  };
}
