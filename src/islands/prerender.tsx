import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { islandMark, IslandCollectorContext, RenderModeContext, type IslandCollector } from './context';
import { IslandRoot, type IslandProvidersComponent } from './IslandRoot';

/**
 * A static page's HTML: `page` rendered with a placeholder at each island's place (island.tsx),
 * then each island rendered as its own root, inside `Providers` with the identifierPrefix the
 * browser hydrates it with (mount.tsx), and put in its place; as Astro renders each island outside
 * its parent. Returns the HTML and the chunk groups of the islands' code. Only the server and the
 * tests import this (it carries react-dom/server).
 */
export function prerenderStatic(
  page: ReactNode,
  { path, Providers }: { path: string; Providers: IslandProvidersComponent },
): { html: string; islandChunks: string[] } {
  const collector: IslandCollector = { islands: [] };
  let html = renderToString(
    <RenderModeContext.Provider value="static">
      <IslandCollectorContext.Provider value={collector}>{page}</IslandCollectorContext.Provider>
    </RenderModeContext.Provider>,
  );
  for (const { id, element } of collector.islands) {
    const own = renderToString(
      <IslandRoot path={path} Providers={Providers}>
        {element}
      </IslandRoot>,
      { identifierPrefix: id },
    );
    html = html.replace(islandMark(id), () => own);
  }
  return { html, islandChunks: [...new Set(collector.islands.flatMap((island) => island.chunks))] };
}
