import type { Context } from 'hono';
import type { z } from 'zod';
import { validationError } from './errors';

/** The URL's query parameters through a zod schema: 400 naming each bad parameter. */
export function parseQuery<S extends z.ZodType<object>>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
