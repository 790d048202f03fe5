import { z } from 'zod';
import { optionFor, unwrap } from '../../config/schema-shape';

/**
 * A value that satisfies the schema's shape for a new block or list item: each default, the first
 * choice of a list of choices, one item where a list needs one, and empty text that the editor is
 * asked to fill in (saving says which field is still empty).
 */
function defaultValue(schema: z.ZodType): unknown {
  const { schema: inner, optional, fallback } = unwrap(schema);
  if (fallback !== undefined) return structuredClone(fallback);
  if (optional) return undefined;
  if (inner instanceof z.ZodString) return '';
  if (inner instanceof z.ZodNumber) return inner.minValue ?? 1;
  if (inner instanceof z.ZodBoolean) return false;
  if (inner instanceof z.ZodEnum) return inner.options[0];
  if (inner instanceof z.ZodLiteral) return inner.value;
  if (inner instanceof z.ZodArray) {
    return Array.from({ length: Math.min(lengthLimits(inner).min ?? 0, 1) }, () => defaultValue(inner.element as z.ZodType));
  }
  if (inner instanceof z.ZodObject) return defaultObject(inner);
  if (inner instanceof z.ZodUnion) return defaultValue(inner.options[0] as z.ZodType);
  return undefined;
}

export function defaultObject(schema: z.ZodObject): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = defaultValue(field as z.ZodType);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * The page as the file holds it: an optional text the editor emptied is left out, as a person
 * editing the JSON would delete the line, instead of being saved as '' (which the schema refuses).
 */
export function prune(schema: z.ZodType, value: unknown): unknown {
  const { schema: inner, optional } = unwrap(schema);
  if (optional && value === '') return undefined;
  if (inner instanceof z.ZodArray && Array.isArray(value)) return value.map((item) => prune(inner.element as z.ZodType, item));
  if (inner instanceof z.ZodObject && value && typeof value === 'object' && !Array.isArray(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const field = inner.shape[key] as z.ZodType | undefined;
      const pruned = field ? prune(field, item) : item;
      if (pruned !== undefined) out[key] = pruned;
    }
    return out;
  }
  if (inner instanceof z.ZodDiscriminatedUnion && value && typeof value === 'object') {
    const option = optionFor(inner, value as Record<string, unknown>);
    return option ? prune(option, value) : value;
  }
  return value;
}

/** The fewest and most items a list accepts (`.min(1)`, `.max(8)`), as its JSON Schema states them. */
export function lengthLimits(schema: z.ZodArray): { min?: number; max?: number } {
  const { minItems, maxItems } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return { ...(minItems === undefined ? {} : { min: minItems }), ...(maxItems === undefined ? {} : { max: maxItems }) };
}
