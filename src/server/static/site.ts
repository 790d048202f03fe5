import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../context';
import type { InsightsCounter } from '../insights/counter';
import { htmlDocument, sendDocument, type HtmlDocument, type PageFacts } from '../http/document';
import { keptOnce } from '../runtime/kept-once';
import { contentSecurityPolicy } from '../security/headers';
import { readCspManifest } from './csp-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A page's address as the build wrote it: `/x` and `/x/` are `x/index.html`, `/` is `index.html`. */
const PAGE_PATH = /^\/(?:[\w~-][\w.~-]*\/)*(?:[\w~-][\w.~-]*)?$/;
const pageFileOf = (urlPath: string) => {
  if (!PAGE_PATH.test(urlPath)) return undefined;
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1).replace(/\/$/, '')}/index.html`;
};

/**
 * The prerendered site from dist/. Its pages (`/x` and `/x/` are `x/index.html`) and the 404 page
 * are read once with the .br/.gz copies the build wrote and sent from memory (http/document.ts),
 * each with its ETag and the CSP of its own inline scripts from the build's manifest: dist/ is fixed
 * for the life of the process, a deploy restarts it. Everything else (hashed assets under /static/,
 * cached for a year; images; robots.txt) comes from @hono/node-server's serveStatic, compressed
 * when the build wrote a copy and revalidated with hono/etag. Anything unknown is the 404 page with
 * status 404. Dotfiles and paths with `..` are never served.
 */
export function staticSite(
  distDir: string,
  {
    isClientPage = () => Promise.resolve(false),
    insights,
    ...facts
  }: PageFacts & {
    /** Counts each page request answered with the 404 page (issue 62: broken links and who links to them). */
    insights?: Pick<InsightsCounter, 'notFound'>;
    /**
     * Whether an unknown path is a page the browser renders from the API (an administrator's blog
     * post): it gets the app shell with status 200 instead of 404; or an older address of such a
     * page, answered 301 to `redirect` (the query string kept).
     */
    isClientPage?: (urlPath: string) => Promise<boolean | { redirect: string }>;
  } = {},
): Hono<AppEnv> {
  const root = path.resolve(distDir);
  let manifest: Promise<Record<string, string> | null> | undefined;
  /** Each HTML file's CSP, built once from the manifest the build wrote. */
  const policies = () =>
    (manifest ??= readCspManifest(root).then(
      (hashes) => hashes && Object.fromEntries(Object.entries(hashes).map(([file, list]) => [file, contentSecurityPolicy(list)])),
    ));
  // serveStatic reports the file it answered with only after building its response, so the file is
  // noted here and its headers are set on that response on the way out (withHeaders below).
  const served = new WeakMap<Context, string>();
  const onFound = (file: string, c: Context) => {
    served.set(
      c,
      path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.(br|gz)$/, ''),
    );
  };
  const withHeaders = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    await next();
    const relative = served.get(c);
    if (relative === undefined) return;
    c.header('Cache-Control', relative.startsWith('static/') ? IMMUTABLE : 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    const csp = (await policies())?.[relative];
    if (csp) c.header('Content-Security-Policy', csp);
  };
  const files = serveStatic<AppEnv>({ root, precompressed: true, onFound });
  const etagged = etag();

  /** The build's pages (the manifest lists every HTML file), each read once: a failed read is tried again next time. */
  const pageDocument = keptOnce(
    async (relative): Promise<HtmlDocument | null> => {
      const csp = (await policies())?.[relative];
      if (csp === undefined) return null;
      const file = path.join(root, relative);
      const copy = (suffix: string) => readFile(`${file}${suffix}`).catch(() => undefined);
      const [body, br, gzip] = await Promise.all([readFile(file), copy('.br'), copy('.gz')]);
      return htmlDocument(body, csp, { compressed: { br, gzip }, ...facts });
    },
    (document) => document !== null,
  );

  /** The 404 page, with status 200 when the path is a page the browser renders from the API. */
  const notFound = async (c: Context<AppEnv>, status: 200 | 404) => {
    const page = await pageDocument('404.html').catch(() => null);
    // 404.html is the app shell without a prerendered route: the browser renders the real page.
    return page ? sendDocument(c, page, status) : c.text('Page not found', 404, { 'Cache-Control': 'no-cache' });
  };

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method not allowed', 405, { Allow: 'GET, HEAD' });
      if (!existsSync(root) || !(await policies())) {
        // Without dist/ (or with a build that did not finish) there is nothing safe to serve.
        return c.text(
          'The site has not been built yet (no complete dist/ folder). Build it, then restart the server. The API is running under /api.',
          503,
          {
            'Cache-Control': 'no-store',
            'Retry-After': '60',
          },
        );
      }
      await next();
    })
    .use(withHeaders)
    .use(async (c, next) => {
      // Dotfiles (the CSP manifest, anything a deploy left) are not part of the site.
      if (c.req.path.split('/').some((segment) => segment.startsWith('.') || segment.toLowerCase().startsWith('%2e')))
        return notFound(c, 404);
      await next();
    })
    .use(async (c, next) => {
      const file = pageFileOf(c.req.path);
      const page = file && (await pageDocument(file).catch(() => null));
      return page ? sendDocument(c, page) : next();
    })
    .use(async (c, next) => (c.req.path.startsWith('/static/') ? next() : etagged(c, next)))
    .use(files)
    .use(async (c) => {
      const page = await isClientPage(c.req.path);
      if (typeof page === 'object') {
        const query = new URL(c.req.url).search;
        return c.body(null, 301, { Location: `${page.redirect}${query}`, 'Cache-Control': 'no-cache' });
      }
      if (!page) await insights?.notFound(c);
      return notFound(c, page ? 200 : 404);
    });
}
