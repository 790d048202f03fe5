import config from '../../site.config';
import type { SiteConfig } from './site-schema';

/**
 * The validated site configuration. The build (src/config/build-plugin.ts) replaces the module
 * site.config.ts with the output of SiteConfigSchema, defaults applied, so the browser gets the
 * checked shape without shipping zod; this cast records that guarantee.
 */
export const site = config as unknown as SiteConfig;
