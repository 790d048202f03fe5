import { createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { useCurrentPath } from '../ui/SiteLink';
import { IslandCollectorContext, RenderModeContext } from './context';
import { IslandRoot } from './IslandRoot';
import { IslandChildren } from './IslandChildren';
import type { IslandName } from './names';

export interface IslandOptions {
  /** The wrapper element: 'div' (default), or 'span' where only phrasing content may stand. */
  as?: 'div' | 'span';
}

/**
 * Declares `Component` as island `name` (src/app/island-registry.ts says where its code is and when it
 * hydrates). In the app it is the component itself. In a static page it is prerendered as its
 * own root inside `<div data-island>` with its props as JSON, and hydrates alone; `children`
 * are prerendered once as static HTML (IslandChildren). Props must survive JSON.stringify.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>, { as = 'div' }: IslandOptions = {}) {
  function Island(props: P) {
    const mode = useContext(RenderModeContext);
    const collector = useContext(IslandCollectorContext);
    const path = useCurrentPath();
    if (mode === 'app') return createElement(Component, props);
    if (!collector)
      throw new Error(`The island '${name}' was rendered statically without a collector (see src/app/entry-server.tsx)`);
    const id = `i${collector.next++}-`;
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
