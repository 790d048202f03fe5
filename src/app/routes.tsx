import type { RouteObject } from 'react-router-dom';
import { site } from '../config/site';
import type { RouteConfig } from '../config/site-schema';
import { ErrorFallback } from '../layout/ErrorFallback';
import { NotFound } from '../layout/NotFound';
import { AppLayout } from './AppLayout';
import { ContentPage } from './ContentPage';
import { loadPage } from './pages';
import type { RouteHandle } from './route-handle';

export type { RouteHandle };

/** Routes whose HTML is never prerendered: the browser renders them instead of hydrating. */
export const isBrowserOnly = (handle: unknown) => typeof handle === 'object' && handle !== null && 'blogPost' in handle;

/** The interactive screens, each its own chunk so no public route downloads their code. */
const screens = {
  admin: () => import(/* webpackChunkName: "screen-admin" */ '../features/admin/AdminScreen'),
} satisfies Record<Extract<RouteConfig['page'], { screen: string }>['screen'], () => Promise<{ default: React.ComponentType }>>;

function pageRoute(route: RouteConfig, path: string): RouteObject {
  const base = { path, handle: { route } satisfies RouteHandle, errorElement: <ErrorFallback /> };
  const page = route.page;
  if ('content' in page) {
    return { ...base, loader: () => loadPage(page.content), element: <ContentPage /> };
  }
  return { ...base, lazy: async () => ({ Component: (await screens[page.screen]()).default }) };
}

/** Every route of site.config.ts and its aliases, inside the site layout, plus the 404 page. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      errorElement: <ErrorFallback />,
      children: [
        ...site.routes.flatMap((route) => [route.path, ...route.aliases].map((path) => pageRoute(route, path))),
        // Ranks below the static /blog/aws, /blog/vpn and /blog/network-design, so it never shadows them.
        {
          path: '/blog/:id',
          handle: { blogPost: true } satisfies RouteHandle,
          errorElement: <ErrorFallback />,
          lazy: async () => {
            const screen = await import(/* webpackChunkName: "screen-blog-post" */ '../features/blog/BlogPostScreen');
            return { Component: screen.default, loader: screen.loader };
          },
        },
        { path: '*', element: <NotFound />, handle: { notFound: true } satisfies RouteHandle },
      ],
    },
  ];
}
