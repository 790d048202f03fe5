import { Hono, type Context } from 'hono';
import { siteBlogPaths } from '../blog/builtin';
import type { BlogPages, RenderedDocument } from '../blog/pages';
import type { AppEnv, Deps } from '../context';
import { clientHas } from '../http/etag';

/** The encodings a browser accepts, by name; `q=0` refuses one. */
function accepts(c: Context<AppEnv>, encoding: 'br' | 'gzip'): boolean {
  return (c.req.header('accept-encoding') ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return name === encoding && !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
  });
}

/** A rendered page as a static file is sent: compressed as the browser accepts, revalidated by ETag. */
function send(c: Context<AppEnv>, document: RenderedDocument, status: 200 | 404 = 200): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ETag: document.etag,
    'Content-Security-Policy': document.csp,
  };
  if (status === 200 && clientHas(c, document.etag)) return c.body(null, 304, headers);
  if (accepts(c, 'br')) return c.body(new Uint8Array(document.br), status, { ...headers, 'Content-Encoding': 'br' });
  if (accepts(c, 'gzip')) return c.body(new Uint8Array(document.gzip), status, { ...headers, 'Content-Encoding': 'gzip' });
  return c.body(new Uint8Array(document.body), status, headers);
}

const redirect = (c: Context<AppEnv>, location: string) => {
  const query = new URL(c.req.url).search;
  return c.body(null, 301, { Location: `${location}${query}`, 'Cache-Control': 'no-cache' });
};

/**
 * /blog and /blog/{slug} rendered by the server (server/blog/pages.ts): the list's pages
 * (/blog?page=2; the first is /blog, past the last is 404) and each published post at its
 * address, with 301s from its id and older slugs. The built-in articles are the build's files.
 */
export function blogPageRoutes(deps: Deps, pages: BlogPages) {
  const builtIn = new Set(siteBlogPaths);

  return new Hono<AppEnv>()
    .get('/blog', async (c) => {
      const raw = c.req.query('page');
      if (raw === '1') return c.body(null, 301, { Location: '/blog', 'Cache-Control': 'no-cache' });
      const page = raw === undefined ? 1 : /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
      const document = page === null ? null : await pages.list(page);
      return document ? send(c, document) : send(c, await pages.notFound(), 404);
    })
    // With a trailing slash too: a post's address without it answers 301.
    .get('/blog/:key{[^/]+}', post)
    .get('/blog/:key{[^/]+}/', post);

  async function post(c: Context<AppEnv>, next: () => Promise<void>) {
    if (builtIn.has(c.req.param('key') ?? '')) return next();
    const answer = await pages.post(c.req.path);
    if (!answer) return next();
    return answer.kind === 'redirect' ? redirect(c, answer.location) : send(c, answer.document);
  }
}
