import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '../../schemas/auth';

/** A field for a new password, saying beforehand the rules the server checks it by (registering, joining by invitation). */
export function NewPasswordInput(props: Omit<PasswordInputProps, 'description' | 'autoComplete'>) {
  return (
    <PasswordInput
      description={`At least ${MIN_PASSWORD_LENGTH} characters. Common passwords and simple patterns are refused: a phrase of a few unrelated words works well.`}
      autoComplete="new-password"
      {...props}
    />
  );
}
