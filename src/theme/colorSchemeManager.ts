import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from './colorMode';

/** Keeps the colour mode in local storage (part of siteProviderProps). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
