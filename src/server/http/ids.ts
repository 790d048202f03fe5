const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Our ids are random UUIDs; anything else in a URL cannot name a row, so it is a 404 without a query. */
export function isId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}
