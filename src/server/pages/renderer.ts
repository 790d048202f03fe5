import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServer from '../../app/entry-server';
import type { PageShell } from '../../app/page-shell';
import { htmlDocument, type HtmlDocument, type PageFacts } from '../http/document';
import type { Logger } from '../logger';
import { contentSecurityPolicy } from '../security/headers';
import { inlineScriptHashes } from '../static/csp-manifest';

export type RenderModule = Pick<
  typeof EntryServer,
  | 'render'
  | 'renderBlogPost'
  | 'renderNotFound'
  | 'fillShell'
  | 'formAt'
  | 'site'
  | 'contentPageAt'
  | 'screenAt'
  | 'robots'
  | 'sitemapUrls'
>;

/** A content page as the renderer takes it in place of the build's: one the content compiler passed (server/content/). */
export type ContentPage = NonNullable<NonNullable<Parameters<RenderModule['render']>[1]>['page']>;

/**
 * The build's own renderer (dist-ssr/render.js, the one that prerendered every page) inside the
 * build's page shell (dist-ssr/shell.json), for the pages the server renders on request: the blog's,
 * and a form's answer to a post. Each is the same kind of page as a prerendered one: full head,
 * layout, islands, its forms stamped.
 */
export interface SiteRenderer {
  /** The renderer's module, loaded the first time it is needed (it holds the whole site's components). */
  module(): Promise<RenderModule>;
  /** A page rendered by `render`, in the shell, with its CSP, compressed, ready to send. */
  document(render: (module: RenderModule) => EntryServer.RenderedPage | Promise<EntryServer.RenderedPage>): Promise<HtmlDocument>;
}

/**
 * The renderer beside dist/ (in dist-ssr/), or null when the build has none (a dist/ from an older
 * build, or tests with a stub site): the server then serves the prerendered pages only.
 */
export async function loadRenderer(
  ssrDir: string,
  { logger, ...facts }: { logger: Logger } & PageFacts,
): Promise<SiteRenderer | null> {
  let shell: PageShell;
  const rendererFile = path.join(ssrDir, 'render.js');
  try {
    shell = JSON.parse(await readFile(path.join(ssrDir, 'shell.json'), 'utf8')) as PageShell;
    await access(rendererFile);
  } catch (error) {
    logger.warn(
      { err: error, ssrDir },
      'the build has no page renderer: the blog list shows the built-in articles only, posts render in the browser, and forms need JavaScript',
    );
    return null;
  }
  let loading: Promise<RenderModule> | undefined;
  const module = () => (loading ??= import(pathToFileURL(rendererFile).href) as Promise<RenderModule>);
  return {
    module,
    async document(render) {
      const renderer = await module();
      const page = await render(renderer);
      const html = renderer.fillShell(shell, page);
      // The page's inline scripts are the shell's and the head's: hashed without the body, so nothing
      // a post or a visitor's input holds could ever be allowed to run, even if it slipped past the sanitiser.
      const csp = contentSecurityPolicy(
        inlineScriptHashes(renderer.fillShell(shell, { ...page, html: '', lateStyleGroups: [] })),
      );
      return htmlDocument(Buffer.from(html), csp, facts);
    },
  };
}
