import { render as rtlRender, type RenderOptions } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { onTestFinished } from 'vitest';
import { AppNavigation } from '../app/AppNavigation';
import { AppProviders, IslandProviders } from '../app/AppProviders';
import { registryOf, type AnyIslandDeclaration } from '../islands/declare';
import { prerenderStatic } from '../islands/prerender';
import { startIslands } from '../islands/runtime';

const testMantine = { env: 'test', defaultColorScheme: 'light' } as const;

/** The app's providers, as every test renders inside them: light, and Mantine without transitions. */
export function TestProviders({ children }: { children: ReactNode }) {
  return <AppProviders mantine={testMantine}>{children}</AppProviders>;
}

/**
 * Renders `ui` inside the app theme and a router at `path`, the way the site shows it. A content
 * page the app would load from the server is routed instead: jsdom has no server to load it from.
 */
export function render(ui: ReactElement, { path = '/', ...options }: RenderOptions & { path?: string } = {}) {
  const router = createMemoryRouter(
    [{ path: '*', element: <AppNavigation loadDocument={(to) => void router.navigate(to)}>{ui}</AppNavigation> }],
    { initialEntries: [path] },
  );
  return rtlRender(<RouterProvider router={router} />, { wrapper: TestProviders, ...options });
}

/**
 * Runs axe on the rendered DOM and returns its violations as readable lines. Colour contrast is
 * left to the browser suite: jsdom computes no styles.
 */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/**
 * Puts `ui` in the document as the build prerenders a static page at `path` (each island its own
 * root, no React running), until the test ends: for what a static page's script binds without React.
 */
export function prerenderIntoDocument(ui: ReactElement, path = '/') {
  onTestFinished(() => document.body.replaceChildren());
  document.body.innerHTML = prerenderStatic(<AppProviders staticPage={{ path }}>{ui}</AppProviders>, {
    path,
    Providers: IslandProviders,
  }).html;
}

/**
 * Arms the islands `declarations` declare in the page prerenderIntoDocument put in the document, as a
 * static page's script does (src/app/entry-static.ts): each hydrates, in the app's providers, on its
 * trigger or the first interaction.
 */
export function startPageIslands(...declarations: AnyIslandDeclaration[]) {
  startIslands(registryOf(declarations), () => Promise.resolve(IslandProviders));
}
