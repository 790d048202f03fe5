import type { RouteObject } from 'react-router-dom';
import { site } from '../config/site';
import type { RouteConfig } from '../config/site-schema';
import { ErrorFallback } from '../layout/ErrorFallback';
import { NotFound } from '../layout/NotFound';
import { AppLayout } from './AppLayout';
import { ContentPage } from './ContentPage';
import { loadPage } from './pages';

/** What a route carries for the layout: its config entry, or that it is the 404 page. */
export type RouteHandle = { route: RouteConfig } | { notFound: true };

/** The interactive screens, each its own chunk so no public route downloads their code. */
const screens = {
  login: () => import(/* webpackChunkName: "screen-login" */ '../features/auth/LoginScreen'),
  register: () => import(/* webpackChunkName: "screen-register" */ '../features/auth/RegisterScreen'),
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
        { path: '*', element: <NotFound />, handle: { notFound: true } satisfies RouteHandle },
      ],
    },
  ];
}
