import { registryOf, type AnyIslandDeclaration } from '../islands/declare';

/**
 * Every island of the site: each `*.island.ts` file under src/ (beside its component) declares one,
 * and the bundler collects them here, so an island is declared once and the registry follows. The
 * declarations carry no component code: each island's code is its own chunk, named island-<name>.
 */
const files = import.meta.webpackContext('..', { recursive: true, regExp: /\.island\.ts$/ });

export const islandRegistry = registryOf(
  files.keys().flatMap((key) => Object.values(files(key) as Record<string, AnyIslandDeclaration>)),
);
