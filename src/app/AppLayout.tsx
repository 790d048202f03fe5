import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { Footer } from '../layout/Footer';
import { Header } from '../layout/Header';
import { SkipLink } from '../layout/SkipLink';
import { applyHead } from '../seo/dom';
import { useQuoteDialog } from '../stores/quoteDialog';
import { useToastHost } from '../features/toast/toast';
import { CookieConsentHost, CookieSettingsButton } from '../features/cookies';
import classes from './AppLayout.module.css';
import { headForMatches } from './head';

const ToastHost = lazy(() => import(/* webpackChunkName: "toasts" */ '../features/toast/ToastHost'));
const QuoteDialog = lazy(() => import(/* webpackChunkName: "quote-dialog" */ '../features/quote/QuoteDialog'));

/**
 * Updates the head on every route (the prerendered head already matches the first one; the dev
 * server's pages have none) and scrolls to the top on every route change after the first.
 */
function useRouteChangeEffects() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const first = useRef(true);
  useEffect(() => {
    applyHead(headForMatches(matches));
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // matches change with the pathname; the pathname alone decides when this runs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** Sticky header, skip link, main area and footer around every route. */
export function AppLayout() {
  useRouteChangeEffects();
  const quoteRequested = useQuoteDialog((state) => state.opened);
  const toastsMounted = useToastHost((state) => state.mounted);
  const quoteLoaded = useRef(false);
  if (quoteRequested) quoteLoaded.current = true;

  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <div className={classes.shell}>
      <SkipLink />
      <CookieConsentHost />
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <Footer extraLinks={<CookieSettingsButton />} />
      {toastsMounted && (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      )}
      {quoteLoaded.current && (
        <Suspense fallback={null}>
          <QuoteDialog />
        </Suspense>
      )}
    </div>
  );
}
