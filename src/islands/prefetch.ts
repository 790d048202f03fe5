import { useContext } from 'react';
import { IslandCollectorContext } from './context';

/**
 * Asks a static page to prefetch these chunk groups (webpackChunkName): for a part that is plain
 * HTML on the page but needs code once used, such as the quote dialog a 'Request a quote' button
 * opens. Does nothing outside a static render.
 */
export function usePrefetch(...groups: string[]): void {
  const collector = useContext(IslandCollectorContext);
  if (collector) for (const group of groups) collector.code.add(group);
}
