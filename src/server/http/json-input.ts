import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { z } from 'zod';
import { readBody } from './body';
import { ApiError, validationError } from './errors';

/** The contract's limit for JSON bodies. */
export const MAX_JSON_BYTES = 64 * 1024;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Validates a JSON body at the edge: the media type (415), the size while reading, so a liar's
 * Content-Length or a chunked flood cannot exceed 64 KB in memory (413), a stalled body (408), the
 * syntax (400), then the zod schema (400 with `fields`). The handler reads the typed result with `c.req.valid('json')`.
 * `maxBytes` raises the limit for the one kind of body that needs more (a blog post).
 */
export function jsonInput<S extends z.ZodType<object>>(
  schema: S,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    const parsed = schema.safeParse(await readJson(c, { maxBytes }));
    if (!parsed.success) throw validationError(parsed.error);
    c.req.addValidatedData('json', parsed.data);
    await next();
  };
}

/**
 * A JSON body checked for everything but its shape: the media type (415), the size while reading
 * (413), a stalled body (408) and the syntax (400). jsonInput() checks the shape with a schema;
 * a handler that reads more than the schema keeps (a form's guard fields) calls this itself.
 */
async function readJson(c: Context<AppEnv>, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
  if (!JSON_MEDIA_TYPE.test(mediaType(c.req.header('content-type')))) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  const body = await readBody(c, { limit: maxBytes, tooLarge: () => tooLarge(maxBytes), ...c.var.inflight });
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
}

/** A JSON body that must be an object (a form's fields), else 400. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const value = await readJson(c);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ApiError(400, 'The request body must be a JSON object with the form fields');
  return value as Record<string, unknown>;
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, `The request body is larger than ${Math.round(limit / 1024)} KB`);
}
