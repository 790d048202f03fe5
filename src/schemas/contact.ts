import { z } from 'zod';
import { emailField, optionalMultiline, optionalText, requiredText } from './fields';

/** A message from the contact form (JSON). Other keys are dropped, never stored. */
export const ContactMessageSchema = z.object({
  /** Required. */
  name: requiredText('Name', 200),
  /** Required, a valid address. */
  email: emailField(),
  /** Default: ''. */
  phone: optionalText('Phone number', 50),
  /** Required. */
  subject: requiredText('Subject', 200),
  /** Default: ''. */
  message: optionalMultiline('Message', 5000),
});

export type ContactMessage = z.output<typeof ContactMessageSchema>;
