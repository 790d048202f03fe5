import { z } from 'zod';

/** A schema without the wrappers that only say whether a value may be left out. */
export interface Unwrapped {
  schema: z.ZodType;
  /** The page is valid without this value (optional, or filled in by a default). */
  optional: boolean;
  /** The schema's default, when it has one. */
  fallback?: unknown;
}

export function unwrap(schema: z.ZodType): Unwrapped {
  let inner = schema;
  let optional = false;
  let fallback: unknown;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      optional = true;
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodDefault) {
      optional = true;
      fallback = inner.def.defaultValue;
      inner = inner.unwrap() as z.ZodType;
    } else return { schema: inner, optional, ...(fallback === undefined ? {} : { fallback }) };
  }
}

/** The option of a discriminated union (an action's 'link', 'mail' or 'quote') that a value names. */
export function optionFor(union: z.ZodDiscriminatedUnion, value: Record<string, unknown>): z.ZodObject | undefined {
  const key = union.def.discriminator;
  return union.options.find(
    (option): option is z.ZodObject => option instanceof z.ZodObject && literalOf(option, key) === value[key],
  );
}

/** The value of a literal field (`kind: z.literal('link')`), read from an object schema. */
export function literalOf(schema: z.ZodObject, key: string): unknown {
  const field: unknown = schema.shape[key];
  return field instanceof z.ZodLiteral ? field.value : undefined;
}

/**
 * Calls `visit` with every text of a value valid for `schema`, the schema that holds it and its
 * path: the compiler's way to find the links of a page without knowing its blocks.
 */
export function visitTexts(
  schema: z.ZodType,
  value: unknown,
  visit: (text: string, schema: z.ZodType, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  const { schema: inner } = unwrap(schema);
  if (typeof value === 'string') return visit(value, inner, path);
  if (inner instanceof z.ZodArray && Array.isArray(value))
    return value.forEach((item, index) => visitTexts(inner.element as z.ZodType, item, visit, [...path, index]));
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (inner instanceof z.ZodObject)
    for (const [key, item] of Object.entries(record)) {
      const field = inner.shape[key] as z.ZodType | undefined;
      if (field) visitTexts(field, item, visit, [...path, key]);
    }
  else if (inner instanceof z.ZodDiscriminatedUnion) {
    const option = optionFor(inner, record);
    if (option) visitTexts(option, value, visit, path);
  } else if (inner instanceof z.ZodUnion) {
    const option = (inner.options as z.ZodType[]).find((candidate) => candidate.safeParse(value).success);
    if (option) visitTexts(option, value, visit, path);
  }
}
