import { z } from 'zod';

/**
 * What a value is for, where its type alone does not say: written on the schema itself with zod's
 * `.meta({ field })`, read by the page editor (which field it offers) and the compiler (which values
 * are links to check against the routes).
 *
 * - 'route': a path of the site, one of site.config.ts's routes or aliases.
 * - 'image': an image under public/ with its size.
 * - 'prose': running text of paragraphs, lists and tables, with `[label](/path)` links.
 * - 'longText': a text that runs to sentences (a text area rather than a line).
 */
export type FieldKind = 'route' | 'image' | 'prose' | 'longText';

declare module 'zod' {
  interface GlobalMeta {
    field?: FieldKind;
    /** What an editor should know before changing the value, shown under its field (a design limit, say). */
    help?: string;
    /**
     * On a block's props: what the block shows of the site's settings rather than of its own
     * fields ("the offices' addresses"), which the editor says are edited with the settings.
     */
    showsSettings?: string;
  }
}

/** The kind a schema declares with `.meta({ field })`, if any (wrappers such as optional() hold none of their own). */
export const fieldKindOf = (schema: z.ZodType): FieldKind | undefined => schema.meta()?.field;

/** The help a schema gives its field with `.meta({ help })`, if any. */
export const helpOf = (schema: z.ZodType): string | undefined => schema.meta()?.help;

/** A text that runs to sentences (a description, an answer, a paragraph), which the editor gives a text area. */
export const longText = () => z.string().min(1).meta({ field: 'longText' });
