import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from './colorMode';

/** Keeps the colour mode in local storage; shared by the app's provider and every island's. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
