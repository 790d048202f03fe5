import type { Context, MiddlewareHandler } from 'hono';
import { documentedQuery } from '../contract/describe';
import type { AppEnv } from '../context';
import type { z } from 'zod';
import { validationError } from './errors';

/** The URL's query parameters through a zod schema: 400 naming each bad parameter. */
function parseQuery<S extends z.ZodType<object>>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * The query string checked before the handler, which reads it with `c.req.valid('query')`: 400
 * naming each bad parameter. A request without a query skips zod and gets the schema's defaults.
 */
export function queryInput<S extends z.ZodType<object>>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { query: Record<string, string> }; out: { query: z.output<S> } }> {
  // Frozen, so the one object every request without a query shares cannot be changed by one of them.
  let defaults: { value: Readonly<z.output<S>> } | undefined;
  return documentedQuery(async (c, next) => {
    let query: Readonly<z.output<S>>;
    if (c.req.url.includes('?')) query = parseQuery(c, schema);
    else query = (defaults ??= { value: Object.freeze(parseQuery(c, schema)) }).value;
    c.req.addValidatedData('query', query);
    await next();
  }, schema);
}
