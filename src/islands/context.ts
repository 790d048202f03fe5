import { createContext, type ReactNode } from 'react';
import type { IslandProvidersComponent } from './IslandRoot';

/**
 * How a tree is rendered. 'app': everything is React in the browser (the admin app, Storybook,
 * tests), so an island is just its component. 'static': a public page prerendered to HTML that
 * never hydrates as a whole; each island marks its place and hydrates alone (see island.tsx).
 */
export type RenderMode = 'app' | 'static';

export const RenderModeContext = createContext<RenderMode>('app');

/** How a static render turns a tree into HTML; entry-server supplies it, so no client bundle carries react-dom/server. */
export interface StaticRenderer {
  /** An island's own root, as hydrateRoot will see it (the same identifierPrefix, so useId matches). */
  island: (node: ReactNode, identifierPrefix: string) => string;
  /** An island's static children, with the page's providers. */
  markup: (node: ReactNode) => string;
  /** The app's providers around every island (the browser puts the same ones around it). */
  Providers: IslandProvidersComponent;
}

/** What a static render keeps for its islands: how to render one, and the chunk groups of their code. */
export interface IslandCollector {
  render: StaticRenderer;
  /** island-<name> of each island on the page, and what each says it uses: the page asks the browser to prefetch them. */
  code: Set<string>;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export function createIslandCollector(render: StaticRenderer): IslandCollector {
  return { render, code: new Set() };
}
