import { ColorSchemeScript } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { BlogListPageContext } from '../blocks/BlogList/context';
import { SearchPageContext } from '../blocks/SearchResults/context';
import { cardsOfPage } from '../blocks/BlogList/posts';
import { PageRenderer } from '../blocks/PageRenderer';
import { SESSION_KEYS } from '../api/tokens';
import type { Page } from '../blocks/schemas';
import type { RouteConfig, SiteConfig } from '../config/site-schema';
import { site as bundled } from '../config/site';
import { BlogPostArticle } from '../features/blog/BlogPostArticle';
import QuoteDialog from '../features/quote/QuoteDialog';
import { blogPostHead } from '../features/blog/head';
import { preloadCookieBanner } from '../features/cookies/CookieConsentHost';
import { blogPageHref, type BlogListPage, type Post } from '../schemas/blog';
import type { SearchPageData } from '../schemas/search';
import { prerenderStatic } from '../islands/prerender';
import { normalisePath } from '../ui/SiteLink';
import { buildNotFoundHead, pageTitle, renderHeadHtml, type HeadData } from '../seo/head';
import { robotsTxt, sitemapXml, siteUrls } from '../seo/sitemap';
import { NotFound } from '../layout/NotFound';
import { COLOR_SCHEME_KEY } from '../theme/theme';
import { contentPageHead, headForMatches } from './head';
import { AppProviders, IslandProviders } from './AppProviders';
import { useApiBlogPosts } from './apiBlogPosts';
import { createRoutes, type RouteHandle } from './routes';
import { SiteLayout } from './SiteLayout';
import { ROUTER_DATA_ID, SIGNED_IN_SCRIPTS_ID, SITE_CONFIG_DATA_ID, type ShellPage } from './page-shell';
import { loadPage, preloadPage } from './pages';
import {
  isPageForm,
  isScriptForm,
  QUOTE_DIALOG_ACTION,
  type PageForm,
  type Postback,
  type ScriptForm,
} from '../schemas/page-forms';
import { preloadSlot, slotComponents, slotIsland } from './slots';
import { islandChunk } from '../islands/declare';

export { fillShell, pageAssets, prefetchedFiles, type PageShell } from './page-shell';
/** The site config as the build checked it (defaults applied): what a live edit is checked against. */
export { bundled as site };

/**
 * The content page an address shows: the name of its file in content/pages/ (a route's path or
 * alias), or null for a screen, a post or an address the site does not have.
 */
export function contentPageAt(path: string, site: SiteConfig = bundled): string | null {
  const route = contentRouteAt(path, site);
  return route ? route.page.content : null;
}

type ContentRoute = RouteConfig & { page: { content: string } };

/** The route of `site` showing a content page at `path` (its path or an alias), if any. */
function contentRouteAt(path: string, site: SiteConfig): ContentRoute | undefined {
  const address = normalisePath(path);
  const route = site.routes.find((candidate) => [candidate.path, ...candidate.aliases].includes(address));
  return route && 'content' in route.page ? (route as ContentRoute) : undefined;
}

/**
 * The site config a screen was rendered with, as data for the app that hydrates it: the settings
 * published on the running site (its header and footer), which its bundle does not have. Never run
 * (a JSON type; the page's CSP allows no inline script but its own).
 */
const siteConfigScript = (site: SiteConfig) => dataScript(SITE_CONFIG_DATA_ID, site);

/** A JSON data block: never run, and no `<` that could end it. */
const dataScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The router's data for hydration, as data (the app reads it, entry-client.tsx), in place of React Router's inline script. */
const routerDataScript = (context: StaticHandlerContext) =>
  dataScript(ROUTER_DATA_ID, { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors });

/** Whether `path` is one of the app's screens (the admin area): the server renders it with published settings. */
export function screenAt(path: string): boolean {
  const address = normalisePath(path);
  return bundled.routes.some((route) => 'screen' in route.page && [route.path, ...route.aliases].includes(address));
}

/** A rendered page: what the page shell needs (page-shell.ts), and the HTTP status it answers with. */
export interface RenderedPage extends ShellPage {
  status: number;
}

/**
 * The form that a post to `path` sends, so the server knows how to answer it (server/pages/forms.ts):
 * the quote dialog's at its address, else the form in the page's slot, or null when the page holds
 * none (a post there is refused with 405). `live`: the page published in the live editor, if any.
 */
export async function formAt(path: string, live?: Page, site: SiteConfig = bundled): Promise<PageForm | ScriptForm | null> {
  const address = normalisePath(path);
  if (address === QUOTE_DIALOG_ACTION) return 'quote-dialog';
  const name = contentPageAt(address, site);
  if (name === null) return null;
  const page = live ?? (await loadPage(name));
  const forms = page.blocks.flatMap((block) =>
    block.type === 'slot' && (isPageForm(block.props.name) || isScriptForm(block.props.name)) ? [block.props.name] : [],
  );
  if (forms.length > 1)
    throw new Error(`${address} holds ${forms.length} forms (${forms.join(', ')}): a post to it could be either`);
  return forms[0] ?? null;
}

/** Every path to prerender: each route and alias of site.config.ts (never a parameterised one such as /blog/:id). */
export const prerenderPaths = (): string[] =>
  bundled.routes.flatMap((route) => [route.path, ...route.aliases]).filter((path) => !path.includes(':'));

/** The build's sitemap.xml (the site's own pages; the server adds the posts) and how many URLs it lists. */
export function sitemap(): { xml: string; count: number } {
  const urls = siteUrls(bundled);
  return { xml: sitemapXml(urls.map((loc) => ({ loc }))), count: urls.length };
}

/** robots.txt of `site` (default: the bundled config): its noindex routes disallowed. */
export const robots = (site: SiteConfig = bundled) => robotsTxt(site);

/** The site's own canonical URLs, as its sitemap lists them (the server adds the posts). */
export const sitemapUrls = (site: SiteConfig): string[] => siteUrls(site);

/**
 * The 404 page for an address the live site's settings no longer have (a page retired, or moved
 * without keeping its old address) while the build prerendered it: static HTML in the site's
 * layout, which no router hydrates (the app's bundled routes would show the page again).
 */
export async function renderNotFound(path: string, site?: SiteConfig): Promise<RenderedPage> {
  return {
    status: 404,
    head: `${renderHeadHtml(buildNotFoundHead(site ?? bundled))}\n    ${colorSchemeScript}`,
    ...(await renderStatic(normalisePath(path), <NotFound />, { site })),
    entry: 'static',
    chunkGroups: [],
    styleGroups: [...STATIC_STYLE_GROUPS],
  };
}

const colorSchemeScript = renderToStaticMarkup(
  <ColorSchemeScript defaultColorScheme="auto" localStorageKey={COLOR_SCHEME_KEY} />,
);

/**
 * The first script of /admin. A visitor with no session goes on to /login and fetches none of the
 * app's code: its scripts wait in a template (page-shell.ts, signedInOnly), which this script turns
 * into scripts, in order, once the document is parsed and a session was found (or storage cannot be
 * read: the app's own guard then decides), or the address is an invitation's link (the invitee has
 * no session yet: the admin asks for their name and password). The admin's guard (AdminScreen) also sends a visitor
 * whose session turns out to be over to /login.
 */
const signedInGate = `<script>(function(){var s;try{s=localStorage.getItem(${JSON.stringify(SESSION_KEYS.token)})}catch(e){s='?'}
if(!s&&location.hash.indexOf('#invitation=')!==0){stop();location.replace('/login');return}
document.addEventListener('DOMContentLoaded',function(){var t=document.getElementById(${JSON.stringify(SIGNED_IN_SCRIPTS_ID)});if(!t)return;
Array.prototype.forEach.call(t.content.children,function(o){var n=document.createElement(o.tagName.toLowerCase());
Array.prototype.forEach.call(o.attributes,function(a){n.setAttribute(a.name,a.value)});if(n.tagName==='SCRIPT')n.async=false;document.head.appendChild(n)})})})()</script>`;

/**
 * The code every island needs besides its own: the runtime's mount (src/islands/runtime.ts) and
 * the app's providers (entry-static.ts).
 */
const ISLAND_RUNTIME = ['island-mount', 'island-providers'];

/** The stylesheets every static page has in its head: the layout's (the app entry's). */
const STATIC_STYLE_GROUPS = ['index'];

/**
 * The quote dialog is in every static page's HTML, closed, so that a 'Request a quote' button only
 * has to show it; its stylesheets are linked just before it, at the end of the body, where they
 * hold back nothing the visitor sees first.
 */
const LATE_STYLE_GROUPS = ['quote-dialog'];

/**
 * A content page as static HTML: the layout and blocks, the quote dialog after them, each island
 * rendered in a pass of its own (src/islands/prerender.tsx); with the chunk groups of its islands'
 * code, for the browser to prefetch. `site`: the site config published on the running site, which
 * the layout and blocks show in place of the bundled one (and pass to their islands as props).
 */
async function renderStatic(
  path: string,
  content: ReactNode,
  { postback, site }: { postback?: Postback; site?: SiteConfig } = {},
): Promise<{ html: string; prefetchGroups: string[]; lateStyleGroups: string[] }> {
  await preloadCookieBanner();
  const { html, islandChunks } = prerenderStatic(
    <AppProviders staticPage={{ path, postback }} site={site}>
      <SiteLayout>{content}</SiteLayout>
      {LATE_STYLE_GROUPS.map((name) => (
        <template key={name} data-late-styles={name} />
      ))}
      <QuoteDialog />
    </AppProviders>,
    { path, Providers: IslandProviders },
  );
  return {
    html,
    prefetchGroups: islandChunks.length ? [...ISLAND_RUNTIME, ...islandChunks] : [],
    lateStyleGroups: LATE_STYLE_GROUPS,
  };
}

/** The head of one page of the server-rendered blog list: its own title and canonical, its neighbours, its posts. */
function blogListHead(
  head: HeadData,
  route: RouteConfig,
  page: Page,
  listPage: BlogListPage,
  site: SiteConfig = bundled,
): HeadData {
  const absolute = (href: string) => `${site.company.url}${href}`;
  const builtIn = page.blocks.flatMap((block) => (block.type === 'blogList' ? block.props.posts : []));
  const { page: number, pageCount } = listPage;
  const blogPosts = cardsOfPage(builtIn, listPage).map((card) => ({ headline: card.title, url: absolute(card.href) }));
  const graph = (head.jsonLd['@graph'] as Array<Record<string, unknown>> | undefined) ?? [];
  return {
    ...head,
    title: number > 1 ? pageTitle(site, `${route.title} (page ${number} of ${pageCount})`) : head.title,
    canonicalUrl: absolute(blogPageHref(number)),
    pagination: {
      prev: number > 1 ? absolute(blogPageHref(number - 1)) : undefined,
      next: number < pageCount ? absolute(blogPageHref(number + 1)) : undefined,
    },
    jsonLd: {
      ...head.jsonLd,
      '@graph': graph.map((node) =>
        node['@type'] === 'Blog' ? { ...node, blogPost: blogPosts.map((post) => ({ '@type': 'BlogPosting', ...post })) } : node,
      ),
    },
  };
}

/**
 * An administrator's published post as a static page (or, `preview`, a post not yet public as a
 * preview link shows it: never indexed, saying what it is) (the server renders it on request, then
 * caches it): its head with canonical, Open Graph and BlogPosting, and the article in the site's
 * layout, whose islands hydrate as on any content page. Its HTML is stored sanitised. `site`: the
 * site config published on the running site, for the head and the layout; default: the bundled one.
 */
export async function renderBlogPost(
  post: Post,
  { preview = false, site }: { preview?: boolean; site?: SiteConfig } = {},
): Promise<RenderedPage> {
  const path = post.url;
  return {
    status: 200,
    head: `${renderHeadHtml(blogPostHead(post, { preview, site }))}\n    ${colorSchemeScript}`,
    ...(await renderStatic(path, <BlogPostArticle post={post} html={post.content} preview={preview} />, { site })),
    // A preview is the author's check before publishing, not a visitor's read.
    ...(preview ? {} : { countedPath: path }),
    entry: 'static',
    chunkGroups: [],
    styleGroups: [...STATIC_STYLE_GROUPS, 'screen-blog-post'],
  };
}

/**
 * A content page as static HTML with islands (renderStatic), its head from its route as `site` has
 * it (default: the bundled config).
 */
async function renderContentPage(
  path: string,
  route: ContentRoute,
  page: Page,
  options: { blogList?: BlogListPage; search?: SearchPageData; postback?: Postback; site?: SiteConfig; today?: string },
): Promise<RenderedPage> {
  const { blogList, search, postback, site, today } = options;
  let content = <PageRenderer blocks={page.blocks} day={today} />;
  if (blogList) content = <BlogListPageContext.Provider value={blogList}>{content}</BlogListPageContext.Provider>;
  if (search) content = <SearchPageContext.Provider value={search}>{content}</SearchPageContext.Provider>;
  const rendered = await renderStatic(normalisePath(path), content, { postback, site });
  const headData = contentPageHead(route, page, site, today);
  const pageHead = blogList ? blogListHead(headData, route, page, blogList, site) : headData;
  // A refused form, or a refused search, says so first in the title, which a screen reader reads as
  // the page loads (GOV.UK's pattern).
  const refused = postback?.outcome === 'invalid' || Boolean(search?.error);
  const titled = refused ? { ...pageHead, title: `Error: ${pageHead.title}` } : pageHead;
  const head = `${renderHeadHtml(titled)}\n    ${colorSchemeScript}`;
  return {
    status: 200,
    head,
    ...rendered,
    countedPath: normalisePath(path),
    entry: 'static',
    chunkGroups: [],
    // Every island is a component of the layout (in the app entry's CSS), of the quote dialog, of a
    // block or of a slot screen, so these stylesheets already style all of them.
    styleGroups: [
      ...STATIC_STYLE_GROUPS,
      ...new Set(page.blocks.map((block) => `block-${block.type}`)),
      ...page.blocks.flatMap((block) => (block.type === 'slot' ? [islandChunk(slotIsland(block.props.name))] : [])),
    ],
  };
}

/**
 * Renders one path of the site to HTML: a content page as static HTML with islands, any other
 * route (sign-in, admin, the 404 page) as the app will hydrate it. Reusable by a server that
 * renders on request: it reads nothing but the route, its content and the site config it is given.
 */
export async function render(
  path: string,
  options: {
    blogList?: BlogListPage;
    /**
     * What the search page shows (/search, rendered on request for its query): the query, its page
     * of results or none, and why a refused query was refused. Without it, the form alone.
     */
    search?: SearchPageData;
    /** The server's answer to a form posted to this page without script (server/pages/forms.ts). */
    postback?: Postback;
    /**
     * The content page to show in place of the build's (checked by the content compiler): a page
     * published or drafted in the live editor (server/content/).
     */
    page?: Page;
    /**
     * The site config to show in place of the bundled one: the routes, company, offices and
     * navigation published on the running site, in a content page's layout, blocks and head (a new
     * page's route among them, given its `page`); a page it no longer routes to is the 404 page. A
     * screen carries it as data for the app that hydrates it.
     */
    site?: SiteConfig;
    /**
     * The day to render for (YYYY-MM-DD in the site's time zone), which decides the job openings a
     * page shows, its structured data and its form offer; default: today. The server renders a page
     * with dated roles for the day of each request, from its own clock.
     */
    today?: string;
  } = {},
): Promise<RenderedPage> {
  const site = options.site ?? bundled;
  const route = contentRouteAt(path, site);
  if (route) {
    const page = options.page ?? (await loadPage(route.page.content));
    if (options.page) await preloadPage(options.page, { slots: true });
    return renderContentPage(path, route, page, options);
  }
  // A page the build has and the site's settings no longer do (retired, or moved without its old address).
  if (options.site && contentRouteAt(path, bundled)) return renderNotFound(path, options.site);
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Rendering ${path} answered a redirect (${context.status})`);
  // A loader that failed (a page's content could not be loaded) is the build's or the server's
  // error, never a page to show.
  const failure: unknown = context.errors && Object.values(context.errors)[0];
  if (failure) throw failure instanceof Error ? failure : new Error(`Rendering ${path} failed: ${JSON.stringify(failure)}`);
  const matches = context.matches.map((match) => {
    const data = context.loaderData[match.route.id] as unknown;
    return {
      id: match.route.id,
      pathname: match.pathname,
      params: match.params,
      data,
      loaderData: data,
      handle: match.route.handle as unknown,
    };
  });
  const leaf = matches[matches.length - 1];
  const leafHandle = leaf?.handle as RouteHandle | undefined;

  const screen =
    leafHandle && 'route' in leafHandle && 'screen' in leafHandle.route.page ? leafHandle.route.page.screen : undefined;
  const signedInOnly = screen === 'admin';
  // A screen rendered with the published settings hands them to the app that hydrates it (entry-client.tsx).
  const published = screen ? options.site : undefined;
  const headData = headForMatches(matches, published);
  const head = [
    ...(signedInOnly ? [signedInGate] : []),
    renderHeadHtml(headData),
    colorSchemeScript,
    ...(published ? [siteConfigScript(published), routerDataScript(context)] : []),
  ].join('\n    ');
  const router = createStaticRouter(handler.dataRoutes, context);
  await Promise.all(Object.keys(slotComponents).map((name) => preloadSlot(name as keyof typeof slotComponents)));
  const html = renderToString(
    <AppProviders apiBlogPosts={useApiBlogPosts} site={published}>
      {/* Rendered on request, the router's data goes as JSON in the head: the page's CSP hashes no script of its body. */}
      <StaticRouterProvider router={router} context={context} hydrate={!published} />
    </AppProviders>,
  );
  // The catch-all route matches, so the router says 200; the page it shows is the 404.
  const status = leafHandle && 'notFound' in leafHandle ? 404 : context.statusCode;
  return {
    status,
    head,
    html,
    entry: 'index',
    chunkGroups: screen ? [`screen-${screen}`] : [],
    styleGroups: [],
    prefetchGroups: [],
    signedInOnly,
  };
}
