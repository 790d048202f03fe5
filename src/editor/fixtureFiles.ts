import type { z } from 'zod';
import { fixtureAmong, folderOf } from './fixtures';

/** Each block's fixture file (src/blocks/<Block>/<Block>.fixture.ts), collected by the bundler. */
const files = import.meta.webpackContext('../blocks', { recursive: true, regExp: /\/[A-Z][A-Za-z]+\/[A-Za-z]+\.fixture\.ts$/ });

export function fixtureFor(type: string, schema: z.ZodType): Record<string, unknown> | undefined {
  const keys = files.keys().filter((key) => key.startsWith(`./${folderOf(type)}/`));
  return fixtureAmong(
    keys.map((key) => files(key) as Record<string, unknown>),
    schema,
  );
}
