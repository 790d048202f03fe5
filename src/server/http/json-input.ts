import type { MiddlewareHandler } from 'hono';
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
    if (!JSON_MEDIA_TYPE.test(mediaType(c.req.header('content-type')))) {
      throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
    }
    const body = await readBody(c, { limit: maxBytes, tooLarge: () => tooLarge(maxBytes), ...c.var.inflight });
    const text = body.toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'The request body is not valid JSON');
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw validationError(parsed.error);
    c.req.addValidatedData('json', parsed.data);
    await next();
  };
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, `The request body is larger than ${Math.round(limit / 1024)} KB`);
}
