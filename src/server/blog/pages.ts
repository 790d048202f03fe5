import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../../app/entry-server';
import type { PageShell } from '../../app/page-shell';
import type { Database } from '../db/client';
import { keptUntilChange } from '../db/kept-until-change';
import { htmlDocument, type HtmlDocument } from '../http/document';
import type { Logger } from '../logger';
import { contentSecurityPolicy } from '../security/headers';
import { inlineScriptHashes } from '../static/csp-manifest';
import { resolveBlogAddress } from './addresses';
import { blogListPage } from './list-page';

type RenderModule = Pick<typeof EntryServer, 'render' | 'renderBlogPost' | 'fillShell'>;

/** What the site answers at an address of the blog: a rendered page, or a permanent redirect. */
export type BlogAnswer = { kind: 'page'; document: HtmlDocument } | { kind: 'redirect'; location: string };

export interface BlogPages {
  /** Page `page` of /blog, or null past the last page. */
  list(page: number): Promise<HtmlDocument | null>;
  /** /blog/{slug} of a published post, a redirect from its id or an older slug, or null (drafts included). */
  post(urlPath: string): Promise<BlogAnswer | null>;
  /** The site's 404 page (for a list page that does not exist). */
  notFound(): Promise<HtmlDocument>;
}

/**
 * Bytes of pages kept: the list's first pages and the most read posts, each as it is and compressed
 * twice (a short post's page is some 80 KB in all, a post of 100,000 characters several hundred):
 * some 150 short posts. A page not kept is rendered again in milliseconds; at 24 MB, with 2,000 long
 * posts read, the server grew 110 MB over idle in one run of two (the bound is 100).
 */
export const KEPT_PAGE_BYTES = 12 * 1024 * 1024;

/**
 * The blog's pages rendered on request by the build's own renderer (dist-ssr/render.js, the one
 * that prerendered every other page) inside the build's page shell (dist-ssr/shell.json), so they
 * are the same kind of static page as the rest: full head, layout, islands. Each is rendered once,
 * compressed once and kept until any instance writes a post (db/kept-until-change.ts), so a read
 * costs what a prerendered page does. Null when the build has no renderer (a dist/ from an older
 * build, or tests with a stub site).
 */
export async function loadBlogPages(
  ssrDir: string,
  database: Pick<Database, 'db' | 'changes'>,
  logger: Logger,
): Promise<BlogPages | null> {
  const { db } = database;
  let shell: PageShell;
  const rendererFile = path.join(ssrDir, 'render.js');
  try {
    shell = JSON.parse(await readFile(path.join(ssrDir, 'shell.json'), 'utf8')) as PageShell;
    await access(rendererFile);
  } catch (error) {
    logger.warn(
      { err: error, ssrDir },
      'the build has no page renderer: the blog list shows the built-in articles only, posts render in the browser',
    );
    return null;
  }
  // Loaded by the first blog page asked for, not at start: it holds the whole site's components.
  let loading: Promise<RenderModule> | undefined;
  const renderer = () => (loading ??= import(pathToFileURL(rendererFile).href) as Promise<RenderModule>);

  const kept = keptUntilChange(database.changes, 'blogs', { maxBytes: KEPT_PAGE_BYTES });

  const documentOf = async (
    render: (module: RenderModule) => EntryServer.RenderedPage | Promise<EntryServer.RenderedPage>,
  ): Promise<HtmlDocument> => {
    const module = await renderer();
    const page = await render(module);
    const html = module.fillShell(shell, page);
    // The page's inline scripts are the shell's and the head's: hashed without the body, so nothing
    // a post holds could ever be allowed to run, even if it slipped past the sanitiser.
    const csp = contentSecurityPolicy(inlineScriptHashes(module.fillShell(shell, { ...page, html: '' })));
    return htmlDocument(Buffer.from(html), csp);
  };

  return {
    list: (page) =>
      kept.get(`list:${page}`, async () => {
        const listPage = await blogListPage(db, page);
        return listPage && documentOf((module) => module.render('/blog', { blogList: listPage }));
      }),
    post: (urlPath) =>
      kept.get(`post:${urlPath}`, async (): Promise<BlogAnswer | null> => {
        const address = await resolveBlogAddress(db, urlPath);
        if (!address) return null;
        if (address.kind === 'redirect') return address;
        return { kind: 'page', document: await documentOf((module) => module.renderBlogPost(address.post)) };
      }),
    notFound: () => kept.get('404', () => documentOf((module) => module.render('/__not-found__'))),
  };
}
