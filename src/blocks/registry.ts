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
  blogList: lazyBlock(() => import(/* webpackChunkName: "block-blogList" */ './BlogList/BlogList')),
  article: lazyBlock(() => import(/* webpackChunkName: "block-article" */ './Article/Article')),
  legalDocument: lazyBlock(() => import(/* webpackChunkName: "block-legalDocument" */ './LegalDocument/LegalDocument')),
  contentTabs: lazyBlock(() => import(/* webpackChunkName: "block-contentTabs" */ './ContentTabs/ContentTabs')),
  featureGrid: lazyBlock(() => import(/* webpackChunkName: "block-featureGrid" */ './FeatureGrid/FeatureGrid')),
  mediaText: lazyBlock(() => import(/* webpackChunkName: "block-mediaText" */ './MediaText/MediaText')),
  faq: lazyBlock(() => import(/* webpackChunkName: "block-faq" */ './Faq/Faq')),
  steps: lazyBlock(() => import(/* webpackChunkName: "block-steps" */ './Steps/Steps')),
  linkCards: lazyBlock(() => import(/* webpackChunkName: "block-linkCards" */ './LinkCards/LinkCards')),
  offices: lazyBlock(() => import(/* webpackChunkName: "block-offices" */ './Offices/Offices')),
  jobOpenings: lazyBlock(() => import(/* webpackChunkName: "block-jobOpenings" */ './JobOpenings/JobOpenings')),
  logoCarousel: lazyBlock(() => import(/* webpackChunkName: "block-logoCarousel" */ './LogoCarousel/LogoCarousel')),
  ctaBanner: lazyBlock(() => import(/* webpackChunkName: "block-ctaBanner" */ './CtaBanner/CtaBanner')),
  serviceCatalog: lazyBlock(() => import(/* webpackChunkName: "block-serviceCatalog" */ './ServiceCatalog/ServiceCatalog')),
  searchResults: lazyBlock(() => import(/* webpackChunkName: "block-searchResults" */ './SearchResults/SearchResults')),
} satisfies { [T in BlockType]: LazyBlock<BlockProps<T>> };

/** Loads the code of every block a page uses, before it renders. */
export function preloadBlocks(types: Iterable<BlockType>): Promise<unknown> {
  return Promise.all([...new Set(types)].map((type) => blockRegistry[type].preload()));
}
