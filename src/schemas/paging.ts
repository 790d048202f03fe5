import { z } from 'zod';

/** A page number or size in a query string: a whole number from 1 to `max`, named in the message. */
export const pageNumber = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

/** The most items any list answers at once, whatever a client asks for. */
export const MAX_PAGE_SIZE = 100;

/** The highest page number a list accepts: past every page any list here could have. */
export const MAX_PAGE_NUMBER = 100_000;
