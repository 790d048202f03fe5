import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { SlotContext } from '../blocks/Slot/context';
import { IslandCollectorContext, RenderModeContext, type IslandCollector } from '../islands/context';
import { CurrentPathContext } from '../ui/SiteLink';
import { siteProviderProps } from '../theme/providerProps';
import { AppContexts } from './AppContexts';
import { slotComponents } from './slots';

/**
 * The providers of a static render: the theme (whose CSS variables go in the page once), static
 * mode with the collector of the page's islands, the page's path and the slot screens.
 */
export function StaticProviders({
  path,
  collector,
  children,
}: {
  path: string;
  collector: IslandCollector;
  children: ReactNode;
}) {
  return (
    <MantineProvider {...siteProviderProps}>
      <RenderModeContext.Provider value="static">
        <IslandCollectorContext.Provider value={collector}>
          <CurrentPathContext.Provider value={path}>
            <SlotContext.Provider value={slotComponents}>
              <AppContexts>{children}</AppContexts>
            </SlotContext.Provider>
          </CurrentPathContext.Provider>
        </IslandCollectorContext.Provider>
      </RenderModeContext.Provider>
    </MantineProvider>
  );
}
