import { ColorSchemeScript } from '@mantine/core';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { site } from '../config/site';
import { renderHeadHtml } from '../seo/head';
import { COLOR_SCHEME_KEY } from '../theme/theme';
import { headForMatches } from './head';
import { Providers } from './Providers';
import { createRoutes, type RouteHandle } from './routes';
import type { Page } from '../blocks/schemas';
import { slotComponents } from './slots';

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, meta, canonical, Open Graph, Twitter, JSON-LD and the colour-mode script. */
  head: string;
  /** The app's HTML for #root, with the router's hydration data. */
  html: string;
  /** Named chunk groups the page hydrates with: its content and blocks, or its screen. */
  chunkGroups: string[];
  /** Chunk groups hydrated later (slot screens): their CSS is in the head, their JS loads on demand. */
  deferredGroups: string[];
}

/** The chunks (see the webpackChunkName comments) a matched route renders with. */
function chunkGroupsOf(handle: RouteHandle | undefined, data: unknown): Pick<RenderedPage, 'chunkGroups' | 'deferredGroups'> {
  if (!handle || !('route' in handle)) return { chunkGroups: [], deferredGroups: [] };
  const page = handle.route.page;
  if ('screen' in page) return { chunkGroups: [`screen-${page.screen}`], deferredGroups: [] };
  const blocks = (data as Page).blocks;
  return {
    chunkGroups: [`page-${page.content}-json`, ...new Set(blocks.map((block) => `block-${block.type}`))],
    deferredGroups: blocks.flatMap((block) => (block.type === 'slot' ? [`slot-${block.props.name}`] : [])),
  };
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

/** Renders one path of the site to HTML, as the browser will hydrate it. */
export async function render(path: string): Promise<RenderedPage> {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`Rendering ${path} answered a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  await Promise.all(Object.values(slotComponents).map((slot) => slot.preload()));
  const html = renderToString(
    <Providers slots={slotComponents}>
      <StaticRouterProvider router={router} context={context} />
    </Providers>,
  );
  const matches = context.matches.map((match) => ({
    id: match.route.id,
    pathname: match.pathname,
    params: match.params,
    data: context.loaderData[match.route.id],
    loaderData: context.loaderData[match.route.id],
    handle: match.route.handle,
  }));
  // The catch-all route matches, so the router says 200; the page it shows is the 404.
  const leaf = matches[matches.length - 1];
  const leafHandle = leaf?.handle as RouteHandle | undefined;
  const status = leafHandle && 'notFound' in leafHandle ? 404 : context.statusCode;
  return {
    status,
    head: `${renderHeadHtml(headForMatches(matches))}\n    ${colorSchemeScript}`,
    html,
    ...chunkGroupsOf(leafHandle, leaf?.data),
  };
}
