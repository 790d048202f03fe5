import { ColorSchemeScript } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { PageRenderer } from '../blocks/PageRenderer';
import type { Page } from '../blocks/schemas';
import { site } from '../config/site';
import { createIslandCollector, normalisePath } from '../islands/context';
import { renderHeadHtml } from '../seo/head';
import { COLOR_SCHEME_KEY } from '../theme/theme';
import { headForMatches } from './head';
import { Providers } from './Providers';
import { createRoutes, type RouteHandle } from './routes';
import { AppContexts } from './AppContexts';
import { SiteLayout } from './SiteLayout';
import { preloadSlot, slotComponents } from './slots';
import { StaticProviders } from './StaticPage';

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, meta, canonical, Open Graph, Twitter, JSON-LD and the colour-mode script. */
  head: string;
  /** The page's HTML for #root. */
  html: string;
  /**
   * The entry the page runs: 'static' (a content page: static HTML whose islands hydrate one by
   * one, src/app/entry-static.ts) or 'index' (the app: sign-in, admin, 404; hydrates whole).
   */
  entry: 'static' | 'index';
  /** Named chunk groups (webpackChunkName) whose scripts the page needs at once: preloaded. */
  chunkGroups: string[];
  /** Named chunk groups whose stylesheets the page needs in its head, their scripts loading on demand. */
  styleGroups: string[];
}

/** Every path to prerender: each route and alias of site.config.ts (never a parameterised one such as /blog/:id). */
export const prerenderPaths = (): string[] =>
  site.routes.flatMap((route) => [route.path, ...route.aliases]).filter((path) => !path.includes(':'));

/** Non-indexed routes stay out of the sitemap; aliases are not canonical and stay out too. */
export const sitemapUrls = (): string[] =>
  site.routes
    .filter((route) => !route.noindex)
    .map((route) => `${site.company.url}${(route.canonical ?? route.path) === '/' ? '/' : (route.canonical ?? route.path)}`);

export const siteOrigin = () => site.company.url;

const colorSchemeScript = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" localStorageKey={COLOR_SCHEME_KEY} />);

/**
 * A content page as static HTML: the layout and blocks rendered once, each island as its own root
 * (src/islands/island.tsx).
 */
function renderStatic(path: string, page: Page): string {
  const collector = createIslandCollector({
    island: (node, identifierPrefix) => renderToString(node, { identifierPrefix }),
    markup: (node: ReactNode) => renderToStaticMarkup(<StaticProviders path={path} collector={collector}>{node}</StaticProviders>),
    Contexts: AppContexts,
  });
  const html = renderToString(
    <StaticProviders path={path} collector={collector}>
      <SiteLayout>
        <PageRenderer blocks={page.blocks} />
      </SiteLayout>
    </StaticProviders>,
  );
  return html;
}

/**
 * Renders one path of the site to HTML: a content page as static HTML with islands, any other
 * route (sign-in, admin, the 404 page) as the app will hydrate it. Reusable by a server that
 * renders on request: it reads nothing but the route and its content.
 */
export async function render(path: string): Promise<RenderedPage> {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Rendering ${path} answered a redirect (${context.status})`);
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    pathname: match.pathname,
    params: match.params,
    data: context.loaderData[match.route.id],
    loaderData: context.loaderData[match.route.id],
    handle: match.route.handle,
  }));
  const leaf = matches[matches.length - 1];
  const leafHandle = leaf?.handle as RouteHandle | undefined;
  const head = `${renderHeadHtml(headForMatches(matches))}\n    ${colorSchemeScript}`;

  if (leafHandle && 'route' in leafHandle && 'content' in leafHandle.route.page) {
    const page = leaf?.data as Page;
    const html = renderStatic(normalisePath(path), page);
    return {
      status: 200,
      head,
      html,
      entry: 'static',
      chunkGroups: [],
      // Every island is a component of the layout (in the app entry's CSS), of a block or of a slot
      // screen, so these stylesheets already style all of them.
      styleGroups: [
        'index',
        ...new Set(page.blocks.map((block) => `block-${block.type}`)),
        ...page.blocks.flatMap((block) => (block.type === 'slot' ? [`slot-${block.props.name}`] : [])),
      ],
    };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  await Promise.all(Object.keys(slotComponents).map((name) => preloadSlot(name as keyof typeof slotComponents)));
  const html = renderToString(
    <Providers slots={slotComponents}>
      <StaticRouterProvider router={router} context={context} />
    </Providers>,
  );
  // The catch-all route matches, so the router says 200; the page it shows is the 404.
  const status = leafHandle && 'notFound' in leafHandle ? 404 : context.statusCode;
  const screen = leafHandle && 'route' in leafHandle && 'screen' in leafHandle.route.page ? leafHandle.route.page.screen : undefined;
  return { status, head, html, entry: 'index', chunkGroups: screen ? [`screen-${screen}`] : [], styleGroups: [] };
}
