import type { ComponentType } from 'react';

/** When an island's code loads and hydrates; every island also wakes on the first interaction with it. */
export type Trigger = 'interaction' | 'visible' | 'idle';

/**
 * One island, declared once in a `<Component>.island.ts` file beside its component: its name in
 * the page's HTML, where its code is and when it hydrates. The component wraps itself with it
 * (`island(declaration, Component)`, island.tsx), and the static pages' registry is every such
 * file, collected by the bundler (src/app/island-registry.ts). The file imports no component
 * code, so the one script of a static page carries every declaration and no island.
 */
export interface IslandDeclaration<P extends object> {
  /** Unique on the site; the chunk of its code is named `island-<name>`. */
  name: string;
  /** The island's component: a dynamic import, so each island is its own chunk. */
  load: () => Promise<ComponentType<P>>;
  /**
   * A trigger, or a function choosing one in the browser from the island's props as the page holds
   * them (e.g. only when the prerendered state is not the visitor's, or only where it is the page's purpose).
   */
  when: Trigger | ((props: Record<string, unknown>) => Trigger);
  /**
   * A client-only island: the page holds an empty placeholder, and `prepare` fetches what it shows
   * before any component code loads; null leaves the placeholder empty and loads nothing.
   */
  prepare?: (props: Record<string, unknown>) => Promise<Record<string, unknown> | null>;
  /** The wrapper element: 'div' (default), or 'span' where only phrasing content may stand. */
  as?: 'div' | 'span';
  /**
   * The block whose module holds this island (a block type, e.g. 'logoCarousel'): its code is then
   * the block's chunk, loaded once for both, never a second copy of its code and stylesheet.
   */
  block?: string;
  /**
   * Chunk groups (webpackChunkName) the island's component imports itself once live, such as a
   * list it shows only when asked: prefetched with its own code, so that what it loads at the
   * visitor's first keystroke is already cached and never a round trip after another.
   */
  loadsLater?: readonly string[];
}

/**
 * The chunk group of an island's code: `island-<name>`, or `block-<type>` for an island in a block
 * (as src/blocks/registry.ts names them). Its loader's webpackChunkName is this (a test reads each
 * *.island.ts file to hold them equal), and the page's render asks for it by this name (stylesheets,
 * prefetch; the build refuses a name with no group, src/app/page-shell.ts).
 */
export const islandChunk = ({ name, block }: { name: string; block?: string }) => (block ? `block-${block}` : `island-${name}`);

/** Every chunk group of an island's code: its own, then those it loads once live (IslandDeclaration.loadsLater). */
export const islandChunks = (declaration: { name: string; block?: string; loadsLater?: readonly string[] }) => [
  islandChunk(declaration),
  ...(declaration.loadsLater ?? []),
];

/** Checks a declaration's shape at the place it is written; the object itself is the declaration. */
export function declareIsland<P extends object>(declaration: IslandDeclaration<P>): IslandDeclaration<P> {
  return declaration;
}

/** A declaration whatever its component's props: what the registry and the runtime hold. */
export type AnyIslandDeclaration = Omit<IslandDeclaration<never>, 'load'> & { load: () => Promise<unknown> };

export type IslandRegistry = ReadonlyMap<string, AnyIslandDeclaration>;

/** The registry of a list of declarations by name; a name declared twice is a mistake, refused here. */
export function registryOf(declarations: readonly AnyIslandDeclaration[]): IslandRegistry {
  const registry = new Map<string, AnyIslandDeclaration>();
  for (const declaration of declarations) {
    if (registry.has(declaration.name))
      throw new Error(`Two islands are named '${declaration.name}': island names must be unique`);
    registry.set(declaration.name, declaration);
  }
  return registry;
}
