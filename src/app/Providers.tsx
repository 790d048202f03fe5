import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiBlogPostsContext } from '../blocks/BlogList/context';
import { SlotContext, type SlotComponents } from '../blocks/Slot/context';
import { AppContexts } from './AppContexts';
import { useApiBlogPosts } from './apiBlogPosts';
import { siteProviderProps } from '../theme/providerProps';

/**
 * The app theme (light, dark or system mode kept in local storage), the slot screens, what a quote
 * button does, and the administrator's posts for the blog list (blocks get app data only through
 * such contexts).
 */
export function Providers({ children, slots }: { children: ReactNode; slots: SlotComponents }) {
  return (
    <MantineProvider {...siteProviderProps}>
      <SlotContext.Provider value={slots}>
        <AppContexts>
          <ApiBlogPostsContext.Provider value={useApiBlogPosts}>{children}</ApiBlogPostsContext.Provider>
        </AppContexts>
      </SlotContext.Provider>
    </MantineProvider>
  );
}
