import type { z } from 'zod';

/** A block folder's name from its type: 'richText' → 'RichText' (src/blocks/RichText/). */
export const folderOf = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/**
 * A block added from the palette starts as its fixture (the one its story and test share), so it
 * looks like the block it is and every required field has an example: the first export of the
 * block's fixture files that its schema accepts.
 */
export function fixtureAmong(modules: Record<string, unknown>[], schema: z.ZodType): Record<string, unknown> | undefined {
  for (const module of modules)
    for (const value of Object.values(module))
      if (schema.safeParse(value).success) return structuredClone(value as Record<string, unknown>);
  return undefined;
}
