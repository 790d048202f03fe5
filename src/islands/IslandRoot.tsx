import { MantineProvider } from '@mantine/core';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { siteProviderProps } from '../theme/providerProps';
import { CurrentPathContext } from '../ui/SiteLink';
import { RenderModeContext } from './context';

/**
 * What every island renders inside, on the server (its own renderToString) and in the browser
 * (its own root): the theme, the current path, and app mode for anything nested. The page's CSS
 * variables and Mantine's global classes are in the page already, so an island adds none.
 * `Contexts` are the app's contexts for blocks (src/app/AppContexts.tsx): the islands layer
 * receives them rather than importing the app.
 */
export function IslandRoot({
  path,
  Contexts,
  onCommit,
  children,
}: {
  path: string;
  Contexts: ComponentType<{ children: ReactNode }>;
  onCommit?: () => void;
  children: ReactNode;
}) {
  // Runs once the island has hydrated (never on the server): the runtime then replays interactions.
  // A passive effect, so it runs after the island's own effects (children's run first): a replayed
  // hover must not be undone by an effect that resets the state on mount.
  useEffect(() => onCommit?.(), [onCommit]);
  return (
    <MantineProvider {...siteProviderProps} withCssVariables={false} withGlobalClasses={false}>
      <RenderModeContext.Provider value="app">
        <CurrentPathContext.Provider value={path}>
          <Contexts>{children}</Contexts>
        </CurrentPathContext.Provider>
      </RenderModeContext.Provider>
    </MantineProvider>
  );
}
