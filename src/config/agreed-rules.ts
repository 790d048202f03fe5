import type { Page } from '../blocks/schemas';
import type { ProseItem } from '../blocks/shared/prose';
import type { Action } from '../blocks/shared/schemas';
import type { SlotName } from '../blocks/Slot/schema';
import { AGREED } from './agreed';
import type { IssuePath } from './errors';
import type { Services } from './services-schema';

/**
 * What is agreed for each page, as rules of the compiler: the numbers of agreed.ts, and the shape
 * around them (the blocks a page keeps, its forms, the pages it links to). Each rule names what it
 * checks and where on the page, so a page that breaks one is refused with that field's JSON path. A
 * change of number is agreed in agreed.ts first, a change of shape here. The rules are keyed by the
 * page's file name (content/pages/<id>.json); a service page's is its path without the '/'.
 */
type Block = Page['blocks'][number];
type Props<T extends Block['type']> = Extract<Block, { type: T }>['props'];
type Found = [IssuePath, string];
/** One agreed rule: what of it the page breaks, each with the path of the field it concerns. */
type Rule = (page: Page) => Found[];
/** A number agreed exactly, or `{ min }` where only a floor is agreed. */
type Count = number | { min: number };
/** A list found on the page: where it is and its items. */
type Counted = { path: IssuePath; items: readonly unknown[] };

const NUMBERS = '(src/config/agreed.ts)';
/** Said of a rule of shape, which lives here rather than in agreed.ts. */
const SHAPE = 'as agreed for this page (src/config/agreed-rules.ts)';

/** The page's blocks of a type, in order, with the path of their props. */
function blocksOf<T extends Block['type']>(page: Page, type: T): { index: number; path: IssuePath; props: Props<T> }[] {
  return page.blocks.flatMap((block, index) =>
    block.type === type ? [{ index, path: ['blocks', index, 'props'], props: block.props as Props<T> }] : [],
  );
}

const firstBlock = <T extends Block['type']>(page: Page, type: T) => blocksOf(page, type).at(0);

const agreedCount = (count: Count) => (typeof count === 'number' ? `the agreed ${count}` : `at least the agreed ${count.min}`);

/** A list against its agreed count. */
function countIssues(what: string, count: Count, { path, items }: Counted): Found[] {
  if (typeof count === 'number' ? items.length === count : items.length >= count.min) return [];
  return [[path, `expected ${agreedCount(count)} ${what} ${NUMBERS}, found ${items.length}; a new number is agreed there first`]];
}

/** A list the page keeps the agreed number of. */
const counted =
  (what: string, count: Count, find: (page: Page) => Counted | undefined): Rule =>
  (page) => {
    const found = find(page);
    if (!found) return [[['blocks'], `the page keeps its ${what}, ${agreedCount(count)} ${NUMBERS}; none were found`]];
    return countIssues(what, count, found);
  };

/** A list of the first block of a type (`sections`, `items`). */
const listOf =
  <T extends Block['type']>(type: T, key: keyof Props<T> & string) =>
  (page: Page): Counted | undefined => {
    const block = firstBlock(page, type);
    const items: unknown = block?.props[key];
    return block && Array.isArray(items) ? { path: [...block.path, key], items } : undefined;
  };

/**
 * The page's one block of a type (`what`), and the agreed counts of its lists (`[key, what, count]`).
 * A missing block is said once, not again for each of its lists.
 */
const one =
  <T extends Block['type']>(type: T, what: string, lists: [keyof Props<T> & string, string, Count][] = []): Rule =>
  (page) => {
    const [first, ...more] = blocksOf(page, type);
    if (!first) return [[['blocks'], `expected ${what} (the '${type}' block), ${SHAPE}, found none`]];
    return [
      ...more.map(({ index }): Found => [
        ['blocks', index],
        `expected one '${type}' block, ${SHAPE}, found a second: blocks[${first.index}] is already ${what}`,
      ]),
      ...lists.flatMap(([key, listWhat, count]) => {
        const items: unknown = first.props[key];
        return Array.isArray(items) ? countIssues(listWhat, count, { path: [...first.path, key], items }) : [];
      }),
    ];
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

/** Where a card's button leads: the page it opens, else its kind ('mail', 'quote'). */
const target = (action: Action) => (action.kind === 'link' ? action.to : action.kind);
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** Cards (a linkCards block) that open the agreed `pages`, in order; then what else that block keeps (`also`). */
const cardsTo =
  (
    what: string,
    pages: readonly string[],
    also: (block: { path: IssuePath; props: Props<'linkCards'> }) => Found[] = () => [],
  ): Rule =>
  (page) => {
    const blocks = blocksOf(page, 'linkCards');
    const agreed = blocks.find(({ props }) =>
      sameList(
        props.items.map((card) => target(card.action)),
        pages,
      ),
    );
    if (agreed) return also(agreed);
    const expected = `expected ${what} to open the agreed pages, in order: ${pages.join(', ')} ${NUMBERS}`;
    const [first] = blocks;
    if (!first) return [[['blocks'], `${expected}, found no cards (a 'linkCards' block)`]];
    return [[[...first.path, 'items'], `${expected}, found ${first.props.items.map((card) => target(card.action)).join(', ')}`]];
  };

/** Each card names its region's currency in a tag. */
const regionTags = ({ path, props }: { path: IssuePath; props: Props<'linkCards'> }) =>
  props.items.flatMap((card, i): Found[] =>
    card.tags.length > 0
      ? []
      : [[[...path, 'items', i, 'tags'], `expected a tag naming the region's currency, ${SHAPE}, found none`]],
  );

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

/** The careers page offers a role of each agreed type, and of no other. */
const roleTypes: Rule = (page) => {
  const block = firstBlock(page, 'jobOpenings');
  // No block: the count of its roles says so.
  if (!block) return [];
  const agreed: readonly string[] = AGREED.careers.roleTypes;
  const used = new Set<string>(block.props.roles.map((role) => role.type));
  return [
    ...agreed
      .filter((type) => !used.has(type))
      .map((type): Found => [
        [...block.path, 'roles'],
        `expected a role of each agreed type, ${agreed.join(', ')} ${NUMBERS}, found no ${type} role`,
      ]),
    ...block.props.roles.flatMap((role, i): Found[] =>
      agreed.includes(role.type)
        ? []
        : [
            [
              [...block.path, 'roles', i, 'type'],
              `expected one of the agreed role types, ${agreed.join(', ')} ${NUMBERS}, found '${role.type}'`,
            ],
          ],
    ),
  ];
};

/** The blog lists the agreed posts, in order. */
const postOrder: Rule = (page) => {
  const block = firstBlock(page, 'blogList');
  if (!block) return [];
  const agreed = AGREED.blogPosts.map((post) => post.id);
  const ids = block.props.posts.map((post) => post.id);
  if (sameList(ids, agreed)) return [];
  return [
    [
      [...block.path, 'posts'],
      `expected the agreed posts, in order: ${agreed.join(', ')} ${NUMBERS}, found ${ids.join(', ')}; a new post is agreed there first`,
    ],
  ];
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

/** Each section of the article holds at least `min` characters of text. */
const sectionText =
  (min: number): Rule =>
  (page) => {
    const block = firstBlock(page, 'article');
    if (!block) return [];
    return block.props.sections.flatMap(({ body }, i): Found[] => {
      const length = textsOf(body).join('').length;
      return length >= min
        ? []
        : [
            [
              [...block.path, 'sections', i, 'body'],
              `expected at least the agreed ${min} characters of text in each section ${NUMBERS}, found ${length}`,
            ],
          ];
    });
  };

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

/** The `nth` bulleted list (from 1) in the legal document's section `section` (from 1). */
const sectionList =
  (section: number, nth = 1) =>
  (page: Page): Counted | undefined => {
    const block = firstBlock(page, 'legalDocument');
    const body = block?.props.sections[section - 1]?.body ?? [];
    const at = body.flatMap((item, index) => (typeof item === 'object' && 'list' in item ? [index] : []))[nth - 1];
    const item = at === undefined ? undefined : body[at];
    return block && at !== undefined && typeof item === 'object' && 'list' in item
      ? { path: [...block.path, 'sections', section - 1, 'body', at, 'list'], items: item.list }
      : undefined;
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

const cookieTableRows = (page: Page): Counted | undefined => {
  const table = cookieTable(page);
  return table && { path: table.path, items: table.rows };
};

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

/** The points of the cookie page's tabs that link to a browser's help (an https: address). */
function browserHelpLinks(page: Page): Counted | undefined {
  const block = firstBlock(page, 'contentTabs');
  if (!block) return undefined;
  const points = block.props.tabs.flatMap(({ body }) =>
    body.flatMap((item) => (typeof item === 'object' && 'list' in item ? item.list : [])),
  );
  return { path: [...block.path, 'tabs'], items: points.filter((point) => /\]\(https:\/\//.test(point)) };
}

const { home, careers, servicePages, privacy, terms, cookies } = AGREED;

/** The benefits: at least the agreed number of cards, across the page's feature grids (`some` says when there is none). */
const benefitCards: Rule = (page) => {
  const grids = blocksOf(page, 'featureGrid');
  if (!grids[0]) return [];
  const items = grids.flatMap((grid) => grid.props.items);
  return countIssues('benefit cards', { min: servicePages.benefits }, { path: [...grids[0].path, 'items'], items });
};

/** What every service page keeps: a hero whose button e-mails an inquiry, the benefits, why it matters, its FAQ. */
const servicePage = (faqs: Count): Rule[] => [
  hero,
  heroButton(
    (action) => action.kind === 'mail' && /inquiry/i.test(action.subject),
    "a button in the hero that e-mails the company an inquiry (a 'mail' action with 'inquiry' in its subject)",
  ),
  some('featureGrid', 'the benefits'),
  benefitCards,
  one('mediaText', 'the section on why the service matters'),
  one('faq', 'the FAQ', [['items', 'FAQ questions', faqs]]),
];

/** What some service pages keep beyond the common shape. */
const SERVICE_PAGE_EXTRAS: Record<string, Rule[]> = {
  'wordpress-development': [
    counted('WordPress benefits', servicePages.wordpressBenefits, listOf('featureGrid', 'items')),
    endsWithBannerTo('/connect'),
  ],
  'ecommerce-development': [endsWithBannerTo('/connect')],
  'cloud-migration': [
    counted('benefits', servicePages.cloudMigrationBenefits, listOf('featureGrid', 'items')),
    field(
      'featureGrid',
      'columns',
      (columns) => columns === servicePages.cloudMigrationBenefits,
      `the agreed ${servicePages.cloudMigrationBenefits} columns, one for each benefit ${NUMBERS}`,
    ),
  ],
  'custom-development': [
    counted('services', servicePages.customDevelopmentServices, listOf('featureGrid', 'items')),
    counted('process steps', servicePages.customDevelopmentSteps, listOf('steps', 'steps')),
    one('ctaBanner', 'the partner banner'),
  ],
};

const legalDocument = (variant: Props<'legalDocument'>['variant'], what: string) => [
  field('legalDocument', 'variant', (value) => value === variant, `variant '${variant}' (${what}), ${SHAPE}`),
  field('legalDocument', 'lastUpdated', (value) => value, `the Last Updated line (lastUpdated: true), ${SHAPE}`),
];

const AGREED_RULES: Record<string, Rule[]> = {
  home: [
    hero,
    field('hero', 'variant', (variant) => variant === 'home', `the tall 'home' hero, ${SHAPE}`),
    field('hero', 'particles', (particles) => particles === home.particles, `the agreed ${home.particles} particles ${NUMBERS}`),
    heroButton((action) => action.kind === 'link' && action.to === '/services', 'button in the hero to /services', {
      once: true,
    }),
    one('ctaBanner', 'the AI solutions banner'),
    one('linkCards', 'the expertise cards'),
    cardsTo('the expertise cards', home.expertiseLinks),
    one('steps', 'the table order system', [['steps', 'table order steps', home.tableOrderSteps]]),
    some('richText', 'the mission'),
    counted('technologies', home.technologies, listOf('logoCarousel', 'items')),
  ],
  about: [
    hero,
    counted('titled sections', { min: AGREED.aboutSections }, (page) => ({
      path: ['blocks'],
      items: page.blocks.filter((block) => 'heading' in block.props && block.props.heading),
    })),
  ],
  connect: [one('offices', 'the offices'), slot('contact-form')],
  career: [
    hero,
    counted('open roles', careers.roles, listOf('jobOpenings', 'roles')),
    roleTypes,
    slot('career-form', { titled: true }),
  ],
  quote: [cardsTo('the region cards', AGREED.quoteRegions, regionTags)],
  'quote-uk': [slot('quote-form-uk')],
  'quote-nepal': [slot('quote-form-nepal')],
  services: [hero, one('serviceCatalog', 'the catalogue of services')],
  ...Object.fromEntries(
    Object.entries(AGREED.faqs).map(([path, faqs]) => {
      const id = path.slice(1);
      return [id, [...servicePage(faqs), ...(SERVICE_PAGE_EXTRAS[id] ?? [])]];
    }),
  ),
  blog: [
    one('blogList', 'the list of posts'),
    postOrder,
    field('blogList', 'readMoreLabel', (label) => label.trim() !== '', "text on the cards' Read More button"),
  ],
  ...Object.fromEntries(
    AGREED.blogPosts.map(({ id, sections }) => [
      `blog-${id}`,
      [one('article', 'the article', [['sections', 'sections', sections]]), sectionText(AGREED.blogSectionText)],
    ]),
  ),
  privacy: [
    one('legalDocument', 'the policy', [['sections', 'sections', privacy.sections]]),
    ...legalDocument('toc', 'a table of contents beside the sections'),
    field('legalDocument', 'numbered', (numbered) => numbered, `numbered sections (numbered: true), ${SHAPE}`),
    counted('kinds of personal information', privacy.personalData, sectionList(1, 1)),
    counted('kinds of information collected automatically', privacy.automaticData, sectionList(1, 2)),
    sectionsLinkTo(['/cookies'], () => [0]),
    counted('purposes', privacy.purposes, sectionList(2)),
    counted('kinds of sharing', privacy.sharing, sectionList(3)),
    counted('rights', privacy.rights, sectionList(6)),
    endsWithContactDetails,
  ],
  'terms-conditions': [
    one('legalDocument', 'the terms', [['sections', 'sections', terms.sections]]),
    ...legalDocument('collapsible', 'a quick navigation and a panel for each section'),
    field('legalDocument', 'backToTop', (label) => label !== undefined, `a Back to Top button (backToTop), ${SHAPE}`),
  ],
  cookies: [
    one('contentTabs', 'the tabs', [['tabs', 'tabs', cookies.tabs]]),
    counted('rows of the cookie table', cookies.tableRows, cookieTableRows),
    filledCells,
    counted('links to browsers’ help', cookies.browserHelpLinks, browserHelpLinks),
    one('legalDocument', 'the closing sections', [['sections', 'closing sections', cookies.closingSections]]),
    sectionsLinkTo(['/privacy', '/terms-conditions'], (sections) => [...Array(sections).keys()]),
  ],
};

/** What the page `id` breaks of what is agreed for it. */
export function agreedIssues(id: string, page: Page): Found[] {
  return (Object.hasOwn(AGREED_RULES, id) ? AGREED_RULES[id]! : []).flatMap((rule) => rule(page));
}

/**
 * The catalogue's agreed numbers of categories and services, each service one of the agreed service
 * pages (their FAQs in agreed.ts), whose page the rules above check. A path no route serves
 * (`served`) is linkIssues' to report.
 */
export function agreedCatalogueIssues(services: Services, served: ReadonlySet<string>): Found[] {
  const { categories } = services;
  return [
    ...countIssues('categories', AGREED.services.categories, { path: ['categories'], items: categories }),
    ...countIssues('services in all', AGREED.services.total, {
      path: ['categories'],
      items: categories.flatMap((category) => category.items),
    }),
    ...categories.flatMap((category, c) =>
      category.items.flatMap((item, i): Found[] =>
        Object.hasOwn(AGREED.faqs, item.path) || !served.has(item.path)
          ? []
          : [
              [
                ['categories', c, 'items', i, 'path'],
                `expected one of the agreed service pages ${NUMBERS}, found '${item.path}'; its page's FAQ count is agreed there first`,
              ],
            ],
      ),
    ),
  ];
}
