/**
 * The combinations of colour mode and screen width every story is captured in, in Chromatic's
 * "modes" format (https://www.chromatic.com/docs/modes): `npm run test:visual` reads the same
 * `parameters.chromatic.modes` as Chromatic does, so both capture exactly these.
 *
 * A mode sets Storybook globals: `colorScheme` is the toolbar's light/dark switch (preview.tsx) and
 * `viewport` the window size. The height matters too: the home hero is `min(640px, 80vh)` tall.
 */
const phone = { width: 375, height: 740 } as const;
const desktop = { width: 1280, height: 800 } as const;

export const allModes = {
  'light phone': { colorScheme: 'light', viewport: phone },
  'light desktop': { colorScheme: 'light', viewport: desktop },
  'dark phone': { colorScheme: 'dark', viewport: phone },
  'dark desktop': { colorScheme: 'dark', viewport: desktop },
} as const;

/**
 * Whole pages are tall (up to ~10,000 px at phone width): light mode only keeps the committed
 * baselines inside their budget, while every block, layout part and form is also captured dark.
 */
export const pageModes = {
  'dark phone': { disable: true },
  'dark desktop': { disable: true },
} as const;
