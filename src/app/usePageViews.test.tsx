import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { site } from '../config/site';
import type { RouteHandle } from './route-handle';
import { usePageViews } from './usePageViews';

/** A route of the site whose page is of `kind`, as the app's handles carry it. */
function routeOf(kind: 'content' | 'screen') {
  const route = site.routes.find((candidate) => kind in candidate.page);
  if (!route) throw new Error(`the site has no ${kind} route`);
  return route;
}
const contentRoute = routeOf('content');
const adminRoute = routeOf('screen');

let sent: Blob[];

/** The paths the beacon sent, as the server reads them. */
const paths = () => Promise.all(sent.map(async (blob) => (JSON.parse(await blob.text()) as { path: string }).path));

/** The app's layout as far as counting goes: the hook, and a way to render it again with no route change. */
function Layout() {
  usePageViews();
  const [renders, setRenders] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        Rendered {renders} times
      </button>
      <Outlet />
    </>
  );
}

function app(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/about', handle: { route: contentRoute } satisfies RouteHandle, element: <p>About</p> },
          { path: '/services', handle: { route: contentRoute } satisfies RouteHandle, element: <p>Services</p> },
          { path: '/blog/:id', handle: { blogPost: true } satisfies RouteHandle, element: <p>Post</p> },
          { path: '/admin', handle: { route: adminRoute } satisfies RouteHandle, element: <p>Admin</p> },
          { path: '*', handle: { notFound: true } satisfies RouteHandle, element: <p>Not found</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const idle = () => act(() => vi.advanceTimersByTimeAsync(5000));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  sent = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (_url: string, data: Blob) => sent.push(data) > 0,
  });
});

afterEach(() => {
  vi.useRealTimers();
  delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

describe("the app's page views", () => {
  it('counts the first page once, even under StrictMode, and not again when it renders again', async () => {
    app('/about');
    await idle();
    fireEvent.click(screen.getByRole('button', { name: 'Rendered 1 times' }));
    expect(screen.getByRole('button')).toHaveTextContent('Rendered 2 times');
    await idle();
    expect(await paths()).toEqual(['/about']);
  });

  it('counts each route change once more, with the path the router shows', async () => {
    const router = app('/about');
    await idle();
    await act(() => router.navigate('/blog/42?from=list#comments'));
    await idle();
    await act(() => router.navigate('/blog/42#top'));
    await idle();
    expect(await paths()).toEqual(['/about', '/blog/42']);
  });

  it('does not count a route left before the browser was idle', async () => {
    const router = app('/about');
    await act(() => router.navigate('/services'));
    await idle();
    expect(await paths()).toEqual(['/services']);
  });

  it('counts neither the administration area nor the 404 page', async () => {
    const router = app('/admin');
    await idle();
    await act(() => router.navigate('/no-such-page'));
    await idle();
    expect(await paths()).toEqual([]);
  });
});
