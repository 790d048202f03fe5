import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { declareLayers, layersIn, layerStatement, mantineLayerOrder, mantineSubLayers, stylesheetOf } from './mantine-layers';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const before = (first: string, second: string) => mantineLayerOrder().indexOf(first) < mantineLayerOrder().indexOf(second);

/** Every HTML page of the build. */
function pagesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'static' ? [] : pagesOf(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe("Mantine's stylesheets in Mantine's order", () => {
  it('orders the base styles first, each component after those it builds on, and the other packages after core', () => {
    expect(mantineLayerOrder().slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(before('UnstyledButton', 'Button')).toBe(true);
    expect(before('UnstyledButton', 'Tabs')).toBe(true);
    expect(before('Paper', 'Modal')).toBe(true);
    expect(before('ModalBase', 'Drawer')).toBe(true);
    expect(before('Input', 'PasswordInput')).toBe(true);
    expect(before('Typography', 'tiptap')).toBe(true);
    expect(mantineLayerOrder()).toContain('Flex');
  });

  it("gives a component's class-name module the component's stylesheet", () => {
    expect(stylesheetOf('/x/node_modules/@mantine/core/esm/components/Paper/Paper.module.mjs')).toBe(
      '@mantine/core/styles/Paper.layer.css',
    );
    expect(stylesheetOf('/x/node_modules/@mantine/core/esm/components/Combobox/ComboboxChevron/Combobox.module.mjs')).toBe(
      '@mantine/core/styles/Combobox.layer.css',
    );
    expect(stylesheetOf('/x/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs')).toBe(
      '@mantine/core/styles/InlineInput.layer.css',
    );
    expect(stylesheetOf('/x/node_modules/@mantine/dropzone/esm/Dropzone.module.mjs')).toBe('@mantine/dropzone/styles.layer.css');
    expect(stylesheetOf('/x/node_modules/@mantine/core/esm/components/Paper/Paper.mjs')).toBeUndefined();
  });

  it('finds a stylesheet for every class-name module of the installed Mantine packages', () => {
    const modules = readdirSync(path.join(root, 'node_modules/@mantine'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)esm\/.*\.module\.mjs$/.test(file))
      .map((file) => path.join(root, 'node_modules/@mantine', file));
    expect(modules.length).toBeGreaterThan(100);
    for (const file of modules) {
      const stylesheet = stylesheetOf(file);
      expect(stylesheet, file).toBeDefined();
      expect(existsSync(path.join(root, 'node_modules', stylesheet!)), file).toBe(true);
    }
  });

  it("puts a Mantine file's rules in its own sub-layer and leaves every other stylesheet alone", async () => {
    const css = '@layer mantine {.m_1 { padding: 0; }}';
    const tabs = await postcss([mantineSubLayers()]).process(css, {
      from: '/n/node_modules/@mantine/core/styles/Tabs.layer.css',
    });
    expect(tabs.css).toBe('@layer mantine.Tabs {.m_1 { padding: 0; }}');
    const own = await postcss([mantineSubLayers()]).process(css, { from: '/n/src/theme/global.css' });
    expect(own.css).toBe(css);
  });

  it("declares the sub-layers a build uses in Mantine's order, first in the head after the charset", () => {
    const statement = layerStatement(layersIn(['@layer mantine.Tabs{.a{}}', '@layer mantine.UnstyledButton {.b{}}']));
    expect(statement).toBe('@layer mantine.UnstyledButton,mantine.Tabs;');
    const html = declareLayers('<html><head><meta charset="utf-8" /><link rel="stylesheet"></head></html>', statement);
    expect(html).toBe(
      `<html><head><meta charset="utf-8" /><style data-mantine-layers>${statement}</style><link rel="stylesheet"></head></html>`,
    );
  });

  it.runIf(existsSync(path.join(dist, 'index.html')))(
    'has every page of the build declare, before any stylesheet, each sub-layer its Mantine rules are in',
    () => {
      const css = readdirSync(path.join(dist, 'static/css'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(path.join(dist, 'static/css', file), 'utf8'));
      // No Mantine rule is left in the shared layer, where the order of the files would decide.
      expect(css.filter((text) => /@layer mantine\s*\{/.test(text))).toEqual([]);
      const used = layersIn(css);
      expect(used).toEqual(expect.arrayContaining(['baseline', 'UnstyledButton', 'Button', 'Paper', 'Tabs']));
      const pages = pagesOf(dist);
      expect(pages.length).toBeGreaterThan(20);
      for (const page of pages) {
        const html = readFileSync(page, 'utf8');
        const declared = /<style data-mantine-layers>([^<]*)<\/style>/.exec(html);
        expect(declared?.[1], path.relative(dist, page)).toBe(layerStatement(used));
        expect(declared!.index, path.relative(dist, page)).toBeLessThan(html.search(/<link[^>]+rel="stylesheet"/));
      }
    },
  );
});
