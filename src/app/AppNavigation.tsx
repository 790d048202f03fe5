import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CurrentPathContext, NavigationContext, normalisePath, type LinkProps, type Navigation } from '../ui/SiteLink';

function RouterLink({ to, ref, ...props }: LinkProps) {
  return <Link ref={ref} to={to} {...props} />;
}

/**
 * Inside a router (the app, tests, Storybook): site links and redirects go through the router, and
 * the current path comes from it, so links mark the page shown.
 */
export function AppNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<Navigation>(() => ({ Link: RouterLink, navigate: (to) => void navigate(to) }), [navigate]);
  return (
    <NavigationContext.Provider value={navigation}>
      <CurrentPathContext.Provider value={normalisePath(pathname)}>{children}</CurrentPathContext.Provider>
    </NavigationContext.Provider>
  );
}
