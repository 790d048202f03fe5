import type { Meta } from '@storybook/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ContentPage } from '../../src/app/ContentPage';
import { loadPage } from '../../src/app/pages';
import { createRoutes } from '../../src/app/routes';
import type { Page } from '../../src/blocks/schemas';
import { site } from '../../src/config/site';
import { resetCookieConsent, useCookieConsent } from '../../src/stores/cookieConsent';
import { pageModes } from '../modes';

/**
 * Every content page as a visitor sees it at its address: the site's routes, layout, header,
 * footer and page renderer. The stories themselves (`export const pageAbout = { args: { id:
 * 'about' } }`, one per file in content/pages/) are added when this module is compiled, by
 * pluginPageStories; pageIndexers lists them in Storybook's index under `Pages`, by file name.
 */

const PAGE_ROUTE = 'storybook-page';

/**
 * The site's routes with the route that shows content page `id` marked, so the story can hand it
 * the page it loaded. A page file no route points at yet gets a route of its own in the layout.
 */
function siteRoutesShowing(id: string): { routes: RouteObject[]; path: string } {
  const routes = createRoutes();
  const children = routes[0]?.children;
  if (!children) throw new Error('createRoutes() no longer starts with the layout route');
  const configured = site.routes.find((route) => 'content' in route.page && route.page.content === id);
  const path = configured?.path ?? `/storybook/pages/${id}`;
  let route = children.find((child) => child.path === path);
  if (!route) {
    route = { path, element: <ContentPage /> };
    children.unshift(route);
  }
  route.id = PAGE_ROUTE;
  return { routes, path };
}

function SitePage({ id, page }: { id: string; page: Page }) {
  const [router] = useState(() => {
    const { routes, path } = siteRoutesShowing(id);
    // The loaded page goes in as hydration data, so the first render is already the whole page.
    return createMemoryRouter(routes, { initialEntries: [path], hydrationData: { loaderData: { [PAGE_ROUTE]: page } } });
  });
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages',
  parameters: { appRoutes: true, chromatic: { modes: pageModes } },
  // The site's own loader: the validated content, with its blocks' and slot screens' code loaded.
  loaders: [async ({ args }) => ({ page: await loadPage(String(args.id)) })],
  // A visitor who has already chosen: the cookie banner (Features/CookieBanner) stays closed.
  beforeEach: () => {
    useCookieConsent.setState({ loaded: true, consent: 'necessary', bannerOpen: false });
    return resetCookieConsent;
  },
  render: ({ id }, { loaded }) => <SitePage id={String(id)} page={loaded.page as Page} />,
} satisfies Meta<{ id: string }>;
export default meta;
