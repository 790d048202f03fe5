import { z } from 'zod';
import { HeroSchema } from './Hero/schema';
import { RichTextSchema } from './RichText/schema';
import { SlotSchema } from './Slot/schema';
import { ArticleSchema } from './Article/schema';
import { BlogListSchema } from './BlogList/schema';
import { ContentTabsSchema } from './ContentTabs/schema';
import { LegalDocumentSchema } from './LegalDocument/schema';
import { CtaBannerSchema } from './CtaBanner/schema';
import { FaqSchema } from './Faq/schema';
import { FeatureGridSchema } from './FeatureGrid/schema';
import { MediaTextSchema } from './MediaText/schema';
import { ServiceCatalogSchema } from './ServiceCatalog/schema';
import { StepsSchema } from './Steps/schema';
import { LinkCardsSchema } from './LinkCards/schema';
import { OfficesSchema } from './Offices/schema';
import { JobOpeningsSchema } from './JobOpenings/schema';
import { LogoCarouselSchema } from './LogoCarousel/schema';
import { SearchResultsSchema } from './SearchResults/schema';

const block = <T extends string, S extends z.ZodType>(type: T, props: S) => z.object({ type: z.literal(type), props }).strict();

/**
 * Every block a content page may use: `{ "type": "...", "props": { ... } }`. To add a block, create
 * its folder with a schema and component, add it here and to registry.ts (the compiler insists).
 */
export const BlockSchema = z.discriminatedUnion(
  'type',
  [
    block('hero', HeroSchema),
    block('richText', RichTextSchema),
    block('slot', SlotSchema),
    block('blogList', BlogListSchema),
    block('article', ArticleSchema),
    block('legalDocument', LegalDocumentSchema),
    block('contentTabs', ContentTabsSchema),
    block('featureGrid', FeatureGridSchema),
    block('mediaText', MediaTextSchema),
    block('faq', FaqSchema),
    block('steps', StepsSchema),
    block('linkCards', LinkCardsSchema),
    block('offices', OfficesSchema),
    block('jobOpenings', JobOpeningsSchema),
    block('logoCarousel', LogoCarouselSchema),
    block('ctaBanner', CtaBannerSchema),
    block('serviceCatalog', ServiceCatalogSchema),
    block('searchResults', SearchResultsSchema),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' && issue.note === 'No matching discriminator'
        ? `unknown block type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type)}; expected one of ${blockTypes()}`
        : undefined,
  },
);

function blockTypes(): string {
  return BlockSchema.options.map((option) => `'${option.shape.type.value}'`).join(', ');
}

/** A page under content/pages/: its blocks, top to bottom. */
export const PageSchema = z
  .object({
    /** Path of the JSON Schema that gives editors autocompletion. */
    $schema: z.string().optional(),
    /** The blocks, top to bottom; the first is usually the hero holding the page's h1. At most one slot: each is a form that posts to the page's own address. */
    blocks: z
      .array(BlockSchema)
      .min(1)
      .superRefine((blocks, ctx) => {
        const slots = blocks.flatMap((block, index) => (block.type === 'slot' ? [index] : []));
        for (const index of slots.slice(1))
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `a second slot: each slot is a form that posts to the page's own address, so a page holds one (the first is blocks[${slots[0]}])`,
          });
      }),
  })
  .strict();

export type Block = z.output<typeof BlockSchema>;
export type BlockType = Block['type'];
export type BlockProps<T extends BlockType> = Extract<Block, { type: T }>['props'];
export type Page = z.output<typeof PageSchema>;
