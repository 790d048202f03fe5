import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type * as EntryServer from '../../app/entry-server';
import type { PageShell } from '../../app/page-shell';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { contentSecurityPolicy } from '../security/headers';
import { inlineScriptHashes } from '../static/csp-manifest';
import { resolveBlogAddress } from './addresses';
import { blogListPage } from './list-page';

type RenderModule = Pick<typeof EntryServer, 'render' | 'renderBlogPost' | 'fillShell'>;

/** A page rendered once and kept: its HTML as sent, compressed both ways, its ETag and CSP. */
export interface RenderedDocument {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

/** What the site answers at an address of the blog: a rendered page, or a permanent redirect. */
export type BlogAnswer = { kind: 'page'; document: RenderedDocument } | { kind: 'redirect'; location: string };

export interface BlogPages {
  /** Page `page` of /blog, or null past the last page. */
  list(page: number): Promise<RenderedDocument | null>;
  /** /blog/{slug} of a published post, a redirect from its id or an older slug, or null (drafts included). */
  post(urlPath: string): Promise<BlogAnswer | null>;
  /** The site's 404 page (for a list page that does not exist). */
  notFound(): Promise<RenderedDocument>;
  /** Drops every kept answer: a post was written (by any instance), so any of them may have changed. */
  invalidate(): void;
}

/** Pages kept at most: the list's first pages and the most read posts, some 60 KB each uncompressed. */
const MAX_KEPT = 500;

/**
 * The blog's pages rendered on request by the build's own renderer (dist-ssr/render.js, the one
 * that prerendered every other page) inside the build's page shell (dist-ssr/shell.json), so they
 * are the same kind of static page as the rest: full head, layout, islands. Each is rendered once,
 * compressed once and kept until a post changes, so a read costs about what a static file does.
 * Null when the build has no renderer (a dist/ from an older build, or tests with a stub site).
 */
export async function loadBlogPages(ssrDir: string, db: Db, logger: Logger): Promise<BlogPages | null> {
  let shell: PageShell;
  const rendererFile = path.join(ssrDir, 'render.js');
  try {
    shell = JSON.parse(await readFile(path.join(ssrDir, 'shell.json'), 'utf8')) as PageShell;
    await access(rendererFile);
  } catch (error) {
    logger.warn({ err: error, ssrDir }, 'the build has no page renderer: the blog list shows the built-in articles only, posts render in the browser');
    return null;
  }
  // Loaded by the first blog page asked for, not at start: it holds the whole site's components.
  let loading: Promise<RenderModule> | undefined;
  const renderer = () => (loading ??= import(pathToFileURL(rendererFile).href) as Promise<RenderModule>);

  const kept = new Map<string, Promise<unknown>>();
  let version = 0;

  /**
   * `produce`'s answer for `key`, worked out once and kept while it is not null; an answer that
   * raced with a write is served but not kept (the next read works it out again).
   */
  const once = <T>(key: string, produce: () => Promise<T | null>): Promise<T | null> => {
    const hit = kept.get(key) as Promise<T | null> | undefined;
    if (hit) {
      // Most recently used last: the first key is the one to drop when full.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const started = version;
    const answer = produce();
    kept.set(key, answer);
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value as string);
    const forget = () => {
      if (kept.get(key) === answer) kept.delete(key);
    };
    answer.then((value) => {
      if (value === null || started !== version) forget();
    }, forget);
    return answer;
  };

  const documentOf = async (render: (module: RenderModule) => EntryServer.RenderedPage | Promise<EntryServer.RenderedPage>): Promise<RenderedDocument> => {
    const module = await renderer();
    const page = await render(module);
    const html = module.fillShell(shell, page);
    // The page's inline scripts are the shell's and the head's: hashed without the body, so nothing
    // a post holds could ever be allowed to run, even if it slipped past the sanitiser.
    const csp = contentSecurityPolicy(inlineScriptHashes(module.fillShell(shell, { ...page, html: '' })));
    const body = Buffer.from(html);
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      promisify(gzip)(body, { level: 9 }),
    ]);
    return { body, br, gzip: gz, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, csp };
  };

  return {
    list: (page) =>
      once(`list:${page}`, async () => {
        const listPage = await blogListPage(db, page);
        return listPage && documentOf((module) => module.render('/blog', { blogList: listPage }));
      }),
    post: (urlPath) =>
      once<BlogAnswer>(`post:${urlPath}`, async () => {
        const address = await resolveBlogAddress(db, urlPath);
        if (!address) return null;
        if (address.kind === 'redirect') return address;
        return { kind: 'page', document: await documentOf((module) => module.renderBlogPost(address.post)) };
      }),
    notFound: async () => {
      const document = await once('404', () => documentOf((module) => module.render('/__not-found__')));
      if (!document) throw new Error('The renderer gave no 404 page');
      return document;
    },
    invalidate() {
      version += 1;
      kept.clear();
    },
  };
}
