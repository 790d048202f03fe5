import { MantineProvider } from '@mantine/core';
import { useLayoutEffect, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme/theme';
import { colorSchemeManager } from '../theme/colorSchemeManager';
import { CurrentPathContext, RenderModeContext } from './context';

/**
 * What every island renders inside, on the server (its own renderToString) and in the browser
 * (its own root): the theme, the current path, and app mode for anything nested. The page's CSS
 * variables and Mantine's global classes are in the page already, so an island adds none.
 */
export function IslandRoot({ path, onCommit, children }: { path: string; onCommit?: () => void; children: ReactNode }) {
  // Runs once the island has hydrated (never on the server): the runtime then replays interactions.
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <RenderModeContext.Provider value="app">
        <CurrentPathContext.Provider value={path}>{children}</CurrentPathContext.Provider>
      </RenderModeContext.Provider>
    </MantineProvider>
  );
}
