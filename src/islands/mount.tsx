import type { ComponentType } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { normalisePath } from '../ui/SiteLink';
import { IslandRoot, type IslandProvidersComponent } from './IslandRoot';

/**
 * Gives an island its React root: hydrates the prerendered HTML in `element`, or for a client-only
 * island renders into it. Resolves once React has committed, so the caller can replay what the
 * visitor did meanwhile; rejects if the island throws, once the prerendered HTML is back
 * (it works without code: links, forms, disclosure widgets). Loaded with the first island a page
 * wakes (it carries react-dom).
 */
export function mount(
  element: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  {
    hydrate,
    identifierPrefix,
    Providers,
  }: {
    hydrate: boolean;
    identifierPrefix: string;
    Providers: IslandProvidersComponent;
  },
): Promise<void> {
  const prerendered = element.innerHTML;
  return new Promise((resolve, reject) => {
    let root: Root | undefined;
    // React has already emptied the root when an error reaches it: once it is done, the root goes
    // and the prerendered HTML comes back.
    const onUncaughtError = (error: unknown) => {
      window.setTimeout(() => {
        root?.unmount();
        element.innerHTML = prerendered;
        // Once the HTML is back, so the caller's replay presses what the visitor pressed in it.
        reject(error instanceof Error ? error : new Error(String(error)));
      });
    };
    const tree = (
      <IslandRoot path={normalisePath(window.location.pathname)} Providers={Providers} onCommit={resolve}>
        <Component {...props} />
      </IslandRoot>
    );
    const options = { identifierPrefix, onUncaughtError };
    if (hydrate) root = hydrateRoot(element, tree, options);
    else (root = createRoot(element, options)).render(tree);
  });
}
