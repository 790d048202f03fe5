import type { MiddlewareHandler } from 'hono';
import { resolver, uniqueSymbol, type DescribeRouteOptions, type HandlerUniqueProperty } from 'hono-openapi';
import { z } from 'zod';
import { UserSchema } from '../../schemas/auth';
import { PostSchema } from '../../schemas/blog';
import { RevisionSchema, RevisionSummarySchema } from '../../schemas/blog-revisions';
import { ErrorBodySchema } from '../../schemas/errors';
import { InboxFileSchema } from '../../schemas/inbox';
import { PasskeySummarySchema } from '../../schemas/sign-in-factors';

/*
 * How a route says what it is in the API's OpenAPI document (contract/document.ts). The document is
 * read off the app's own routes (hono-openapi walks them): each middleware that checks something
 * (a JSON body, a query, a path parameter, a token, a rate limit) carries the description of what
 * it checks, from the same zod schema it checks with, and each route adds its summary and answers
 * with describe(). A route the app answers without a description fails contract/drift.test.ts.
 */

/** The document's tags, in the order the reference shows them. */
export const TAGS = {
  health: 'Health',
  forms: 'Forms',
  auth: 'Sign-in',
  account: 'Account',
  blog: 'Blog',
  uploads: 'Uploads',
  admin: 'Administration',
  team: 'Team',
  content: 'Site content',
  inbox: 'Inbox',
  search: 'Search',
  insights: 'Insights',
  contract: 'Contract',
} as const;
type Tag = (typeof TAGS)[keyof typeof TAGS];

/** The name of the bearer-token scheme in components.securitySchemes. */
export const BEARER = 'bearerAuth';

/** A JSON answer: its description and the zod schema of its body (as the server writes it). */
export interface JsonAnswer {
  description: string;
  schema: z.ZodType;
  headers?: Record<string, { description: string; schema: { type: 'string' | 'integer' } }>;
}
/**
 * An answer per status: an error's description (the API's one error shape), the same with headers,
 * a JSON body, or a body of another type (no body: `mediaType: null`).
 */
export type Answer =
  | string
  | { error: string; headers: NonNullable<JsonAnswer['headers']> }
  | JsonAnswer
  | { description: string; mediaType: string | null; headers?: JsonAnswer['headers'] };

export interface RouteDescription {
  summary: string;
  description?: string;
  tags: Tag[];
  answers: Record<number, Answer>;
  /** Set on a call whose body is not checked by jsonInput (a multipart form). */
  requestBody?: DescribeRouteOptions['requestBody'];
  /** Set on a call whose parameters no zod schema checks (a repeated query parameter). */
  parameters?: DescribeRouteOptions['parameters'];
}

/**
 * The answers' schemas that many calls share, named once in components.schemas and referred to.
 * Answers only: a request's schema is its input form, which differs (defaults are optional there).
 * Its own registry, not zod's global one, so loading this module twice (tests) names nothing twice.
 */
const named = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  Error: ErrorBodySchema,
  Post: PostSchema,
  RevisionSummary: RevisionSummarySchema,
  Revision: RevisionSchema,
  User: UserSchema,
  Passkey: PasskeySummarySchema,
  InboxFile: InboxFileSchema,
})) {
  named.add(schema, { id });
}

const asOutput = { options: { io: 'output', metadata: named } } as const;

/** A body written by the server, in its output form (what a client reads). */
const jsonContent = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema, asOutput) } });
/** A body a client sends, in its input form (defaults optional, what a client may write). */
export const jsonRequest = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema) } });

/** A multipart form: its fields from the form's schema, and one file part. */
export const multipartRequest = (schema: z.ZodType, fileField: string, { required }: { required: boolean }) => {
  const filePart = z.object({ [fileField]: required ? z.file() : z.file().optional() });
  return { 'multipart/form-data': { schema: resolver(z.intersection(schema, filePart)) } };
};

/** The API's one error shape, with what this status means for this call. */
const errorAnswer = (description: string, headers?: JsonAnswer['headers']) => ({
  description,
  content: jsonContent(ErrorBodySchema),
  ...(headers ? { headers } : {}),
});

/** The headers of a page of a list (http/paging.ts). */
export const PAGE_HEADERS = {
  'X-Total-Count': { description: 'The items over all pages', schema: { type: 'integer' as const } },
  Link: {
    description: 'RFC 8288 links to the first, last, previous and next pages, each with the same page size',
    schema: { type: 'string' as const },
  },
};

export const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' as const } },
};

function toResponse(answer: Answer) {
  if (typeof answer === 'string') return errorAnswer(answer);
  if ('error' in answer) return errorAnswer(answer.error, answer.headers);
  const headers = answer.headers ? { headers: answer.headers } : {};
  if ('schema' in answer) return { description: answer.description, content: jsonContent(answer.schema), ...headers };
  return { description: answer.description, ...(answer.mediaType ? { content: { [answer.mediaType]: {} } } : {}), ...headers };
}

function responses(answers: Record<number, Answer>) {
  return Object.fromEntries(Object.entries(answers).map(([status, answer]) => [status, toResponse(answer)]));
}

/**
 * A route's summary, tags and answers, as a middleware that does nothing but carry them. Not async
 * (describeRoute's is): it hands back next()'s promise, so a request pays no extra promise for it.
 */
export function describe({ answers, ...route }: RouteDescription): MiddlewareHandler {
  const carrier: HandlerUniqueProperty = { spec: { ...route, responses: responses(answers) } };
  return Object.assign(((_c, next) => next()) satisfies MiddlewareHandler, { [uniqueSymbol]: carrier });
}

/** What a route of a describer's tag says of itself: everything but the tag. */
type TaggedRouteDescription = Omit<RouteDescription, 'tags'>;

/**
 * describe() for the routes of one tag, so that a feature names its tag once and each of its
 * routes says only what is its own. The tag stands after the summary and description, where a
 * route given to describe() writes it, so the document's keys keep their order.
 */
export function describer(tag: Tag) {
  return ({ summary, description, ...rest }: TaggedRouteDescription): MiddlewareHandler =>
    describe({ summary, ...(description === undefined ? {} : { description }), tags: [tag], ...rest });
}

/**
 * Gives a checking middleware the part of the document it is the source of: the request body,
 * parameters, security or the answers it can give. The middleware itself is returned unchanged.
 */
export function documented<M extends MiddlewareHandler>(
  middleware: M,
  { answers = {}, ...spec }: Omit<DescribeRouteOptions, 'responses'> & { answers?: Record<number, Answer> },
): M {
  const carrier: HandlerUniqueProperty = { spec: { ...spec, responses: responses(answers) } };
  return Object.assign(middleware, { [uniqueSymbol]: carrier });
}

/**
 * A query string's parameters from the zod schema that parses it, for a middleware that checks
 * one: each property becomes a parameter, its limits and default with it.
 */
export function documentedQuery<M extends MiddlewareHandler>(middleware: M, schema: z.ZodType): M {
  return Object.assign(middleware, { [uniqueSymbol]: { target: 'query', ...resolver(schema) } });
}
