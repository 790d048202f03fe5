import { createContext, useContext } from 'react';
import { site } from '../../config/site';
import type { SiteConfig } from '../../config/site-schema';

/**
 * The site config a page renders with: the company, offices and navigation its header, footer and
 * blocks show. The server renders with the config published on the running site, and a screen
 * (the admin area) hands it to the app that hydrates it; everything else (Storybook, the tests, the
 * build's prerender) has no provider and so renders with the one bundled at build time. An island
 * never reads it: what it shows of the config comes in its props, which the server writes into the
 * page, so the browser hydrates it with the server's config rather than its own bundle's.
 */
export const SiteConfigContext = createContext<SiteConfig>(site);

export const useSiteConfig = () => useContext(SiteConfigContext);
