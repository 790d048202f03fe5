import { expect } from 'vitest';
import type { BlockProps, BlockType, Page } from '../blocks/schemas';
import { propsOf } from './content';

export { contentRoot, loadPage, pageIds } from './content';

/** The props of the page's one block of this type; fails the test when there is not exactly one. */
export const onlyBlock = <T extends BlockType>(page: Page, type: T): BlockProps<T> => {
  const blocks = propsOf(page, type);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block === undefined) throw new Error(`the page has no ${type} block`);
  return block;
};
