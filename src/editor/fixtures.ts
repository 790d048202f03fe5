import type { z } from 'zod';

/**
 * Each block's fixture (src/blocks/<Block>/<Block>.fixture.ts, shared by its story and test),
 * collected by the bundler: a block added from the palette starts as its fixture, so it looks like
 * the block it is and every required field has an example. The first export of the block's folder
 * that its schema accepts is taken.
 */
const files = import.meta.webpackContext('../blocks', { recursive: true, regExp: /\/[A-Z][A-Za-z]+\/[A-Za-z]+\.fixture\.ts$/ });

export function fixtureFor(type: string, schema: z.ZodType): Record<string, unknown> | undefined {
  const folder = type.charAt(0).toUpperCase() + type.slice(1);
  for (const key of files.keys().filter((file) => file.startsWith(`./${folder}/`))) {
    for (const value of Object.values(files(key) as Record<string, unknown>)) {
      const parsed = schema.safeParse(value);
      if (parsed.success) return structuredClone(value as Record<string, unknown>);
    }
  }
  return undefined;
}
