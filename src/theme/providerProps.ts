import type { MantineProviderProps } from '@mantine/core';
import { colorSchemeManager } from './colorSchemeManager';
import { cssVariablesResolver, theme } from './theme';

/**
 * The MantineProvider props of every provider that renders the site: the app's, a static render's
 * and every island's. One place, so the theme and the colour mode (light, dark or system, kept in
 * local storage) cannot drift between a page and the islands hydrated into it.
 */
export const siteProviderProps = {
  theme,
  cssVariablesResolver,
  defaultColorScheme: 'auto',
  colorSchemeManager,
} satisfies Partial<MantineProviderProps>;
