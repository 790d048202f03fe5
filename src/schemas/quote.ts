import { z } from 'zod';
import { emailField, optionalChoice, optionalMultiline, optionalText, requiredText } from './fields';
import { formOptions } from './options';

/** The largest attachment of a quote request: 10 MB. */
export const MAX_QUOTE_FILE_BYTES = 10 * 1024 * 1024;

/** The fields a quote request cannot go without; every other field may be empty. */
export const QUOTE_REQUIRED_FIELDS = ['fullName', 'email', 'phone', 'companyName'] as const;

/** Which form sent the quote: the site-wide modal or one of the region pages. */
const QuoteRegionSchema = z.enum(['modal', 'uk', 'nepal'], {
  error: "Region must be 'modal', 'uk' or 'nepal'",
});

/**
 * A quote request, as the modal and the region forms send it (multipart, every field text; the
 * optional attachment travels as the part `file` and is checked by the server, not here).
 * Only QUOTE_REQUIRED_FIELDS are required by the contract; the modal form asks
 * for more in the browser, but the region pages do not, so the server accepts them empty.
 */
export const QuoteRequestSchema = z
  .object({
    /** Required. */
    fullName: requiredText('Full name', 200),
    /** Required, a valid address. */
    email: emailField(),
    /** Required. */
    phone: requiredText('Phone number', 50),
    /** Required. */
    companyName: requiredText('Company name', 200),
    /** One of formOptions.companySizes. Default: ''. */
    size: optionalChoice('Company size', formOptions.companySizes),
    /** One of formOptions.contactMethods. Default: ''. */
    contactMethod: optionalChoice('Contact method', formOptions.contactMethods),
    /** One of formOptions.services. Default: ''. */
    services: optionalChoice('Service', formOptions.services),
    /** Default: ''. */
    description: optionalMultiline('Description', 5000),
    /** A band of the region's budget list (UK bands for the modal form). Default: ''. */
    budget: optionalText('Budget', 100),
    /** One of formOptions.sources. Default: ''. */
    source: optionalChoice('Source', formOptions.sources),
    /** Default: ''. */
    additionalDetails: optionalMultiline('Additional details', 5000),
    /** Free text such as a date; optional. Default: ''. */
    deadline: optionalText('Deadline', 100),
    /** Default: 'modal'. */
    region: QuoteRegionSchema.default('modal'),
  })
  .superRefine((quote, ctx) => {
    const bands = quote.region === 'nepal' ? formOptions.budgets.nepal : formOptions.budgets.uk;
    if (quote.budget !== '' && !bands.includes(quote.budget)) {
      ctx.addIssue({ code: 'custom', path: ['budget'], message: 'Choose a budget from the list' });
    }
  });

export type QuoteRequest = z.output<typeof QuoteRequestSchema>;
