import { PasswordInput, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { schemaResolver, useForm } from '@mantine/form';
import { LoginSchema, type LoginInput } from '../../schemas/auth';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import classes from './Auth.module.css';
import { FormAlert } from './FormAlert';
import { ScriptOnlyForm } from './ScriptOnlyForm';

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
}

/** Email and password, checked with the API's own schema before anything is sent. */
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
}: LoginFormProps) {
  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: initialValues ?? { email: '', password: '' },
    validate: schemaResolver(LoginSchema, { sync: true }),
  });
  // The form is prerendered: what was typed before its code arrived is what it sends.
  const formRef = useTypedBeforeHydration(form);
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="login-title">
        <h1 id="login-title" className={classes.title}>
          Login
        </h1>
        <FormAlert error={error} success={success} />
        <ScriptOnlyForm formRef={formRef} onSubmit={form.onSubmit((values) => onSubmit(values))}>
          <TextInput
            label="Email"
            type="email"
            // "webauthn": the browser may offer this site's passkeys among the field's suggestions.
            autoComplete="username webauthn"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          {needsCode && (
            <TextInput
              label="Code from your authenticator app, or a recovery code"
              autoComplete="one-time-code"
              inputMode="text"
              withAsterisk
              key={form.key('code')}
              {...form.getInputProps('code')}
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
        </ScriptOnlyForm>
        {onPasskey && (
          <AppButton type="button" variant="outline" onClick={onPasskey} disabled={loading}>
            Sign in with a passkey
          </AppButton>
        )}
        <p className={classes.footer}>
          No account yet? <SiteLink to="/register">Register</SiteLink>
        </p>
      </section>
    </div>
  );
}
