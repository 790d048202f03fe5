import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { z } from 'zod';
import { documented, jsonRequest } from '../contract/describe';
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
  return documented(
    async (c, next) => {
      const parsed = schema.safeParse(await readJson(c, { maxBytes }));
      if (!parsed.success) throw validationError(parsed.error);
      c.req.addValidatedData('json', parsed.data);
      await next();
    },
    { requestBody: { required: true, content: jsonRequest(schema) }, answers: bodyAnswers(maxBytes) },
  );
}

/** What reading a JSON body can answer before the handler runs (the OpenAPI document's share of readJson). */
export const bodyAnswers = (maxBytes: number) => ({
  400: 'The body is not valid JSON, or a field is not valid: `fields` names each one with its message',
  408: 'The body stopped arriving before it was complete',
  413: `The body is larger than ${Math.round(maxBytes / 1024)} KB`,
  415: 'The body is not sent as application/json',
});

/**
 * A JSON body checked for everything but its shape: the media type (415), the size while reading
 * (413), a stalled body (408) and the syntax (400). jsonInput() checks the shape with a schema;
 * a handler that reads more than the schema keeps (a form's guard fields) calls this itself.
 */
async function readJson(c: Context<AppEnv>, { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {}): Promise<unknown> {
  if (!JSON_MEDIA_TYPE.test(mediaType(c.req.header('content-type')))) {
    throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
  }
  return parseJson(await readBody(c, { limit: maxBytes, tooLarge: () => tooLarge(maxBytes), ...c.var.inflight }));
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON');
  }
}

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * For a request that takes no fields (restoring a revision, making a preview link): no body, or a
 * JSON object whose fields are ignored. A body that is sent is read to its end before the handler
 * runs, as any JSON body is, so one cut off by a client that went away, stalled, too large or not
 * JSON is answered for itself (400, 408, 413, 415) and changes nothing.
 */
export const noFields: MiddlewareHandler<AppEnv> = documented(
  async (c, next) => {
    const body = await readBody(c, { limit: MAX_JSON_BYTES, tooLarge: () => tooLarge(MAX_JSON_BYTES), ...c.var.inflight });
    if (body.length > 0) {
      if (!JSON_MEDIA_TYPE.test(mediaType(c.req.header('content-type')))) {
        throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
      }
      if (!isObject(parseJson(body))) {
        throw new ApiError(400, 'This request takes no fields: send no body, or an empty JSON object');
      }
    }
    await next();
  },
  {
    requestBody: {
      required: false,
      description: 'No body, or an empty JSON object (any fields are ignored)',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
    answers: bodyAnswers(MAX_JSON_BYTES),
  },
);

/**
 * A body that may be left out: none at all is `{}` to the handler; one that is sent is read to its
 * end and checked as jsonInput() checks a body (415, 413, 408, 400 and the schema's `fields`).
 */
export function optionalJsonInput<S extends z.ZodType<object>>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> | undefined }; out: { json: Partial<z.output<S>> } }> {
  return documented(
    async (c, next) => {
      const body = await readBody(c, { limit: MAX_JSON_BYTES, tooLarge: () => tooLarge(MAX_JSON_BYTES), ...c.var.inflight });
      if (body.length === 0) c.req.addValidatedData('json', {});
      else {
        if (!JSON_MEDIA_TYPE.test(mediaType(c.req.header('content-type')))) {
          throw new ApiError(415, 'Send the request body as JSON (Content-Type: application/json)');
        }
        const parsed = schema.safeParse(parseJson(body));
        if (!parsed.success) throw validationError(parsed.error);
        c.req.addValidatedData('json', parsed.data);
      }
      await next();
    },
    { requestBody: { required: false, content: jsonRequest(schema) }, answers: bodyAnswers(MAX_JSON_BYTES) },
  );
}

/** A JSON body that must be an object (a form's fields), else 400. */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const value = await readJson(c);
  if (!isObject(value)) throw new ApiError(400, 'The request body must be a JSON object with the form fields');
  return value as Record<string, unknown>;
}

function tooLarge(limit: number): ApiError {
  return new ApiError(413, `The request body is larger than ${Math.round(limit / 1024)} KB`);
}
