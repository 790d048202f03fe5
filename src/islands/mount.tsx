import type { ComponentType, ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normalisePath } from '../ui/SiteLink';
import { IslandRoot } from './IslandRoot';
import { IslandSlot } from './IslandSlot';

/**
 * Gives an island its React root: hydrates the prerendered HTML in `element`, or for a client-only
 * island renders into it. Resolves once React has committed, so the caller can replay what the
 * visitor did meanwhile. Loaded with the first island a page wakes (it carries react-dom).
 */
export function mount(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  {
    slotHtml,
    hydrate,
    identifierPrefix,
    Contexts,
  }: {
    slotHtml: string | undefined;
    hydrate: boolean;
    identifierPrefix: string;
    Contexts: ComponentType<{ children: ReactNode }>;
  },
): Promise<void> {
  return new Promise((resolve) => {
    const tree = (
      <IslandRoot path={normalisePath(window.location.pathname)} Contexts={Contexts} onCommit={resolve}>
        <Component {...props}>{slotHtml === undefined ? null : <IslandSlot html={slotHtml} />}</Component>
      </IslandRoot>
    );
    if (hydrate) hydrateRoot(element, tree, { identifierPrefix });
    else createRoot(element, { identifierPrefix }).render(tree);
  });
}
