import { PasswordInput, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { LoginSchema, type LoginInput } from '../../schemas/auth';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import classes from './Auth.module.css';
import { AuthCard } from './AuthCard';
import { useAuthForm } from './useAuthForm';

export interface LoginFormProps {
  onSubmit: (values: LoginInput) => void | Promise<void>;
  loading?: boolean;
  /** The browser is doing the proof of work the server asked for (many failed sign-ins on the account lately). */
  proving?: boolean;
  /** Stops the proof of work (and the sign-in) while `proving`. */
  onCancel?: () => void;
  /** The server's error text (wrong password, too many attempts). */
  error?: string | null;
  /** A confirmation to show, e.g. after registering. */
  success?: string | null;
  initialValues?: LoginInput;
  /** The password was right and the account has an authenticator app: ask for its code. */
  needsCode?: boolean;
  /** Offered where the browser supports passkeys (set after hydration: the prerendered page has no button). */
  onPasskey?: () => void;
  /** The e-mail of the account just registered in this browser: filled in, unless the field has text already. */
  email?: string;
}

/** Email and password (and the authenticator's code when the account asks for it). */
export function LoginForm({
  onSubmit,
  loading = false,
  proving = false,
  onCancel,
  error,
  success,
  initialValues,
  needsCode = false,
  onPasskey,
  email,
}: LoginFormProps) {
  const { form, formRef, required, submit } = useAuthForm<LoginInput>(
    LoginSchema,
    initialValues ?? { email: '', password: '' },
    onSubmit,
  );
  // The account just registered: its e-mail, unless something was typed there already.
  useEffect(() => {
    if (email && !form.getValues().email) form.setFieldValue('email', email);
  }, [email, form]);
  return (
    <AuthCard
      title="Login"
      error={error}
      success={success}
      formRef={formRef}
      onSubmit={submit}
      after={
        onPasskey && (
          <AppButton type="button" variant="outline" onClick={onPasskey} disabled={loading}>
            Sign in with a passkey
          </AppButton>
        )
      }
      footer={
        <>
          No account yet? <SiteLink to="/register">Register</SiteLink>
        </>
      }
    >
      <TextInput
        label="Email"
        type="email"
        // "webauthn": the browser may offer this site's passkeys among the field's suggestions.
        autoComplete="username webauthn"
        key={form.key('email')}
        {...required('email')}
      />
      <PasswordInput label="Password" autoComplete="current-password" key={form.key('password')} {...required('password')} />
      {needsCode && (
        <TextInput
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          inputMode="text"
          key={form.key('code')}
          {...required('code')}
        />
      )}
      <AppButton type="submit" loading={loading} disabled={loading}>
        {proving ? 'Checking this browser...' : loading ? 'Signing in...' : 'Login'}
      </AppButton>
      {proving && (
        // Shown only while it applies, so the form looks as it always did the rest of the time.
        <p className={classes.footer} role="status">
          This account has had many failed sign-ins lately, so this browser does a few seconds of work before signing in.
        </p>
      )}
      {proving && onCancel && (
        <AppButton type="button" variant="outline" onClick={onCancel}>
          Cancel
        </AppButton>
      )}
    </AuthCard>
  );
}
