import { readFileSync } from 'node:fs';
import { islandChunk, type AnyIslandDeclaration } from '../islands/declare';
import { wrappedComponentOf } from '../islands/island';
// The slot screens and the cookie banner wrap themselves here, not in the modules their islands load.
import './slots';
import '../features/cookies/CookieConsentHost';

/** Every island declaration of the site, found as the bundler finds them for the static pages (src/app/island-registry.ts). */
const files = import.meta.glob<Record<string, AnyIslandDeclaration>>('/src/**/*.island.ts', { eager: true });
const declarations = Object.entries(files).flatMap(([file, exports]) =>
  Object.values(exports).map((declaration) => ({ file, declaration })),
);

/** A component that loads on demand (src/blocks/lazyBlock.ts) stands for the module's default export. */
async function componentOf(wrapped: unknown): Promise<unknown> {
  if (typeof wrapped === 'function' && 'preload' in wrapped && typeof wrapped.preload === 'function') {
    const module = await (wrapped.preload as () => Promise<{ default: unknown }>)();
    return module.default;
  }
  return wrapped;
}

describe('island declarations', () => {
  it('are found, each under a name of its own', () => {
    expect(declarations.length).toBeGreaterThanOrEqual(10);
    const names = declarations.map(({ declaration }) => declaration.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(declarations.map(({ file, declaration }) => [declaration.name, file, declaration] as const))(
    "'%s' (%s) loads the very component that wraps itself with it",
    async (_name, _file, declaration) => {
      const loaded = await declaration.load();
      const wrapped = wrappedComponentOf(declaration);
      expect(wrapped, 'no component wraps itself with this declaration (island(declaration, Component))').toBeDefined();
      expect(loaded).toBe(await componentOf(wrapped));
    },
  );

  it.each(declarations.map(({ file, declaration }) => [declaration.name, file, declaration] as const))(
    "'%s' (%s) loads its code as the chunk the pages ask for",
    (_name, file, declaration) => {
      // The bundler names the chunk from the comment in the loader, which the page cannot read: the file is read instead.
      const source = readFileSync(`${process.cwd()}${file}`, 'utf8');
      const named = [...source.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
      expect(named).toContain(islandChunk(declaration));
    },
  );
});
