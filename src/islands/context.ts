import { createContext, type ReactElement } from 'react';

/**
 * How a tree is rendered. 'app': everything is React in the browser (the admin app, Storybook,
 * tests), so an island is just its component. 'static': a public page prerendered to HTML that
 * never hydrates as a whole; each island marks its place and hydrates alone (see island.tsx).
 */
export type RenderMode = 'app' | 'static';

export const RenderModeContext = createContext<RenderMode>('app');

/** One island of a static page, to render after the page: where it goes (its id) and what it is. */
export interface CollectedIsland {
  /** The island's id, its React identifierPrefix and the mark of its place in the page's HTML. */
  id: string;
  /** island-<name> and the groups it loads once live: the chunk groups of its code, for the browser to prefetch. */
  chunks: string[];
  /** The island's own tree, without the app's providers (its renderer adds them). */
  element: ReactElement;
}

/**
 * What a static render collects of its islands. The page is rendered first with a placeholder at
 * each island's place (as Astro renders each island outside its parent); then each island is
 * rendered as its own root, with its own identifierPrefix, exactly as hydrateRoot will see it, and
 * put in its place (prerenderStatic, ./prerender.tsx).
 */
export interface IslandCollector {
  islands: CollectedIsland[];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The mark of an island's place in a page's HTML, until its own HTML replaces it. */
export const islandMark = (id: string) => `<!--island:${id}-->`;
