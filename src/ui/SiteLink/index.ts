export { isCurrent, SiteLink, SiteNavLink } from './SiteLink';
export { NavigationContext, plainNavigation, useSiteNavigate, type LinkProps, type Navigation } from './navigation';
