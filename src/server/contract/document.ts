import type { Hono } from 'hono';
import type { AppEnv } from '../context';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import { ErrorBodySchema } from '../../schemas/errors';
import { MAX_JSON_BYTES } from '../http/json-input';
import { BEARER, describe, TAGS } from './describe';

/** The API's OpenAPI document as generateSpecs builds it. */
export type OpenApiDocument = Awaited<ReturnType<typeof generateSpecs>>;

const INFO = {
  title: 'Nexlink IT Solutions API',
  version: '1.0.0',
  description: [
    "The website's own API: the public forms, sign-in, the blog, and the staff's administration.",
    'Generated from the schemas the server validates with; what a schema cannot say (the order of',
    'calls, limits per time, retries, caching) is in docs/api.md of the repository.',
    `Bodies are JSON (at most ${MAX_JSON_BYTES / 1024} KB unless a call says otherwise) except the multipart`,
    'uploads; every error answers `{ "error", "fields"? }`; a 500 adds the `requestId` to quote in a report.',
  ].join(' '),
};

const { $schema: _dialect, ...errorBody } = z.toJSONSchema(ErrorBodySchema, { io: 'output' });
const ERROR_BODY = errorBody as { type: 'object' };

/**
 * The OpenAPI 3.1 document of every route under /api of `app`, read off the routes themselves
 * (contract/describe.ts). Built once per app: the routes do not change while it runs.
 */
export function openApiDocument(app: Hono<AppEnv>): () => Promise<OpenApiDocument> {
  let built: Promise<OpenApiDocument> | undefined;
  return () =>
    (built ??= generateSpecs(app, {
      documentation: {
        info: INFO,
        tags: Object.values(TAGS).map((name) => ({ name })),
        components: {
          securitySchemes: {
            [BEARER]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description:
                'The accessToken of POST /api/auth/login (15 minutes); POST /api/auth/refresh-token gives a new pair. ' +
                "A call's roles say who may make it: none, any signed-in account; admin, an administrator.",
            },
          },
        },
      },
      // The pages, feeds and files of the site itself are not the API.
      exclude: [/^(?!\/api\/)/],
      // /api/openapi.json is not a static file.
      excludeStaticFile: false,
      // Added to each call that has a query schema (http/query.ts), as plain JSON Schema.
      defaultValidationErrorResponse: {
        description: 'A query parameter is not valid: `fields` names each one with its message',
        content: { 'application/json': { schema: ERROR_BODY } },
      },
    }).then(finish));
}

/** What any call can answer, whatever it is. */
const ANY_CALL = {
  500: 'The server failed: the answer carries `requestId`, the id of the request in its log, to quote in a report',
  503: 'The instance is shutting down (Retry-After): another instance, or this one after its restart, answers the same request',
};

/**
 * The last touches generateSpecs cannot make: each operation's security once (a guard mounted with
 * `use` over a whole sub-app is merged into every one of its routes' middlewares), and the answers
 * every call can give.
 */
function finish(document: OpenApiDocument): OpenApiDocument {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {})) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      if (operation.security) {
        operation.security = [...new Map(operation.security.map((scheme) => [JSON.stringify(scheme), scheme])).values()];
      }
      operation.responses ??= {};
      for (const [status, description] of Object.entries(ANY_CALL)) {
        operation.responses[status] ??= { description, content: { 'application/json': { schema: ERROR_BODY } } };
      }
    }
  }
  return document;
}

/** GET /api/openapi.json's own description. */
export const describeDocument = describe({
  summary: "This API's OpenAPI 3.1 document",
  tags: [TAGS.contract],
  answers: { 200: { description: 'The document', mediaType: 'application/json' } },
});
