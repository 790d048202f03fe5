import { z } from 'zod';
import { longText } from '../../config/field-meta';

/** A table inside prose, e.g. the cookie table: a caption, column headings and rows of cells. */
const ProseTableSchema = z
  .object({
    /** What the table lists, read out by screen readers. */
    caption: longText(),
    /** Column headings, left to right. */
    columns: z.array(z.string().min(1)).min(1),
    /** Rows, each with one cell per column; cells accept the same inline links as paragraphs. */
    rows: z.array(z.array(z.string())).min(1),
  })
  .strict()
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), {
    message: 'every row needs exactly one cell per column',
    path: ['rows'],
  });

/**
 * One piece of running text. A plain string is a paragraph; `[label](/path)` makes a link (site
 * paths, mailto: and https: addresses) and `**text**` bold. Objects add lists, sub-headings, a
 * table, or the company's offices and e-mail from site.config.
 */
export const ProseItemSchema = z.union([
  z.string().min(1),
  z
    .object({
      /** Bulleted (or numbered) points. */
      list: z.array(z.string().min(1)).min(1),
      /** Numbered instead of bulleted; default: false. */
      ordered: z.boolean().default(false),
    })
    .strict(),
  z
    .object({
      /** A heading one level below the section's heading. */
      subheading: z.string().min(1),
    })
    .strict(),
  z
    .object({
      /** A data table. */
      table: ProseTableSchema,
    })
    .strict(),
  z
    .object({
      /** true: the office cities with their addresses and the contact e-mail, from site.config. */
      contactDetails: z.literal(true),
    })
    .strict(),
]);

/** Running text: paragraphs, lists, sub-headings and tables, in order. */
export const ProseSchema = z.array(ProseItemSchema).min(1).meta({ field: 'prose' });

/** A titled part of an article or legal document. */
export const ProseSectionSchema = z
  .object({
    /** Section heading (an h2). */
    heading: z.string().min(1),
    /** The section's text. */
    body: ProseSchema,
  })
  .strict();

export type ProseItem = z.output<typeof ProseItemSchema>;
