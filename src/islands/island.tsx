import { createElement, useContext, useId, type ComponentType } from 'react';
import { IslandCollectorContext, islandMark, RenderModeContext } from './context';
import { islandChunks, type AnyIslandDeclaration, type IslandDeclaration } from './declare';

/** Which component wrapped itself with each declaration, so a test can prove the loader loads that very one. */
const wrapped = new WeakMap<AnyIslandDeclaration, unknown>();
export const wrappedComponentOf = (declaration: AnyIslandDeclaration): unknown => wrapped.get(declaration);

/** A page-unique id from the island's place in the tree (React's useId), safe as React's identifierPrefix and in HTML. */
const islandId = (reactId: string) => `i${reactId.replace(/[^a-zA-Z0-9]/g, '')}-`;

/**
 * Makes `Component` the island `declaration` describes (its *.island.ts file). In the app it is the
 * component itself. In a static page it is a placeholder, `<div data-island>` with its props as
 * JSON, that the page's render fills afterwards with the component rendered as its own root
 * (prerenderStatic, ./prerender.tsx), which then hydrates alone. Props must survive JSON.stringify.
 */
export function island<P extends object>(declaration: IslandDeclaration<P>, Component: ComponentType<P>) {
  wrapped.set(declaration, Component);
  const { name, as = 'div' } = declaration;
  function Island(props: P) {
    const mode = useContext(RenderModeContext);
    const collector = useContext(IslandCollectorContext);
    // The island's place in the page's tree, not the order it happened to render in: the same on
    // every render of the page, whatever renders twice or out of order.
    const id = islandId(useId());
    if (mode === 'app') return createElement(Component, props);
    if (!collector)
      throw new Error(
        `The island '${name}' was rendered statically without a collector: render static pages with prerenderStatic (src/islands/prerender.tsx)`,
      );
    if (!collector.islands.some((collected) => collected.id === id))
      collector.islands.push({ id, chunks: islandChunks(declaration), element: createElement(Component, props) });
    return createElement(as, {
      'data-island': name,
      'data-island-id': id,
      'data-props': JSON.stringify(props),
      dangerouslySetInnerHTML: { __html: islandMark(id) },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
