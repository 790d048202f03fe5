import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { PluginCreator } from 'postcss';

// Mantine's stylesheets, in Mantine's order wherever the build splits them (issue 58).
//
// Every Mantine stylesheet puts its rules in one cascade layer, `mantine`, where a later rule wins
// over an earlier one of the same specificity: Button's padding must come after UnstyledButton's
// reset, Tabs' after UnstyledButton's, Modal's body after Paper's. Mantine's own `styles.css` is in
// that order. The site imports each component's stylesheet where the component is used, so the
// build splits them over chunks, and a page links the chunks in whatever order it loads them: the
// admin's tabs lost their padding to a reset linked after them.
//
// Which stylesheets a chunk needs follows from its code: each Mantine component reads its class
// names from a small module of its own (`Paper.module.mjs` beside `Paper.mjs`), and the build adds
// that component's stylesheet to it. A chunk that renders a Drawer then has the styles of the
// Paper, Overlay and CloseButton inside it too, which a hand-kept list of imports had missed (the
// drawer's body was see-through without Paper's background).
//
// Each Mantine file also gets a sub-layer of its own (`@layer mantine.Tabs { … }`), and every page's
// head declares the sub-layers in Mantine's order before any stylesheet: a cascade layer's place
// is fixed where it is first named, so the order no longer depends on which chunk arrives first.

const require = createRequire(import.meta.url);

/** The whole stylesheet of an installed @mantine package, in layers, or undefined when it has none. */
function wholeStylesheet(name: string): string | undefined {
  try {
    return require.resolve(`@mantine/${name}/styles.layer.css`);
  } catch {
    return undefined;
  }
}

/** A Mantine stylesheet's sub-layer: the component's file name for core, the package's name for the others. */
export function mantineLayerOf(file: string): string | undefined {
  const normalised = file.split(path.sep).join('/');
  const component = /\/@mantine\/core\/styles\/([\w-]+)\.layer\.css$/.exec(normalised);
  if (component) return component[1];
  const whole = /\/@mantine\/(\w+)\/styles\.layer\.css$/.exec(normalised);
  return whole && whole[1] !== 'core' ? whole[1] : undefined;
}

/**
 * The stylesheet of a Mantine class-name module (`…/esm/components/Paper/Paper.module.mjs` →
 * `@mantine/core/styles/Paper.layer.css`; InlineInput's is under `esm/utils/`).
 */
export function stylesheetOf(file: string): string | undefined {
  const normalised = file.split(path.sep).join('/');
  const core = /\/@mantine\/core\/esm\/(?:[\w-]+\/)+([\w-]+)\.module\.mjs$/.exec(normalised);
  if (core) return `@mantine/core/styles/${core[1]}.layer.css`;
  const other = /\/@mantine\/(\w+)\/esm\/(?:[\w-]+\/)*[\w-]+\.module\.mjs$/.exec(normalised);
  return other && other[1] !== 'core' ? `@mantine/${other[1]}/styles.layer.css` : undefined;
}

let order: string[] | undefined;

/**
 * Every sub-layer in Mantine's order: core's files as they follow each other in its `styles.layer.css`
 * (the base styles first, then each component after those it builds on), then the other installed
 * packages, whose stylesheets Mantine says to load after core's.
 */
export function mantineLayerOrder(): string[] {
  if (order) return order;
  const wholeCore = wholeStylesheet('core');
  if (!wholeCore) throw new Error('@mantine/core is not installed');
  const core = path.dirname(wholeCore);
  const whole = readFileSync(wholeCore, 'utf8');
  const placed = readdirSync(path.join(core, 'styles'))
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => {
      const body = readFileSync(path.join(core, 'styles', file), 'utf8')
        .replace(/^@layer mantine \{/, '')
        .trim()
        .slice(0, 200);
      const at = whole.indexOf(body);
      return { name: file.slice(0, -'.layer.css'.length), at: at < 0 ? Infinity : at };
    })
    .sort((a, b) => a.at - b.at || a.name.localeCompare(b.name));
  const others = readdirSync(path.dirname(core))
    .filter((name) => name !== 'core' && wholeStylesheet(name))
    .sort();
  order = [...placed.map(({ name }) => name), ...others];
  return order;
}

/** The statement that fixes the sub-layers' order: `@layer mantine.baseline, …, mantine.Tabs, …;`. */
export function layerStatement(names: readonly string[]): string {
  const known = new Set(names);
  return `@layer ${mantineLayerOrder()
    .filter((name) => known.has(name))
    .map((name) => `mantine.${name}`)
    .join(',')};`;
}

/** PostCSS: a Mantine stylesheet's `@layer mantine { … }` becomes `@layer mantine.<its name> { … }`. */
export const mantineSubLayers: PluginCreator<void> = () => ({
  postcssPlugin: 'mantine-sub-layers',
  Once(root, { result }) {
    const name = result.opts.from && mantineLayerOf(result.opts.from);
    if (!name) return;
    if (!mantineLayerOrder().includes(name))
      throw new Error(`${result.opts.from}: not a Mantine stylesheet this build can order`);
    root.each((node) => {
      if (node.type === 'atrule' && node.name === 'layer' && node.params.trim() === 'mantine') node.params = `mantine.${name}`;
    });
  },
});
mantineSubLayers.postcss = true;

/** The sub-layers a build's stylesheets use, read from its CSS. */
export function layersIn(css: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const text of css) for (const [, name] of text.matchAll(/@layer\s+mantine\.([\w-]+)\s*\{/g)) if (name) found.add(name);
  return [...found];
}

/** Puts the statement first in a page's head (after its charset), before any stylesheet can name a sub-layer. */
export function declareLayers(html: string, statement: string): string {
  const head = /<head[^>]*>(\s*<meta charset[^>]*>)?/i.exec(html);
  if (!head) throw new Error('A page without a <head>: nowhere to declare the order of Mantine’s styles');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<style data-mantine-layers>${statement}</style>${html.slice(at)}`;
}

/**
 * The rsbuild plugin: each Mantine component's stylesheet where its code is, a sub-layer for every
 * Mantine stylesheet of the web build, and their order in
 * the head of every page it writes (the site's templates, the page editor's, Storybook's preview).
 * A build declares the sub-layers its stylesheets use; the dev server, which compiles a chunk when
 * it is first asked for, declares them all.
 */
export function pluginMantineLayers(): RsbuildPlugin {
  return {
    name: 'mantine-layers',
    setup(api) {
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          tools: { postcss: (_options, { addPlugins }) => addPlugins(mantineSubLayers()) },
        }),
      );
      api.transform(
        { test: /[\\/]@mantine[\\/]\w+[\\/]esm[\\/].*\.module\.mjs$/, targets: ['web'] },
        ({ code, resourcePath }) => {
          const stylesheet = stylesheetOf(resourcePath);
          return stylesheet ? `${code}\nimport ${JSON.stringify(stylesheet)};\n` : code;
        },
      );
      api.modifyHTML((html, { compilation }) => {
        const names =
          api.context.action === 'dev'
            ? mantineLayerOrder()
            : layersIn(
                compilation
                  .getAssets()
                  .filter(({ name }) => name.endsWith('.css'))
                  .map(({ source }) => source.source().toString()),
              );
        return names.length ? declareLayers(html, layerStatement(names)) : html;
      });
    },
  };
}
