import { schemaResolver } from '@mantine/form';
import { z } from 'zod';
import { sizeLabel } from '../../schemas/errors';
import { MAX_QUOTE_FILE_BYTES, QUOTE_REQUIRED_FIELDS, QuoteRequestSchema } from '../../schemas/quote';
import type { QuoteRegion, QuoteValues } from '../../stores/quote';

export type QuoteField = keyof QuoteValues;

/** The visible label of every field; the first four are the contact fields the API requires. */
export const quoteLabels: Record<QuoteField, string> = {
  fullName: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  companyName: 'Company Name',
  size: 'Size of your company',
  contactMethod: 'Preferred contact method',
  services: 'Service you need',
  description: 'Project description',
  budget: 'Budget',
  source: 'How did you hear about us?',
  additionalDetails: 'Additional details',
  deadline: 'Deadline',
};

/** What the dialog insists on; the deadline stays optional. */
export const modalRequired: readonly QuoteField[] = [
  ...QUOTE_REQUIRED_FIELDS,
  'size',
  'contactMethod',
  'services',
  'budget',
  'source',
];

/** What the region pages insist on: what the API requires. */
export const regionRequired: readonly QuoteField[] = QUOTE_REQUIRED_FIELDS;

export const FILE_TOO_LARGE = `The file is larger than ${sizeLabel(MAX_QUOTE_FILE_BYTES)}. Choose a file of at most ${sizeLabel(MAX_QUOTE_FILE_BYTES)}.`;

export const isBlank = (value: string) => value.trim() === '';

/** What the server answers for `field` left blank ('Full name is required'), from its own schema; none for a field it lets be empty. */
function serverBlankMessage(field: QuoteField): string | undefined {
  const result = QuoteRequestSchema.shape[field].safeParse('');
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * The required fields left empty, each with a message for the field itself: the server's own for
 * the fields the API requires, so the form and the API say the same; the label's for the fields
 * only the dialog insists on.
 */
export function blankRequired(values: QuoteValues, required: readonly QuoteField[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of required) {
    if (isBlank(values[field])) errors[field] = serverBlankMessage(field) ?? `${quoteLabels[field]} is required`;
  }
  return errors;
}

/**
 * The server's own schema as the form's validator, with the region filled in so the budget is
 * checked against the right bands: what passes here passes the API.
 */
export function quoteValidator(region: QuoteRegion) {
  return schemaResolver(
    z.preprocess((values) => ({ ...(values as object), region }), QuoteRequestSchema),
    { sync: true },
  );
}
