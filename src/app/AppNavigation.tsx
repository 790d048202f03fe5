import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { SiteConfig } from '../config/site-schema';
import { useSiteConfig } from '../ui/SiteConfig';
import { CurrentPathContext, NavigationContext, normalisePath, type LinkProps, type Navigation } from '../ui/SiteLink';

/**
 * Whether `to` is a content page: the server answers those (prerendered, or as published on the
 * running site since the build), so the app loads them as documents rather than rendering the
 * copy its bundle was built with, which a page published since would contradict.
 */
function isServerPage(to: string, site: SiteConfig): boolean {
  const path = normalisePath(to.replace(/[?#].*$/, ''));
  return site.routes.some((route) => 'content' in route.page && (route.path === path || route.aliases.includes(path)));
}

function RouterLink({ to, ref, ...props }: LinkProps) {
  return <Link ref={ref} to={to} reloadDocument={isServerPage(to, useSiteConfig())} {...props} />;
}

/**
 * Inside a router (the app, tests, Storybook): site links and redirects to the app's screens go
 * through the router, those to content pages load the server's page, and the current path comes
 * from the router, so links mark the page shown.
 */
export function AppNavigation({
  children,
  loadDocument = (to) => window.location.assign(to),
}: {
  children: ReactNode;
  /** How a content page is loaded: the browser's own navigation (tests, which have no server, route it instead). */
  loadDocument?: (to: string) => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The settings the screen was rendered with (published on the running site, or the bundle's): a page they route to is the server's.
  const site = useSiteConfig();
  const navigation = useMemo<Navigation>(
    () => ({
      Link: RouterLink,
      navigate: (to) => (isServerPage(to, site) ? loadDocument(to) : void navigate(to)),
    }),
    [navigate, loadDocument, site],
  );
  return (
    <NavigationContext.Provider value={navigation}>
      <CurrentPathContext.Provider value={normalisePath(pathname)}>{children}</CurrentPathContext.Provider>
    </NavigationContext.Provider>
  );
}
