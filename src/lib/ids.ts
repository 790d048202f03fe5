/** A random UUID as this project writes it (crypto.randomUUID: lower-case hex), unanchored so patterns can embed it. */
export const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

const UUID = new RegExp(`^${UUID_SOURCE}$`);

/** Whether `value` is exactly one of our UUIDs. */
export const isUuid = (value: string): boolean => UUID.test(value);
