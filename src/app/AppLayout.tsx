import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { applyHead } from '../seo/dom';
import { useQuoteDialog } from '../stores/quoteDialog';
import { bindQuoteRequests } from '../features/quote/quoteRequests';
import { useToastHost } from '../features/toast/toast';
import { AppNavigation } from './AppNavigation';
import { headForMatches } from './head';
import { SiteLayout } from './SiteLayout';
import { usePageViews } from './usePageViews';
import { useSiteConfig } from '../ui/SiteConfig';

const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ '../features/toast/ToastHost'));
const QuoteDialog = lazy(() => import(/* webpackChunkName: "quote-dialog" */ '../features/quote/QuoteDialog'));

/**
 * Updates the head on every route (the prerendered head already matches the first one; the dev
 * server's pages have none) and scrolls to the top on every route change after the first.
 */
function useRouteChangeEffects() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const site = useSiteConfig();
  const first = useRef(true);
  useEffect(() => {
    applyHead(headForMatches(matches, site));
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // matches change with the pathname; the pathname alone decides when this runs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * The site layout in the app (admin, an administrator's post, the 404 page, Storybook's
 * pages): links and redirects go through the router, and the dialog and toasts mount on demand.
 */
export function AppLayout() {
  useRouteChangeEffects();
  usePageViews();
  const quoteRequested = useQuoteDialog((state) => state.opened);
  const toastsMounted = useToastHost((state) => state.mounted);
  // Once asked for, the dialog stays mounted so closing it keeps its form and animation.
  const [quoteLoaded, setQuoteLoaded] = useState(false);
  if (quoteRequested && !quoteLoaded) setQuoteLoaded(true);

  useEffect(() => bindQuoteRequests(document), []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <AppNavigation>
      <SiteLayout>
        <Outlet />
      </SiteLayout>
      {toastsMounted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {quoteLoaded && (
        <Suspense fallback={null}>
          <QuoteDialog />
        </Suspense>
      )}
    </AppNavigation>
  );
}
