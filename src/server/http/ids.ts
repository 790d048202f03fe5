import type { MiddlewareHandler } from 'hono';
import { isUuid, UUID_SOURCE } from '../../lib/ids';
import { ApiError } from './errors';

/**
 * What files/store.ts and files/images.ts generate: a UUID, for a resized copy `-{width}w`, and for
 * an image its extension. Nothing else was ever stored, so nothing else is looked up.
 */
const STORED_NAME = new RegExp(`^${UUID_SOURCE}(?:-[1-9][0-9]{0,4}w)?(?:\\.[a-z0-9]{1,8})?$`);
/** What blog/slugs.ts makes (at most 80 characters today; old slugs were allowed 100). */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** Our ids are random UUIDs; anything else in a URL cannot name a row, so it is a 404 without a query. */
export function isId(value: string | undefined): value is string {
  return value !== undefined && isUuid(value);
}

/** A stored file's generated name (uploads are served by it). */
export function isStoredName(value: string | undefined): value is string {
  return value !== undefined && STORED_NAME.test(value);
}

/** A post's address: its id or one of its slugs. */
export function isPostKey(value: string | undefined): value is string {
  return value !== undefined && (isUuid(value) || SLUG.test(value));
}

/**
 * Refuses a path parameter that is not the shape of anything we store with 404, before any query:
 * whatever a client puts in a URL (a NUL byte, which PostgreSQL text cannot hold, a megabyte of
 * text, another script) never reaches the database, and costs no more than a wrong name does.
 */
export function pathParam(name: string, shape: (value: string | undefined) => boolean, notFound: string): MiddlewareHandler {
  return async (c, next) => {
    if (!shape(c.req.param(name))) throw new ApiError(404, notFound);
    await next();
  };
}
