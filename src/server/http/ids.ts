import { isUuid } from '../../lib/ids';

/** Our ids are random UUIDs; anything else in a URL cannot name a row, so it is a 404 without a query. */
export function isId(value: string | undefined): value is string {
  return value !== undefined && isUuid(value);
}
