import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import catalogue from '../../content/services.json';
import rawSiteConfig from '../../site.config';
import { checkProject, compileContentJson, compileSiteConfig } from './compile';
import { ContentError } from './errors';

const site = compileSiteConfig(rawSiteConfig);
const compile = (file: string, text: string) => compileContentJson(file, text, site);
const page = (blocks: unknown[]) => JSON.stringify({ blocks });

describe('content files', () => {
  it('accept a valid page and return it with the defaults filled in', () => {
    // A new page: no shape is kept for it (page-shape.ts), as one is for a service page.
    const out = JSON.parse(
      compile('content/pages/partners.json', page([{ type: 'hero', props: { title: 'Our Partners' } }])),
    ) as {
      blocks: unknown[];
    };
    expect(out.blocks[0]).toEqual({ type: 'hero', props: { title: 'Our Partners', actions: [], variant: 'page' } });
  });

  it('name the file, the JSON path and what was expected for a wrong field', () => {
    expect(() =>
      compile(
        'content/pages/about.json',
        page([
          { type: 'hero', props: { title: 'x' } },
          { type: 'hero', props: { title: 42 } },
        ]),
      ),
    ).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[1].props.title: expected string, found number 42]
    `);
  });

  it('carry each mistake as data too, so the editor shows it beside its field without reading the text', () => {
    const refused = (() => {
      try {
        compile('content/pages/about.json', page([{ type: 'hero', props: { title: '', particles: 0 } }]));
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ContentError);
    expect((refused as ContentError).issues).toEqual([
      {
        file: 'content/pages/about.json',
        path: ['blocks', 0, 'props', 'title'],
        message: 'this cannot be empty',
      },
      { file: 'content/pages/about.json', path: ['blocks', 0, 'props', 'particles'], message: expect.stringContaining('1') },
    ]);
  });

  it('reject an unknown block type instead of rendering nothing', () => {
    expect(() => compile('content/pages/about.json', page([{ type: 'carousell', props: {} }]))).toThrow(
      /content\/pages\/about\.json is not valid:\n- blocks\[0\]\.type: unknown block type "carousell"; expected one of 'hero'/,
    );
  });

  it('reject a misspelt field so a typo never silently disappears', () => {
    expect(() => compile('content/pages/about.json', page([{ type: 'hero', props: { title: 'About', subtitel: 'Hello' } }])))
      .toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/pages/about.json is not valid:
      - blocks[0].props: unknown field 'subtitel'; remove it or check the spelling]
    `);
  });

  it('report broken JSON with its line and column', () => {
    expect(() => compile('content/pages/about.json', '{\n  "blocks": [\n    {"type": "hero",}\n  ]\n}')).toThrow(
      /content\/pages\/about\.json is not valid JSON at line 3, column \d+/,
    );
  });

  it('check the services catalogue against its schema', () => {
    expect(() => compile('content/services.json', JSON.stringify({ categories: [{ name: 'Cloud', items: [] }] })))
      .toThrowErrorMatchingInlineSnapshot(`
        [ContentError: content/services.json is not valid:
        - categories[0].items: this needs at least 1 item]
      `);
  });
  it('refuses a service the Services menu does not list, naming the place', () => {
    const services = structuredClone(catalogue);
    const [cloud] = services.categories;
    if (cloud) cloud.items[1] = { ...cloud.items[1]!, name: 'About us', path: '/about' };
    expect(() => compile('content/services.json', JSON.stringify(services))).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: content/services.json is not valid:
      - categories[0].items[1].path: the service 'About us' (/about) is not in the Services menu of site.config.ts (navigation.services); add it there, or take it out of the catalogue]
    `);
  });
});

describe('site.config.ts', () => {
  it('is valid as committed, with every content file present', () => {
    const site = checkProject(process.cwd(), rawSiteConfig);
    expect(site.routes.length).toBeGreaterThanOrEqual(30);
  });

  it('names the field and what was expected when a route is wrong', () => {
    const broken = structuredClone(rawSiteConfig) as { routes: Array<Record<string, unknown>> };
    broken.routes[1] = { ...broken.routes[1], path: 'about/', description: 'Too short' };
    expect(() => compileSiteConfig(broken)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: site.config.ts is not valid:
      - routes[1].path: a path such as '/about': lower-case words joined by '-', starting with '/', no trailing '/'
      - routes[1].description: this needs at least 50 characters
      - navigation: the link 'About Us' goes to '/about', which no route serves]
    `);
  });

  it('refuses two routes claiming the same path and links to paths no route serves', () => {
    const broken = structuredClone(rawSiteConfig) as {
      routes: Array<{ path: string; aliases?: string[] }>;
      navigation: { footer: Array<{ label: string; to: string }> };
    };
    broken.routes[2] = { ...broken.routes[2], aliases: ['/contact'] } as (typeof broken.routes)[number];
    broken.navigation.footer.push({ label: 'Pricing', to: '/pricing' });
    expect(() => compileSiteConfig(broken)).toThrowErrorMatchingInlineSnapshot(`
      [ContentError: site.config.ts is not valid:
      - routes[20]: the path '/contact' is already served by the route '/services'
      - navigation: the link 'Pricing' goes to '/pricing', which no route serves]
    `);
  });

  it('refuses a site.config.ts that is not plain data: the running site reads it without running it', () => {
    const text = readFileSync('site.config.ts', 'utf8');
    // The same config, its e-mail given by a variable: it evaluates to the same site, but its text does not say so.
    const withVariable = text
      .replace("import { defineSiteConfig } from './src/config/site-schema';", "$&\nconst email = 'hello@nexlinkit.co.uk';")
      .replace("email: 'hello@nexlinkit.co.uk',", 'email,');
    expect(withVariable).not.toBe(text);
    expect(() => checkProject(process.cwd(), rawSiteConfig, { 'site.config.ts': withVariable })).toThrow(
      /- \(root\): declares something other than plain data/,
    );
    expect(checkProject(process.cwd(), rawSiteConfig, { 'site.config.ts': text }).routes.length).toBeGreaterThanOrEqual(30);
  });
});
