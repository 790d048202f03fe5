import type { MiddlewareHandler } from 'hono';
import { isUuid, UUID_SOURCE } from '../../lib/ids';
import { LocalDateSchema, OFFICE_REGIONS, type OfficeRegion } from '../../schemas/enquiries';
import { DEPLOYED_ENTRY, PAGE_NAME } from '../../schemas/live-content';
import { documented } from '../contract/describe';
import { ApiError } from './errors';

/**
 * What files/store.ts and files/images.ts generate: a UUID, for a resized copy `-{width}w`, and for
 * an image its extension. Nothing else was ever stored, so nothing else is looked up.
 */
const STORED_NAME = new RegExp(`^${UUID_SOURCE}(?:-[1-9][0-9]{0,4}w)?(?:\\.[a-z0-9]{1,8})?$`);
/** What blog/slugs.ts makes (at most 80 characters today; old slugs were allowed 100). */
const SLUG = /^[a-z0-9-]{1,100}$/;

/** A passkey's credential id as the authenticator made it: base64url, bounded as the sign-in schema bounds it. */
export function isPasskeyId(value: string | undefined): value is string {
  return value !== undefined && value.length <= 1400 && /^[A-Za-z0-9_-]+$/.test(value);
}

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

/** A content page's name (content/pages/<name>.json). */
export function isPageName(value: string | undefined): value is string {
  return value !== undefined && PAGE_NAME.test(value);
}

/** A history entry's id: a positive integer the database numbered. */
export function isSerial(value: string | undefined): value is string {
  return value !== undefined && /^[1-9][0-9]{0,15}$/.test(value);
}

/** A history entry's id: a publish's serial, or the deployed version's. */
export function isHistoryId(value: string | undefined): value is string {
  return value === DEPLOYED_ENTRY || isSerial(value);
}

/** An office whose calendar the promise of an answer is counted in. */
export function isOfficeRegion(value: string | undefined): value is OfficeRegion {
  return OFFICE_REGIONS.includes(value as OfficeRegion);
}

/** A local calendar day, YYYY-MM-DD, that exists. */
export function isLocalDay(value: string | undefined): value is string {
  return LocalDateSchema.safeParse(value).success;
}

/** What a path parameter can hold, as the OpenAPI document says it (contract/describe.ts). */
const PARAMETER_SCHEMAS = new Map<
  (value: string | undefined) => boolean,
  { type: 'string'; pattern: string; description: string }
>([
  [isId, { type: 'string', pattern: `^${UUID_SOURCE}$`, description: 'An id as the API answered it (a UUID)' }],
  [
    isPostKey,
    {
      type: 'string',
      pattern: `^(${UUID_SOURCE}|${SLUG.source.slice(1, -1)})$`,
      description: "The post's id or one of its slugs",
    },
  ],
  [isPasskeyId, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,1400}$', description: "The passkey's id as the list answered it" }],
  [isStoredName, { type: 'string', pattern: STORED_NAME.source, description: 'The name in the URL the upload answered' }],
  [isPageName, { type: 'string', pattern: PAGE_NAME.source, description: "The page's file name in content/pages/ ('about')" }],
  [isSerial, { type: 'string', pattern: '^[1-9][0-9]{0,15}$', description: 'The id the list answered' }],
  [
    isHistoryId,
    {
      type: 'string',
      pattern: `^([1-9][0-9]{0,15}|${DEPLOYED_ENTRY})$`,
      description: "The id the history answered ('deployed' for its last entry)",
    },
  ],
  [isOfficeRegion, { type: 'string', pattern: `^(${OFFICE_REGIONS.join('|')})$`, description: 'The office: uk or nepal' }],
  [isLocalDay, { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: "The office's local date, YYYY-MM-DD" }],
]);

/**
 * Refuses a path parameter that is not the shape of anything we store with 404, before any query:
 * whatever a client puts in a URL (a NUL byte, which PostgreSQL text cannot hold, a megabyte of
 * text, another script) never reaches the database, and costs no more than a wrong name does.
 */
export function pathParam(name: string, shape: (value: string | undefined) => boolean, notFound: string): MiddlewareHandler {
  const schema = PARAMETER_SCHEMAS.get(shape);
  if (!schema) throw new Error(`pathParam: ${shape.name} has no schema for the API's document`);
  const { description, ...pattern } = schema;
  return documented(
    async (c, next) => {
      if (!shape(c.req.param(name))) throw new ApiError(404, notFound);
      await next();
    },
    { parameters: [{ in: 'path', name, required: true, description, schema: pattern }], answers: { 404: notFound } },
  );
}
