export { isCurrent, SiteLink, SiteNavLink } from './SiteLink';
export {
  CurrentPathContext,
  NavigationContext,
  normalisePath,
  useCurrentPath,
  useSiteNavigate,
  type LinkProps,
  type Navigation,
} from './navigation';
