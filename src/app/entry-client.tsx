import '../lib/zodInBrowser';
import '../theme/fonts';
import '../theme/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router-dom';
import type { Page } from '../blocks/schemas';
import { preloadPage } from './pages';
import type { SiteConfig } from '../config/site-schema';
import { AppProviders } from './AppProviders';
import { ROUTER_DATA_ID, SITE_CONFIG_DATA_ID } from './page-shell';
import { useApiBlogPosts } from './apiBlogPosts';
import { createRoutes, isBrowserOnly } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/**
 * Before hydrating a prerendered page, load the code it was rendered with (lazy screens, blocks,
 * slot screens) so the first client render matches the HTML exactly.
 */
async function loadInitialCode(routes: ReturnType<typeof createRoutes>) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const loaded = await route.lazy();
        Object.assign(route, { ...loaded, lazy: undefined });
      }
    }),
  );
  const loaderData = window.__staticRouterHydrationData?.loaderData ?? {};
  await Promise.all(
    Object.values(loaderData).map((data) =>
      data && typeof data === 'object' && 'blocks' in data ? preloadPage(data as Page, { slots: false }) : Promise.resolve(),
    ),
  );
}

/** The site config the server rendered this screen with, when it is not the bundle's (settings published on the running site). */
function renderedSite(): SiteConfig | undefined {
  const data = document.getElementById(SITE_CONFIG_DATA_ID)?.textContent;
  return data ? (JSON.parse(data) as SiteConfig) : undefined;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const routes = createRoutes();
  // A screen the server rendered on request carries its router's data as JSON (its CSP runs no inline script of the body).
  const routerData = document.getElementById(ROUTER_DATA_ID)?.textContent;
  if (routerData) window.__staticRouterHydrationData = JSON.parse(routerData) as HydrationState;
  // /blog/:id arrives as the 404.html shell: its HTML is not this route's, so render instead of hydrating.
  const browserOnly = (matchRoutes(routes, window.location) ?? []).some(({ route }) => isBrowserOnly(route.handle));
  if (browserOnly) delete window.__staticRouterHydrationData;
  const prerendered = Boolean(window.__staticRouterHydrationData);
  if (prerendered) await loadInitialCode(routes);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders apiBlogPosts={useApiBlogPosts} site={renderedSite()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
