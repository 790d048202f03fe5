import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockType } from '../../../src/blocks/schemas';
import type { ProseItem } from '../../../src/blocks/shared/prose';
import { isOpenOn, siteDay, SPECULATIVE_POSITION } from '../../../src/config/job-roles';
import { ServicesSchema } from '../../../src/config/services-schema';
import { site } from '../../../src/config/site';
import { contentRoot, loadPage, propsOf } from '../../../src/test-utils/content';

/*
 * What the content holds, as the expectations count it: the built page must render every item its
 * JSON has, however many the editors made (a fifth role, a sixth answer, one section fewer). The
 * counts of the site as launched are the product spec's; these follow the content wherever it goes.
 */

/** The props of every block of `type` on the page `id`, in page order. */
export const blocksOf = <T extends BlockType>(id: string, type: T) => propsOf(loadPage(id), type);

/** The props of the first block of `type` on the page `id`. */
export function blockOf<T extends BlockType>(id: string, type: T) {
  const [block] = blocksOf(id, type);
  if (!block) throw new Error(`content/pages/${id}.json has no '${type}' block`);
  return block;
}

/** The position a test applies for: the careers page's first role open today, the speculative one if none is. */
export const openPosition =
  blockOf('career', 'jobOpenings').roles.find((role) => isOpenOn(role, siteDay(site.timeZone, Date.now())))?.title ??
  SPECULATIVE_POSITION;

/** The blocks of the page `id` that carry a section heading (each an h2 on the page). */
export const titledBlocks = (id: string) =>
  loadPage(id).blocks.filter((block) => 'heading' in block.props && block.props.heading);

/** The service catalogue (content/services.json). */
export const services = ServicesSchema.parse(JSON.parse(readFileSync(path.join(contentRoot, 'content/services.json'), 'utf8')));

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
