import type { Options } from 'ky';
import type { PathsWithMethod, SuccessResponseJSON } from 'openapi-typescript-helpers';
import type { paths } from './openapi';

/*
 * The API's calls as its own OpenAPI document types them (docs/openapi.json, turned into
 * ./openapi.d.ts by the build): the address, the path's parameters, the query, the JSON body and the
 * answer are the ones the server's routes declare, so a change of contract is a compile error in
 * the screen that calls it, not a field it reads that is no longer sent. `call` (./client.ts) sends them.
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The document's addresses that answer `M`. */
export type PathOf<M extends Method> = PathsWithMethod<paths, M>;
type Operation<M extends Method, P extends PathOf<M>> = paths[P][M];

/** What a call of `M` on `P` answers when it succeeds, as the document declares it. */
export type Answer<M extends Method, P extends PathOf<M>> =
  Operation<M, P> extends Record<string, unknown> ? SuccessResponseJSON<Operation<M, P>> : never;

/** A parameter part of the operation, or never when it has none (openapi-typescript writes `?: never`). */
type Part<Op, K extends string> = Op extends { parameters: { [Key in K]?: infer T } } ? NonNullable<T> : never;

type PathPart<Op> = [Part<Op, 'path'>] extends [never] ? { path?: never } : { path: Part<Op, 'path'> };
type QueryPart<Op> = [Part<Op, 'query'>] extends [never] ? { query?: never } : { query?: Part<Op, 'query'> };
/** The JSON body, optional where the document's is (the helpers' RequestBodyJSON loses an optional one). */
type Json<Op> = Op extends { requestBody?: infer B } ? JsonContent<NonNullable<B>> : never;
type JsonContent<B> = [B] extends [never] ? never : B extends { content: { 'application/json': infer J } } ? J : never;
type JsonPart<Op> = [Json<Op>] extends [never]
  ? { json?: never }
  : Op extends { requestBody: object }
    ? { json: Json<Op> }
    : { json?: Json<Op> };

/** What ky is told besides the typed parts: a signal, the hooks' context, a body that is not JSON (a form), a fetch. */
export type KyRest = Omit<Options, 'json' | 'searchParams' | 'method' | 'prefix' | 'baseUrl'>;

export type CallOptions<M extends Method, P extends PathOf<M>> = KyRest &
  PathPart<Operation<M, P>> &
  QueryPart<Operation<M, P>> &
  JsonPart<Operation<M, P>>;

/** The options, which may be left out when nothing in them is required. */
export type OptionsArg<M extends Method, P extends PathOf<M>> =
  Record<never, never> extends Omit<CallOptions<M, P>, keyof KyRest>
    ? [options?: CallOptions<M, P>]
    : [options: CallOptions<M, P>];
