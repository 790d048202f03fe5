import type { Page } from '../blocks/schemas';
import { AGREED } from './agreed';
import type { IssuePath } from './errors';

/**
 * The legal pages' agreed counts (agreed.ts) as rules of the compiler: each names what it counts,
 * the number, and where on the page that list is. A page that keeps a different number is refused
 * with the list's JSON path, so a change of number is agreed in agreed.ts first.
 */
type Block = Page['blocks'][number];
type Props<T extends Block['type']> = Extract<Block, { type: T }>['props'];
/** A list found on the page: where it is and its items. */
type Counted = { path: IssuePath; items: readonly unknown[] };
interface AgreedCount {
  what: string;
  count: number;
  find: (page: Page) => Counted | undefined;
}

/** The page's first block of a type, with its path. */
function firstBlock<T extends Block['type']>(page: Page, type: T): { path: IssuePath; props: Props<T> } | undefined {
  const index = page.blocks.findIndex((block) => block.type === type);
  const block = page.blocks[index];
  return block ? { path: ['blocks', index, 'props'], props: block.props as Props<T> } : undefined;
}

/** A list of the block's props (`sections`, `tabs`). */
const listOf =
  <T extends 'legalDocument' | 'contentTabs'>(type: T, key: keyof Props<T>) =>
  (page: Page): Counted | undefined => {
    const block = firstBlock(page, type);
    const items: unknown = block?.props[key];
    return block && Array.isArray(items) ? { path: [...block.path, String(key)], items } : undefined;
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

/** The rows of the first table in the cookie page's tabs. */
function cookieTableRows(page: Page): Counted | undefined {
  const block = firstBlock(page, 'contentTabs');
  for (const [tab, { body }] of (block?.props.tabs ?? []).entries())
    for (const [at, item] of body.entries())
      if (block && typeof item === 'object' && 'table' in item)
        return { path: [...block.path, 'tabs', tab, 'body', at, 'table', 'rows'], items: item.table.rows };
  return undefined;
}

/** The points of the cookie page's tabs that link to a browser's help (an https: address). */
function browserHelpLinks(page: Page): Counted | undefined {
  const block = firstBlock(page, 'contentTabs');
  if (!block) return undefined;
  const points = block.props.tabs.flatMap(({ body }) =>
    body.flatMap((item) => (typeof item === 'object' && 'list' in item ? item.list : [])),
  );
  return { path: [...block.path, 'tabs'], items: points.filter((point) => /\]\(https:\/\//.test(point)) };
}

const { privacy, terms, cookies } = AGREED;

const AGREED_COUNTS: Record<string, AgreedCount[]> = {
  privacy: [
    { what: 'sections', count: privacy.sections, find: listOf('legalDocument', 'sections') },
    { what: 'kinds of personal information', count: privacy.personalData, find: sectionList(1, 1) },
    { what: 'kinds of information collected automatically', count: privacy.automaticData, find: sectionList(1, 2) },
    { what: 'purposes', count: privacy.purposes, find: sectionList(2) },
    { what: 'kinds of sharing', count: privacy.sharing, find: sectionList(3) },
    { what: 'rights', count: privacy.rights, find: sectionList(6) },
  ],
  'terms-conditions': [{ what: 'sections', count: terms.sections, find: listOf('legalDocument', 'sections') }],
  cookies: [
    { what: 'tabs', count: cookies.tabs, find: listOf('contentTabs', 'tabs') },
    { what: 'rows of the cookie table', count: cookies.tableRows, find: cookieTableRows },
    { what: 'links to browsers’ help', count: cookies.browserHelpLinks, find: browserHelpLinks },
    { what: 'closing sections', count: cookies.closingSections, find: listOf('legalDocument', 'sections') },
  ],
};

/** The page `id`'s agreed counts that it does not keep. */
export function agreedIssues(id: string, page: Page): [IssuePath, string][] {
  return (AGREED_COUNTS[id] ?? []).flatMap(({ what, count, find }): [IssuePath, string][] => {
    const found = find(page);
    if (!found) return [[['blocks'], `the page keeps its ${what}, the agreed ${count} (src/config/agreed.ts); none were found`]];
    if (found.items.length === count) return [];
    return [
      [
        found.path,
        `expected the agreed ${count} ${what} (src/config/agreed.ts), found ${found.items.length}; a new number is agreed there first`,
      ],
    ];
  });
}
