import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PageSchema, type Block, type BlockProps, type BlockType, type Page } from '../blocks/schemas';

/**
 * content/ as the tests read it, each page as an editor wrote it, through the build's schema: for
 * vitest's content tests (./contentPages.ts) and the browser suite's expectations alike, so it
 * imports no test runner.
 */
export const contentRoot = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(contentRoot, 'content/pages');

/** The ids of every page under content/pages. */
export const pageIds = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const pages = new Map<string, Page>();
/** The content page `id` (content/pages/<id>.json), read once. */
export function loadPage(id: string): Page {
  let page = pages.get(id);
  if (!page) pages.set(id, (page = PageSchema.parse(JSON.parse(readFileSync(path.join(pagesDir, `${id}.json`), 'utf8')))));
  return page;
}

/** The props of a page's blocks of one type, in page order. */
export const propsOf = <T extends BlockType>(page: Page, type: T): BlockProps<T>[] =>
  page.blocks
    .filter((block): block is Extract<Block, { type: T }> => block.type === type)
    .map((block) => block.props as BlockProps<T>);
