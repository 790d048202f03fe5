/** Where the colour mode (light, dark or system) is kept between visits. */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export type ColorMode = 'light' | 'dark' | 'auto';

/**
 * The mode the visitor chose, 'auto' (system) when none. Free of Mantine, so a static page can
 * read it without loading any component code.
 */
export function storedColorMode(): ColorMode {
  try {
    const value = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}
