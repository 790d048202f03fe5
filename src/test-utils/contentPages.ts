import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { PageSchema, type Block, type BlockProps, type BlockType, type Page } from '../blocks/schemas';

/** The content tests' view of content/: each page as an editor wrote it, through the build's schema. */
export const contentRoot = path.resolve(import.meta.dirname, '../..');
const pagesDir = path.join(contentRoot, 'content/pages');

/** The ids of every page under content/pages. */
export const pageIds = readdirSync(pagesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

export const loadPage = (id: string): Page =>
  PageSchema.parse(JSON.parse(readFileSync(path.join(pagesDir, `${id}.json`), 'utf8')));

/** The props of a page's blocks of one type, in page order. */
const blocksOf = <T extends BlockType>(blocks: readonly Block[], type: T): BlockProps<T>[] =>
  blocks
    .filter((block): block is Extract<Block, { type: T }> => block.type === type)
    .map((block) => block.props as BlockProps<T>);

/** The props of the page's one block of this type; fails the test when there is not exactly one. */
export const onlyBlock = <T extends BlockType>(page: Page, type: T): BlockProps<T> => {
  const blocks = blocksOf(page.blocks, type);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block === undefined) throw new Error(`the page has no ${type} block`);
  return block;
};
