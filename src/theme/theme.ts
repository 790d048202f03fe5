import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The brand green: the secondary colour, used for actions, links and highlights. */
const secondary: MantineColorsTuple = [
  '#ecfdf3',
  '#d1fadf',
  '#a6f4c5',
  '#6ce9a6',
  '#32d583',
  '#12b76a',
  '#16a34a',
  '#15803d',
  '#166534',
  '#14532d',
];

/**
 * White primary (page and header surfaces) and green secondary (actions). Mantine's `primaryColor`
 * drives interactive accents, so it points at the green scale; the white primary is the body colour.
 * Shades 7/8 keep white text on green above 4.5:1 contrast in both colour modes.
 */
export const theme = createTheme({
  primaryColor: 'secondary',
  primaryShade: { light: 7, dark: 8 },
  colors: { secondary },
  white: '#ffffff',
  fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
  headings: { fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 6,
  focusRing: 'auto',
  respectReducedMotion: true,
  // A dialog's heading row is Mantine's <header>: portalled to the body, a second banner landmark
  // beside the site's own. It is the dialog's, not the page's: no landmark. (Plain objects, not
  // Modal.extend(): the theme is on every page, the dialogs' code only where they are used.)
  // Their close button, an icon, says what it does.
  components: {
    Modal: { defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { attributes: { header: { role: 'none' } }, closeButtonProps: { 'aria-label': 'Close' } } },
  },
});

export { COLOR_SCHEME_KEY } from './colorMode';

/**
 * Mantine's default hint grey (gray-6) and error red (red-6) fall below 4.5:1 on white: darker
 * shades keep descriptions, placeholders, toast text and field errors readable (WCAG AA). In dark
 * mode its hint grey (dark-2) is 4.0:1 on the body: a lighter one.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-placeholder': t.colors.dark[1],
  },
});
