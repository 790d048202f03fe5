import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { countPageView } from '../features/insights/beacon';
import type { RouteHandle } from './route-handle';

/**
 * Whether the app's route is a page the site's visitors read: a content page or a post. The
 * administration area is the staff's work, and the 404 page's address is whatever was typed.
 */
function isCounted(handle: unknown): boolean {
  const known = handle as RouteHandle | undefined;
  if (!known || typeof known !== 'object') return false;
  if ('blogPost' in known) return true;
  return 'route' in known && 'content' in known.route.page;
}

/**
 * Counts each page the app shows once (issue 62), with the router's path: its first when the app
 * starts, and every route change after it. A re-render changes no path, so it counts nothing; a
 * route left before the browser was idle (or StrictMode's first run of the effect) is cancelled.
 */
export function usePageViews() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const counted = isCounted(matches[matches.length - 1]?.handle);
  useEffect(() => (counted ? countPageView(pathname) : undefined), [pathname, counted]);
}
