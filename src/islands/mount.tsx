import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { normalisePath } from '../ui/SiteLink';
import { IslandRoot, type IslandProvidersComponent } from './IslandRoot';
import { IslandChildren } from './IslandChildren';

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
    childrenHtml,
    hydrate,
    identifierPrefix,
    Providers,
  }: {
    childrenHtml: string | undefined;
    hydrate: boolean;
    identifierPrefix: string;
    Providers: IslandProvidersComponent;
  },
): Promise<void> {
  return new Promise((resolve) => {
    const tree = (
      <IslandRoot path={normalisePath(window.location.pathname)} Providers={Providers} onCommit={resolve}>
        <Component {...props}>{childrenHtml === undefined ? null : <IslandChildren html={childrenHtml} />}</Component>
      </IslandRoot>
    );
    if (hydrate) hydrateRoot(element, tree, { identifierPrefix });
    else createRoot(element, { identifierPrefix }).render(tree);
  });
}
