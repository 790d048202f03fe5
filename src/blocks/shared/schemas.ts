import { z } from 'zod';
import { longText } from '../../config/field-meta';
import { PathSchema } from '../../config/site-schema';

/** An image shipped under public/, with its intrinsic size so the page never shifts while it loads. */
export const ImageSchema = z
  .object({
    /** Path under public/, e.g. '/images/services/cloud-services.svg'. */
    src: z.string().startsWith('/'),
    /** What the image shows, for screen readers; '' only for decorative images. */
    alt: z.string(),
    /** Intrinsic width in pixels. */
    width: z.number().int().positive(),
    /** Intrinsic height in pixels. */
    height: z.number().int().positive(),
  })
  .meta({ field: 'image' });

/**
 * What a button or link does: go to a page of the site, open the visitor's mail program with a
 * prefilled subject to the company address, or open the quote dialog.
 */
export const ActionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('link'),
      /** Button text. */
      label: z.string().min(1),
      /** Site path. */
      to: PathSchema,
    })
    .strict(),
  z
    .object({
      kind: z.literal('mail'),
      /** Button text. */
      label: z.string().min(1),
      /** Subject line of the prefilled e-mail to the company address. */
      subject: z.string().min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal('quote'),
      /** Button text; default: 'Request a quote'. */
      label: z.string().min(1).default('Request a quote'),
    })
    .strict(),
]);

/**
 * The fields of a titled section block (see TitledSection), spread into its schema:
 * `z.object({ ...sectionFields, items: ... }).strict()`.
 */
export const sectionFields = {
  /** Section heading (an h2). */
  heading: z.string().min(1),
  /** Lead paragraph under the heading; default: none. */
  intro: longText().optional(),
  /** Grey background band; default: false. */
  muted: z.boolean().default(false),
};

export type ImageData = z.output<typeof ImageSchema>;
export type Action = z.output<typeof ActionSchema>;

/** The fields of a run of text: paragraphs, then bulleted points (RichText, MediaText; rendered by TextRun). */
export const textRunFields = {
  /** Paragraphs, in order. */
  paragraphs: z.array(longText()).min(1),
  /** Bulleted points after the paragraphs; default: none. */
  bullets: z.array(z.string().min(1)).default([]),
};
