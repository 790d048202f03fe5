import { z } from 'zod';
import raw from '../../content/forms/options.json' with { type: 'json' };

/**
 * The option lists of the quote, contact and job forms. Editors change content/forms/options.json;
 * this schema checks the file when it is loaded, so a typo fails at start with the field named
 * rather than silently offering a broken list.
 */
const nonEmptyList = z.array(z.string().trim().min(1)).min(1);

const FormOptionsSchema = z.object({
  /** Size of the visitor's company. */
  companySizes: nonEmptyList,
  /** How the visitor wants to be contacted. */
  contactMethods: nonEmptyList,
  /** Where the visitor heard of the company. */
  sources: nonEmptyList,
  /** Budget bands per region: the modal form uses the UK bands. */
  budgets: z.object({ uk: nonEmptyList, nepal: nonEmptyList }),
  /** The one list of service names for every quote form. */
  services: nonEmptyList,
  /** Salary currencies: the value is sent, the label is shown. */
  currencies: z.array(z.object({ value: z.string().trim().min(1), label: z.string().trim().min(1) })).min(1),
});

export type FormOptions = z.output<typeof FormOptionsSchema>;

function load(): FormOptions {
  const parsed = FormOptionsSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`content/forms/options.json is not valid:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export const formOptions: FormOptions = load();
