import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { newPasswordField, passwordWeakness } from './password';

/**
 * A new account (POST /api/auth/register, the register form, `npm run admin -- create`). Kept apart
 * from the login schema because the password check carries a list of common passwords that the
 * login screen has no use for.
 */
export const RegisterSchema = z
  .object({
    /** Required: shown as the author of posts. */
    name: requiredText('Name', 100),
    /** Required, a valid address; the login name. */
    email: emailField(),
    /** Required: 8 to 256 characters, no control characters, not common or guessable. */
    password: newPasswordField,
  })
  .superRefine((account, ctx) => {
    // One message at a time: a password that is too short or has control characters says so first.
    if (!newPasswordField.safeParse(account.password).success) return;
    const weakness = passwordWeakness(account.password, [account.name, account.email]);
    if (weakness) ctx.addIssue({ code: 'custom', path: ['password'], message: weakness });
  });

export type RegisterInput = z.input<typeof RegisterSchema>;
