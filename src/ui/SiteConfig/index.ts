export { SiteConfigContext, useSiteConfig } from './context';
