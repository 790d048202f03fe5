import type { BlockProps, BlockType } from './schemas';
import { lazyBlock, type LazyBlock } from './lazyBlock';

/**
 * Block type -> component. `satisfies` makes a missing or misspelt type a compile error, and each
 * component must accept exactly the props its schema produces.
 */
export const blockRegistry = {
  hero: lazyBlock(() => import(/* webpackChunkName: "block-hero" */ './Hero/Hero')),
  richText: lazyBlock(() => import(/* webpackChunkName: "block-richText" */ './RichText/RichText')),
  slot: lazyBlock(() => import(/* webpackChunkName: "block-slot" */ './Slot/Slot')),
  linkCards: lazyBlock(() => import(/* webpackChunkName: "block-linkCards" */ './LinkCards/LinkCards')),
} satisfies { [T in BlockType]: LazyBlock<BlockProps<T>> };

/** Loads the code of every block a page uses, before it renders. */
export function preloadBlocks(types: Iterable<BlockType>): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => blockRegistry[type].preload()));
}
