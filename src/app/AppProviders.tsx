import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiBlogPostsContext, type UseApiBlogPosts } from '../blocks/BlogList/context';
import { SearchSiteContext, type SearchSite } from '../blocks/SearchResults/context';
import { SlotContext } from '../blocks/Slot/context';
import type { SiteConfig } from '../config/site-schema';
import { PostbackContext } from '../features/forms/pageForm';
import { RenderModeContext } from '../islands/context';
import type { Postback } from '../schemas/page-forms';
import { siteProviderProps } from '../theme/providerProps';
import { SiteConfigContext } from '../ui/SiteConfig';
import { CurrentPathContext } from '../ui/SiteLink';
import { slotComponents } from './slots';

export interface AppProvidersProps {
  children: ReactNode;
  /** A static render of a page at `path` (src/islands/prerender.tsx), after a form's post without script with its `postback`. */
  staticPage?: { path: string; postback?: Postback };
  /** One island's own root inside a static page at `path`: the page holds the theme's CSS variables and global classes already. */
  island?: { path: string };
  /** The administrator's posts for the blog list; the client app passes its hook, everything else shows the built-in posts. */
  apiBlogPosts?: UseApiBlogPosts;
  /** A test's or Storybook's Mantine settings over the site's (env 'test', a fixed colour scheme). */
  mantine?: Partial<MantineProviderProps>;
  /** The site config to render with in place of the bundled one: the one published on the running site. */
  site?: SiteConfig;
}

/** The site's search, for the search fields' suggestions: the API client loads when a field is reached, never with a page. */
const searchClient = () => import(/* webpackChunkName: "api-client" */ '../api/search');
const searchSite: SearchSite = {
  ask: (params, signal) => searchClient().then((api) => api.searchSite(params, signal)),
  prepare: () => void searchClient().catch(() => {}),
};

/**
 * Every provider the site renders inside, composed once for the app, a static page, each island,
 * the tests and Storybook: the theme and colour mode, how the tree is rendered, the current path
 * where no router gives it, the slot screens, the server's answer to a form posted without script
 * and its published site config (a static page rendered on request), and what blocks receive from
 * the app instead of importing stores and the API (the administrator's posts, the site's search).
 */
export function AppProviders({ children, staticPage, island, apiBlogPosts, mantine, site }: AppProvidersProps) {
  const path = staticPage?.path ?? island?.path;
  let tree = children;
  if (apiBlogPosts) tree = <ApiBlogPostsContext.Provider value={apiBlogPosts}>{tree}</ApiBlogPostsContext.Provider>;
  tree = <SlotContext.Provider value={slotComponents}>{tree}</SlotContext.Provider>;
  tree = <SearchSiteContext.Provider value={searchSite}>{tree}</SearchSiteContext.Provider>;
  if (path !== undefined) tree = <CurrentPathContext.Provider value={path}>{tree}</CurrentPathContext.Provider>;
  if (staticPage?.postback) tree = <PostbackContext.Provider value={staticPage.postback}>{tree}</PostbackContext.Provider>;
  if (site) tree = <SiteConfigContext.Provider value={site}>{tree}</SiteConfigContext.Provider>;
  const pageStyles = island ? { withCssVariables: false, withGlobalClasses: false } : {};
  return (
    <MantineProvider {...siteProviderProps} {...pageStyles} {...mantine}>
      <RenderModeContext.Provider value={staticPage ? 'static' : 'app'}>{tree}</RenderModeContext.Provider>
    </MantineProvider>
  );
}

/** The providers around one island, on the server and in the browser alike, so it hydrates with what it was rendered with. */
export function IslandProviders({ path, children }: { path: string; children: ReactNode }) {
  return <AppProviders island={{ path }}>{children}</AppProviders>;
}
