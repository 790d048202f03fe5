import '../src/theme/fonts';
import '../src/theme/global.css';
import { useMantineColorScheme } from '@mantine/core';
import type { Decorator, Preview } from '@storybook/react';
import MockDate from 'mockdate';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppNavigation } from '../src/app/AppNavigation';
import { AppProviders } from '../src/app/AppProviders';
import { allModes } from './modes';

function ColorScheme({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => setColorScheme(scheme), [scheme, setColorScheme]);
  return <>{children}</>;
}

/**
 * The app theme with the toolbar's light/dark choice, the slot screens and a router. Stories with
 * `parameters.appRoutes` (the pages) bring the site's own router, which cannot sit inside another.
 */
const withApp: Decorator = (Story, context) => {
  const scheme = context.globals.colorScheme === 'dark' ? 'dark' : 'light';
  const content = context.parameters.appRoutes ? (
    <Story />
  ) : (
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <AppNavigation>
                <Story />
              </AppNavigation>
            ),
          },
        ],
        { initialEntries: ['/'] },
      )}
    />
  );
  return (
    <AppProviders mantine={{ defaultColorScheme: scheme }}>
      <ColorScheme scheme={scheme}>{content}</ColorScheme>
    </AppProviders>
  );
};

const preview: Preview = {
  decorators: [withApp],
  /**
   * Every story sees the same "today" (`parameters.today`, an ISO date; null for the real clock),
   * so dates the site computes in the browser, such as the legal pages' 'Last Updated', read the
   * same on every run.
   */
  beforeEach: ({ parameters }) => {
    const today: unknown = parameters.today;
    if (typeof today === 'string') MockDate.set(today);
    return () => MockDate.reset();
  },
  globalTypes: {
    colorScheme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Colour mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { colorScheme: 'light' },
  parameters: {
    layout: 'fullscreen',
    // Noon UTC: the same calendar day in every time zone a designer or CI machine may be in.
    today: '2026-01-15T12:00:00Z',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' } },
      },
    },
    // Read by Chromatic and by `npm run test:visual` alike (.storybook/test-runner.ts).
    chromatic: { modes: allModes, prefersReducedMotion: 'reduce' },
  },
};

export default preview;
