import { useContext } from 'react';
import { NavigationContext, useCurrentPath, type LinkProps } from './navigation';

/** A link to a page of the site: the router's in the app, a plain link on a static page. */
export function SiteLink(props: LinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** Whether `to` is the page shown, or with `end` false a page below it ('/blog' on '/blog/aws'), as the router's NavLink says. */
export function isCurrent(to: string, path: string, end = false): boolean {
  if (path === to) return true;
  return !end && to !== '/' && path.startsWith(`${to}/`);
}

/** A navigation link that marks the current page with aria-current="page". */
export function SiteNavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const current = isCurrent(props.to, useCurrentPath(), end);
  return <SiteLink aria-current={current ? 'page' : undefined} {...props} />;
}
