import { useEffect, type ComponentType, type ReactNode } from 'react';

/** The app's providers around one island at `path` (src/app/AppProviders.tsx): the islands layer receives them rather than importing the app. */
export type IslandProvidersComponent = ComponentType<{ path: string; children: ReactNode }>;

/**
 * What every island renders inside, on the server (its own renderToString) and in the browser
 * (its own root): the app's providers for an island, and a signal once it has hydrated.
 */
export function IslandRoot({
  path,
  Providers,
  onCommit,
  children,
}: {
  path: string;
  Providers: IslandProvidersComponent;
  onCommit?: () => void;
  children: ReactNode;
}) {
  // Runs once the island has hydrated (never on the server): the runtime then replays interactions.
  // A passive effect, so it runs after the island's own effects (children's run first): a replayed
  // hover must not be undone by an effect that resets the state on mount.
  useEffect(() => onCommit?.(), [onCommit]);
  return <Providers path={path}>{children}</Providers>;
}
