import type { Page } from '../blocks/schemas';
import type { ProseItem } from '../blocks/shared/prose';
import type { Action } from '../blocks/shared/schemas';
import type { SlotName } from '../blocks/Slot/schema';
import type { IssuePath } from './errors';
import type { SiteConfig } from './site-schema';

/**
 * The shape some pages keep, as rules of the compiler: the blocks a page cannot do without (a
 * service page's FAQ, the careers page's application form), the forms where the site posts them, and
 * what a legal document links to. Each rule names what it checks and where on the page. These are
 * rules of shape, never counts: how many roles, answers, sections or cards a page holds is the
 * editors' to decide (the site as launched, the product spec's counts, is what the browser suite's
 * expectations compare the built pages with: tests/browser/expectations). The rules are keyed by the
 * page's file name (content/pages/<id>.json); the service pages are those of the Services menu.
 */
type Block = Page['blocks'][number];
type Props<T extends Block['type']> = Extract<Block, { type: T }>['props'];
type Found = [IssuePath, string];
/** One rule of shape: what of it the page breaks, each with the path of the field it concerns. */
type Rule = (page: Page) => Found[];

/** Said of every rule here: the page's kind, not a developer's file, is why. */
const SHAPE = 'as every page of its kind keeps';

/** The page's blocks of a type, in order, with the path of their props. */
function blocksOf<T extends Block['type']>(page: Page, type: T): { index: number; path: IssuePath; props: Props<T> }[] {
  return page.blocks.flatMap((block, index) =>
    block.type === type ? [{ index, path: ['blocks', index, 'props'], props: block.props as Props<T> }] : [],
  );
}

const firstBlock = <T extends Block['type']>(page: Page, type: T) => blocksOf(page, type).at(0);

/** The page's one block of a type (`what`): none, or a second, is refused. */
const one =
  <T extends Block['type']>(type: T, what: string): Rule =>
  (page) => {
    const [first, ...more] = blocksOf(page, type);
    if (!first) return [[['blocks'], `expected ${what} (the '${type}' block), ${SHAPE}, found none`]];
    return more.map(({ index }): Found => [
      ['blocks', index],
      `expected one '${type}' block, ${SHAPE}, found a second: blocks[${first.index}] is already ${what}`,
    ]);
  };

/** The page keeps at least one block of a type (`what`). */
const some =
  (type: Block['type'], what: string): Rule =>
  (page) =>
    blocksOf(page, type).length > 0 ? [] : [[['blocks'], `expected ${what} (a '${type}' block), ${SHAPE}, found none`]];

/** The page opens with a hero (that the block holding the h1 comes first is page-rules.ts' to say). */
const hero: Rule = (page) =>
  firstBlock(page, 'hero') ? [] : [[['blocks'], `expected the page to open with a hero, ${SHAPE}, found none`]];

const shown = (value: unknown) =>
  value === undefined ? 'none' : typeof value === 'string' ? `'${value}'` : JSON.stringify(value);

/** A field of the first block of a type; a missing block is the rules of its presence to say. */
const field =
  <T extends Block['type'], K extends keyof Props<T> & string>(
    type: T,
    key: K,
    ok: (value: Props<T>[K]) => boolean,
    expected: string,
  ): Rule =>
  (page) => {
    const block = firstBlock(page, type);
    if (!block || ok(block.props[key])) return [];
    return [[[...block.path, key], `expected ${expected}, found ${shown(block.props[key])}`]];
  };

/** The hero keeps a button that `matches` (`expected`), one only when `once`. */
const heroButton =
  (matches: (action: Action) => boolean, expected: string, { once = false } = {}): Rule =>
  (page) => {
    const block = firstBlock(page, 'hero');
    const found = block?.props.actions.filter(matches).length ?? 1;
    if (!block || (found > 0 && (!once || found === 1))) return [];
    return [
      [
        [...block.path, 'actions'],
        `expected ${once ? 'one' : ''} ${expected}, ${SHAPE}, found ${found || 'none'}`.replace('  ', ' '),
      ],
    ];
  };

/** The page's form: the slot `name`, with a heading above it if `titled`. */
const slot =
  (name: SlotName, { titled = false } = {}): Rule =>
  (page) => {
    const block = firstBlock(page, 'slot');
    if (!block) return [[['blocks'], `expected the '${name}' slot (its form), ${SHAPE}, found none`]];
    if (block.props.name !== name)
      return [[[...block.path, 'name'], `expected the '${name}' slot, ${SHAPE}, found '${block.props.name}'`]];
    if (titled && !block.props.heading)
      return [[[...block.path, 'heading'], `expected a heading above the form, ${SHAPE}, found none`]];
    return [];
  };

/** Each region card names its region's currency in a tag. */
const regionCards: Rule = (page) => {
  const block = firstBlock(page, 'linkCards');
  if (!block) return [];
  return block.props.items.flatMap((card, i): Found[] =>
    card.tags.length > 0
      ? []
      : [[[...block.path, 'items', i, 'tags'], `expected a tag naming the region's currency, ${SHAPE}, found none`]],
  );
};

/** The page ends with a banner whose button opens `to`. */
const endsWithBannerTo =
  (to: string): Rule =>
  (page) => {
    const index = page.blocks.length - 1;
    const last = page.blocks[index];
    if (last?.type !== 'ctaBanner')
      return [
        [
          ['blocks', index],
          `expected the page to end with a banner (a 'ctaBanner' block) with a button to ${to}, ${SHAPE}, found a block of type '${last?.type}'`,
        ],
      ];
    if (last.props.actions.some((action) => action.kind === 'link' && action.to === to)) return [];
    return [[['blocks', index, 'props', 'actions'], `expected a button to ${to} in the closing banner, ${SHAPE}, found none`]];
  };

/** Every piece of text of a prose body: paragraphs, points, sub-headings, a table's caption and cells. */
function textsOf(body: readonly ProseItem[]): string[] {
  return body.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if ('list' in item) return item.list;
    if ('subheading' in item) return [item.subheading];
    if ('table' in item) return [item.table.caption, ...item.table.columns, ...item.table.rows.flat()];
    return [];
  });
}

/** The site paths that the `[label](/path)` links of a prose body open. */
const linksOf = (body: readonly ProseItem[]) =>
  textsOf(body).flatMap((text) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]));

/**
 * The legal document's sections (`which` of their indexes) each link to every page of `to`, once;
 * no other section links to them.
 */
const sectionsLinkTo =
  (to: readonly string[], which: (sections: number) => number[]): Rule =>
  (page) => {
    const block = firstBlock(page, 'legalDocument');
    if (!block) return [];
    const linking = which(block.props.sections.length);
    return block.props.sections.flatMap((section, i) => {
      const links = linksOf(section.body);
      return to.flatMap((path): Found[] => {
        const found = links.filter((link) => link === path).length;
        const wanted = linking.includes(i) ? 1 : 0;
        if (found === wanted) return [];
        const expected =
          wanted === 1
            ? `one link to ${path} in this section`
            : `no link to ${path} in this section (${path} is linked from section ${linking.map((at) => at + 1).join(', ')})`;
        return [[[...block.path, 'sections', i, 'body'], `expected ${expected}, ${SHAPE}, found ${found || 'none'}`]];
      });
    });
  };

/** The legal document's last section gives the offices and the contact e-mail, and no other section does. */
const endsWithContactDetails: Rule = (page) => {
  const block = firstBlock(page, 'legalDocument');
  if (!block) return [];
  const last = block.props.sections.length - 1;
  return block.props.sections.flatMap(({ body }, i): Found[] => {
    const found = body.filter((item) => typeof item === 'object' && 'contactDetails' in item).length;
    if (found === (i === last ? 1 : 0)) return [];
    return [
      [
        [...block.path, 'sections', i, 'body'],
        i === last
          ? `expected the office contact details ({ "contactDetails": true }) once in the last section, ${SHAPE}, found ${found || 'none'}`
          : `expected the office contact details in the last section only, ${SHAPE}, found them here`,
      ],
    ];
  });
};

/** The first table in the cookie page's tabs: its rows, with their path. */
function cookieTable(page: Page): { path: IssuePath; rows: string[][] } | undefined {
  const block = firstBlock(page, 'contentTabs');
  for (const [tab, { body }] of (block?.props.tabs ?? []).entries())
    for (const [at, item] of body.entries())
      if (block && typeof item === 'object' && 'table' in item)
        return { path: [...block.path, 'tabs', tab, 'body', at, 'table', 'rows'], rows: item.table.rows };
  return undefined;
}

/** Every cell of the cookie table holds text. */
const filledCells: Rule = (page) => {
  const table = cookieTable(page);
  if (!table) return [];
  return table.rows.flatMap((row, r) =>
    row.flatMap((cell, c): Found[] =>
      cell.trim() !== ''
        ? []
        : [[[...table.path, r, c], `expected every cell of the cookie table to hold text, ${SHAPE}, found an empty one`]],
    ),
  );
};

/** What every service page keeps: a hero whose button e-mails an inquiry, the benefits, why it matters, its FAQ. */
const servicePage: Rule[] = [
  hero,
  heroButton(
    (action) => action.kind === 'mail' && /inquiry/i.test(action.subject),
    "a button in the hero that e-mails the company an inquiry (a 'mail' action with 'inquiry' in its subject)",
  ),
  some('featureGrid', 'the benefits'),
  one('mediaText', 'the section on why the service matters'),
  one('faq', 'the FAQ'),
];

/** What some service pages keep beyond the common shape. */
const SERVICE_PAGE_EXTRAS: Record<string, Rule[]> = {
  'wordpress-development': [endsWithBannerTo('/connect')],
  'ecommerce-development': [endsWithBannerTo('/connect')],
  'custom-development': [some('steps', 'the process'), one('ctaBanner', 'the partner banner')],
};

const legalDocument = (variant: Props<'legalDocument'>['variant'], what: string) => [
  field('legalDocument', 'variant', (value) => value === variant, `variant '${variant}' (${what}), ${SHAPE}`),
  field('legalDocument', 'lastUpdated', (value) => value, `the Last Updated line (lastUpdated: true), ${SHAPE}`),
];

const SHAPE_RULES: Record<string, Rule[]> = {
  home: [
    hero,
    field('hero', 'variant', (variant) => variant === 'home', `the tall 'home' hero, ${SHAPE}`),
    heroButton((action) => action.kind === 'link' && action.to === '/services', 'button in the hero to /services', {
      once: true,
    }),
    one('ctaBanner', 'the AI solutions banner'),
    one('linkCards', 'the expertise cards'),
    one('steps', 'the table order system'),
    some('richText', 'the mission'),
  ],
  about: [hero],
  connect: [one('offices', 'the offices'), slot('contact-form')],
  career: [hero, one('jobOpenings', 'the open roles'), slot('career-form', { titled: true })],
  quote: [one('linkCards', 'the region cards'), regionCards],
  'quote-uk': [slot('quote-form-uk')],
  'quote-nepal': [slot('quote-form-nepal')],
  services: [hero, one('serviceCatalog', 'the catalogue of services')],
  blog: [
    one('blogList', 'the list of posts'),
    field('blogList', 'readMoreLabel', (label) => label.trim() !== '', "text on the cards' Read More button"),
  ],
  privacy: [
    one('legalDocument', 'the policy'),
    ...legalDocument('toc', 'a table of contents beside the sections'),
    field('legalDocument', 'numbered', (numbered) => numbered, `numbered sections (numbered: true), ${SHAPE}`),
    sectionsLinkTo(['/cookies'], () => [0]),
    endsWithContactDetails,
  ],
  'terms-conditions': [
    one('legalDocument', 'the terms'),
    ...legalDocument('collapsible', 'a quick navigation and a panel for each section'),
    field('legalDocument', 'backToTop', (label) => label !== undefined, `a Back to Top button (backToTop), ${SHAPE}`),
  ],
  cookies: [
    one('contentTabs', 'the tabs'),
    filledCells,
    one('legalDocument', 'the closing sections'),
    sectionsLinkTo(['/privacy', '/terms-conditions'], (sections) => [...Array(sections).keys()]),
  ],
};

/** The content ids of the pages the Services menu opens: the service pages. */
function servicePageIds(site: SiteConfig): Set<string> {
  const paths = new Set(site.navigation.services.flatMap((group) => group.links.map((link) => link.to)));
  return new Set(
    site.routes.flatMap((route) =>
      'content' in route.page && [route.path, ...route.aliases].some((path) => paths.has(path)) ? [route.page.content] : [],
    ),
  );
}

/** What the page `id` breaks of the shape its kind keeps. */
export function shapeIssues(id: string, page: Page, site: SiteConfig): Found[] {
  const rules = Object.hasOwn(SHAPE_RULES, id)
    ? SHAPE_RULES[id]!
    : servicePageIds(site).has(id)
      ? [...servicePage, ...(SERVICE_PAGE_EXTRAS[id] ?? [])]
      : [];
  return rules.flatMap((rule) => rule(page));
}
