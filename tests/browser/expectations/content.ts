import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PageSchema, type Block, type BlockProps, type BlockType, type Page } from '../../../src/blocks/schemas';
import type { ProseItem } from '../../../src/blocks/shared/prose';
import { ServicesSchema } from '../../../src/config/services-schema';
import { site } from '../../../src/config/site';

/*
 * What the content holds, as the expectations count it: the built page must render every item its
 * JSON has, however many the editors made (a fifth role, a sixth answer, one section fewer). The
 * counts of the site as launched are the product spec's; these follow the content wherever it goes.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const json = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const pages = new Map<string, Page>();
/** The content page `id` (content/pages/<id>.json), through the build's schema. */
export function page(id: string): Page {
  let found = pages.get(id);
  if (!found) pages.set(id, (found = PageSchema.parse(json(`content/pages/${id}.json`))));
  return found;
}

/** The props of every block of `type` on the page `id`, in page order. */
export const blocksOf = <T extends BlockType>(id: string, type: T): BlockProps<T>[] =>
  page(id)
    .blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type)
    .map((block) => block.props as BlockProps<T>);

/** The props of the first block of `type` on the page `id`. */
export function blockOf<T extends BlockType>(id: string, type: T): BlockProps<T> {
  const [block] = blocksOf(id, type);
  if (!block) throw new Error(`content/pages/${id}.json has no '${type}' block`);
  return block;
}

/** The blocks of the page `id` that carry a section heading (each an h2 on the page). */
export const titledBlocks = (id: string) => page(id).blocks.filter((block) => 'heading' in block.props && block.props.heading);

/** The service catalogue (content/services.json). */
export const services = ServicesSchema.parse(json('content/services.json'));

/** The routes the Services menu opens, with their page's content id: the service pages. */
export const servicePages = site.navigation.services.flatMap((group) =>
  group.links.map((link) => {
    const route = site.routes.find((candidate) => candidate.path === link.to);
    if (!route || !('content' in route.page)) throw new Error(`the Services menu links to ${link.to}, which is no content page`);
    return { path: link.to, id: route.page.content };
  }),
);

/** Every point of the bulleted lists of a prose body. */
export const pointsOf = (body: readonly ProseItem[]) =>
  body.flatMap((item) => (typeof item === 'object' && 'list' in item ? item.list : []));

/** The rows of the first table of a prose body, if it has one. */
export function tableRowsOf(body: readonly ProseItem[]): string[][] | undefined {
  for (const item of body) if (typeof item === 'object' && 'table' in item) return item.table.rows;
  return undefined;
}
