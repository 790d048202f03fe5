import { Hono, type Context } from 'hono';
import { siteBlogPaths } from './builtin';
import type { BlogPages } from './pages';
import { toBlog } from './posts';
import { PREVIEW_PATH, previewedPost } from './previews';
import type { SiteRenderer } from '../pages/renderer';
import type { AppEnv, Deps } from '../context';
import { sendDocument } from '../http/document';

const redirect = (c: Context<AppEnv>, location: string) => {
  const query = new URL(c.req.url).search;
  return c.body(null, 301, { Location: `${location}${query}`, 'Cache-Control': 'no-cache' });
};

/**
 * /blog and /blog/{slug} rendered by the server (server/blog/pages.ts): the list's pages
 * (/blog?page=2; the first is /blog, past the last is 404) and each published post at its
 * address, with 301s from its id and older slugs, and a post's preview links. The built-in articles
 * are the build's files.
 */
export function blogPageRoutes(deps: Deps, pages: BlogPages, renderer: SiteRenderer) {
  const builtIn = new Set(siteBlogPaths);

  return (
    new Hono<AppEnv>()
      .get('/blog', async (c) => {
        const raw = c.req.query('page');
        if (raw === '1') return c.body(null, 301, { Location: '/blog', 'Cache-Control': 'no-cache' });
        const page = raw === undefined ? 1 : /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
        const document = page === null ? null : await pages.list(page);
        return document ? sendDocument(c, document) : sendDocument(c, await pages.notFound(), 404);
      })
      // A preview link: the post as it stands, rendered for this request alone (never kept in the
      // shared caches, never stored by a browser or proxy, never indexed); anything else is a 404.
      .get(`${PREVIEW_PATH}:token`, async (c) => {
        const row = await previewedPost(deps.db, c.req.param('token'), new Date(deps.options.clock.now()));
        const document = row
          ? await renderer.document((module) => module.renderBlogPost(toBlog(row), { preview: true }))
          : await pages.notFound();
        c.header('X-Robots-Tag', 'noindex, nofollow');
        // The token is the key: never sent on to a site the post links to.
        c.header('Referrer-Policy', 'no-referrer');
        return sendDocument(c, document, row ? 200 : 404, { cacheControl: 'no-store' });
      })
      // With a trailing slash too: a post's address without it answers 301.
      .get('/blog/:key{[^/]+}', post)
      .get('/blog/:key{[^/]+}/', post)
  );

  async function post(c: Context<AppEnv>, next: () => Promise<void>) {
    if (builtIn.has(c.req.param('key') ?? '')) return next();
    const answer = await pages.post(c.req.path);
    if (!answer) return next();
    return answer.kind === 'redirect' ? redirect(c, answer.location) : sendDocument(c, answer.document);
  }
}
