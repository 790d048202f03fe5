import { z } from 'zod';
import { emailField, optionalMultiline, requiredChoice, requiredText, singleLine } from './fields';
import { formOptions } from './options';

/** The largest CV accepted: 5 MB, as the careers page says. */
export const MAX_CV_BYTES = 5 * 1024 * 1024;
/** What the visitor reads about the CV, from the form and from the server alike; the tests hold these texts exactly. */
export const CV_MESSAGES = {
  /** Spec section 8: a CV over 5 MB. */
  tooLarge: 'File size should be less than 5MB',
  wrongType: 'The CV must be a PDF or Word document (.pdf, .doc or .docx)',
  required: 'Attach your CV (.pdf, .doc or .docx, at most 5 MB)',
} as const;

/** What the position list shows before a choice (spec section 8): nothing chosen, never a position. */
export const POSITION_PLACEHOLDER = 'Options';

/** File name endings the careers form offers; the server checks the content as well. */
export const CV_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/**
 * A job application's text fields (multipart; the CV travels as the part `resume` and is
 * checked by the server by content). The placeholder position and currency are not choices.
 */
export const JobApplicationSchema = z.object({
  /** Required. */
  name: requiredText('Full name', 200),
  /** Required: a phone number. */
  contact: requiredText('Contact number', 50),
  /** Required, a valid address. */
  email: emailField(),
  /** Required. */
  town: requiredText('Town/City', 100),
  /** Required. */
  country: requiredText('Country', 100),
  /**
   * Required: the form offers the careers page's open roles and the speculative one; any other
   * position (a role closed meanwhile, a client's own text) is received, as speculative.
   */
  position: singleLine('Desired position', 200).refine((value) => value.length > 0 && value !== POSITION_PLACEHOLDER, {
    error: 'Choose a desired position from the list',
    abort: true,
  }),
  /** Required, free text such as '30,000'. */
  salary: requiredText('Expected salary', 50),
  /** Required, one of the currency values (GBP, USD, NPR). */
  currency: requiredChoice(
    'Currency',
    formOptions.currencies.map((currency) => currency.value),
  ),
  /** Default: ''. */
  info: optionalMultiline('Additional information', 5000),
});

export type JobApplication = z.output<typeof JobApplicationSchema>;
