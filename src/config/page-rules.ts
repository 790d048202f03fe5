import type { z } from 'zod';
import { PageSchema, type Page } from '../blocks/schemas';
import { slugify } from '../blocks/shared/slug';
import { QUOTE_DIALOG_ACTION } from '../schemas/page-forms';
import { formatPath, type ContentIssue, type IssuePath } from './errors';
import { fieldKindOf } from './field-meta';
import { shapeIssues } from './page-shape';
import type { Services } from './services-schema';
import { visitTexts } from './schema-shape';
import type { SiteConfig } from './site-schema';

/**
 * The rules a content page keeps beyond its schema, which the compiler applies to every page it
 * checks (the build, `npm run check`, the editor's Save and a publish on the running site alike):
 * one h1, held by the opening block; a distinct id for each titled section; links only to pages the
 * site has; an article dated no later than the site; no form where the quote dialog posts; and the shape
 * its kind of page keeps (page-shape.ts). How many items a list holds is the editors' to decide.
 */
export function pageIssues(file: string, page: Page, site: SiteConfig): ContentIssue[] {
  const issue = (path: IssuePath, message: string): ContentIssue => ({ file, path, message });
  const id = /([^/]+)\.json$/.exec(file)?.[1] ?? '';
  return [
    ...h1Issues(page).map(([path, message]) => issue(path, message)),
    ...sectionIdIssues(page).map(([path, message]) => issue(path, message)),
    ...linkIssues(file, PageSchema, page, site),
    ...articleDateIssues(page, site).map(([path, message]) => issue(path, message)),
    ...shapeIssues(id, page, site).map(([path, message]) => issue(path, message)),
    ...quoteDialogIssues(id, page, site).map(([path, message]) => issue(path, message)),
  ];
}

type Found = [IssuePath, string];

/** Slots whose screen is the whole page and carries its own h1: sign-in and registration. */
const SELF_TITLED_SLOTS = new Set(['login-form', 'register-form']);

/** Blocks that render the page's h1: a hero, an article, or a screen that titles itself. */
const holdsH1 = (block: Page['blocks'][number]) =>
  block.type === 'hero' || block.type === 'article' || (block.type === 'slot' && SELF_TITLED_SLOTS.has(block.props.name));

function h1Issues(page: Page): Found[] {
  const titled = page.blocks.flatMap((block, index) => (holdsH1(block) ? [index] : []));
  const [first, ...more] = titled;
  if (first === undefined)
    return [[['blocks'], 'no block holds the page’s h1: open the page with a hero (or an article, or the sign-in screen)']];
  return [
    ...(first === 0
      ? []
      : ([[['blocks', first], `the block holding the page’s h1 comes first; move it above blocks[0]`]] satisfies Found[])),
    ...more.map((index): Found => [
      ['blocks', index],
      `a second h1: blocks[${first}] already holds the page’s title, and a page has one; use another block (a banner, a text) here`,
    ]),
  ];
}

/** The sections a heading gives an id: each titled block, and each section of an article or a legal document. */
function sectionsOf(page: Page): { section: IssuePath; path: IssuePath; heading: string }[] {
  return page.blocks.flatMap((block, index) => [
    ...('heading' in block.props && block.props.heading
      ? [{ section: ['blocks', index], path: ['blocks', index, 'props', 'heading'], heading: block.props.heading }]
      : []),
    ...(block.type === 'article' || block.type === 'legalDocument'
      ? block.props.sections.map(({ heading }, at) => {
          const section = ['blocks', index, 'props', 'sections', at];
          return { section, path: [...section, 'heading'], heading };
        })
      : []),
  ]);
}

function sectionIdIssues(page: Page): Found[] {
  const seen = new Map<string, IssuePath>();
  return sectionsOf(page).flatMap(({ section, path, heading }): Found[] => {
    const id = slugify(heading);
    const owner = seen.get(id);
    if (owner === undefined) {
      seen.set(id, section);
      return [];
    }
    return [
      [
        path,
        `the section id '${id}' is already that of ${formatPath(owner)}; give this section a heading of its own, so in-page links and labels stay unique`,
      ],
    ];
  });
}

/** An article's BlogPosting carries the site's dateModified (site.config.ts, seo): a later publication date would contradict it. */
function articleDateIssues(page: Page, site: SiteConfig): Found[] {
  const modified = site.seo.dateModified;
  return page.blocks.flatMap((block, index): Found[] =>
    block.type === 'article' && block.props.datePublished > modified
      ? [
          [
            ['blocks', index, 'props', 'datePublished'],
            `the article is dated ${block.props.datePublished}, after the site's dateModified (${modified}, seo.dateModified in site.config.ts) that its BlogPosting carries; date it no later, or move seo.dateModified on first`,
          ],
        ]
      : [],
  );
}

/** `[label](/path)` in running text: the site path, without a #fragment. */
const TEXT_LINK = /\]\((\/[^)\s#]*)/g;

/** Every path a route of `site` answers: its own and its aliases. */
const servedPaths = (site: SiteConfig) => new Set(site.routes.flatMap((route) => [route.path, ...route.aliases]));

/**
 * The links of a content file (`value`, valid for `schema`) that lead nowhere: a route field
 * (`.meta({ field: 'route' })`) or a `[label](/path)` in a text, whose path is no route or alias.
 */
export function linkIssues(file: string, schema: z.ZodType, value: unknown, site: SiteConfig): ContentIssue[] {
  const paths = servedPaths(site);
  const found: ContentIssue[] = [];
  const check = (to: string, path: IssuePath) => {
    if (!paths.has(to))
      found.push({
        file,
        path,
        message: `the link goes to '${to}', which is not a page of this site; choose one of the site’s pages`,
      });
  };
  visitTexts(schema, value, (text, schema, path) => {
    if (fieldKindOf(schema) === 'route') check(text, path);
    for (const [, to = ''] of text.matchAll(TEXT_LINK)) check(to, path);
  });
  return found;
}

/** The page the quote dialog's form posts to without script answers that form: it holds no slot (a form) of its own. */
function quoteDialogIssues(id: string, page: Page, site: SiteConfig): Found[] {
  const route = site.routes.find((candidate) => 'content' in candidate.page && candidate.page.content === id);
  if (!route || ![route.path, ...route.aliases].includes(QUOTE_DIALOG_ACTION)) return [];
  return page.blocks.flatMap((block, index): Found[] =>
    block.type === 'slot'
      ? [
          [
            ['blocks', index],
            `a slot on ${QUOTE_DIALOG_ACTION}, where the quote dialog's form posts without script; put the form on another page`,
          ],
        ]
      : [],
  );
}

/**
 * The catalogue (content/services.json) and the header's Services menu (site.config.ts,
 * navigation.services) are edited apart: a service the catalogue offers must also be in the menu,
 * or visitors browsing the menu never find it.
 */
export function serviceMenuIssues(file: string, services: Services, site: SiteConfig): ContentIssue[] {
  const inMenu = new Set(site.navigation.services.flatMap((group) => group.links.map((link) => link.to)));
  // A path no route serves is linkIssues' to report.
  const served = servedPaths(site);
  return services.categories.flatMap((category, c) =>
    category.items.flatMap((item, i): ContentIssue[] =>
      inMenu.has(item.path) || !served.has(item.path)
        ? []
        : [
            {
              file,
              path: ['categories', c, 'items', i, 'path'],
              message: `the service '${item.name}' (${item.path}) is not in the Services menu of site.config.ts (navigation.services); add it there, or take it out of the catalogue`,
            },
          ],
    ),
  );
}
