import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path such as '/about'. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How links and redirects move between pages. A static page and its islands have no router:
 * every link is an ordinary link and a redirect a page load. The app (admin, sign-in, Storybook's
 * pages) puts its router's Link and navigate here, so it keeps moving inside the app.
 */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  navigate: (to: string) => void;
}

function PlainLink({ to, ref, children, ...props }: LinkProps) {
  return (
    <a ref={ref} href={to} {...props}>
      {children}
    </a>
  );
}

const plainNavigation: Navigation = { Link: PlainLink, navigate: (to) => window.location.assign(to) };

export const NavigationContext = createContext<Navigation>(plainNavigation);

/** Goes to `to`: in the app through its router, on a static page by loading it. */
export const useSiteNavigate = () => useContext(NavigationContext).navigate;

/**
 * The path of the page being shown ('/about'), for links that mark the current page. The app sets
 * it from the router, a static render from the prerendered path, an island from the address bar.
 */
export const CurrentPathContext = createContext<string>('/');

export const useCurrentPath = () => useContext(CurrentPathContext);

/** '/about/' and '/about' are the same page; '/' stays '/'. */
export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
