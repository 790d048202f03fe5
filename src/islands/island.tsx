import { createElement, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useCurrentPath } from '../ui/SiteLink';
import { IslandCollectorContext, RenderModeContext } from './context';
import type { AnyIslandDeclaration, IslandDeclaration } from './declare';
import { IslandChildren } from './IslandChildren';
import { IslandRoot } from './IslandRoot';

/** Which component wrapped itself with each declaration, so a test can prove the loader loads that very one. */
const wrapped = new WeakMap<AnyIslandDeclaration, unknown>();
export const wrappedComponentOf = (declaration: AnyIslandDeclaration): unknown => wrapped.get(declaration);

/** A page-unique id from the island's place in the tree (React's useId), safe as React's identifierPrefix and in HTML. */
const islandId = (reactId: string) => `i${reactId.replace(/[^a-zA-Z0-9]/g, '')}-`;

/**
 * Makes `Component` the island `declaration` describes (its *.island.ts file). In the app it is the
 * component itself. In a static page it is prerendered as its own root inside `<div data-island>`
 * with its props as JSON, and hydrates alone; `children` are prerendered once as static HTML
 * (IslandChildren). Props must survive JSON.stringify.
 */
export function island<P extends object>(declaration: IslandDeclaration<P>, Component: ComponentType<P>) {
  wrapped.set(declaration, Component);
  const { name, as = 'div', uses = [] } = declaration;
  function Island(props: P) {
    const mode = useContext(RenderModeContext);
    const collector = useContext(IslandCollectorContext);
    const path = useCurrentPath();
    // The island's place in the page's tree, not the order it happened to render in: the same on
    // every render of the page, whatever renders twice or out of order.
    const id = islandId(useId());
    if (mode === 'app') return createElement(Component, props);
    if (!collector)
      throw new Error(`The island '${name}' was rendered statically without a collector (see src/app/entry-server.tsx)`);
    for (const group of [`island-${name}`, ...uses]) collector.code.add(group);
    const { children, ...rest } = props as P & { children?: ReactNode };
    const staticChildren = children == null ? null : createElement(IslandChildren, { html: collector.render.markup(children) });
    const html = collector.render.island(
      createElement(IslandRoot, {
        path,
        Providers: collector.render.Providers,
        children: createElement(Component, rest as P, staticChildren),
      }),
      id,
    );
    return createElement(as, {
      'data-island': name,
      'data-island-id': id,
      'data-props': JSON.stringify(rest),
      dangerouslySetInnerHTML: { __html: html },
    });
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
