import { PasswordInput, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { schemaResolver, useForm } from '@mantine/form';
import { MIN_PASSWORD_LENGTH } from '../../schemas/auth';
import { RegisterSchema, type RegisterInput } from '../../schemas/register';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { useTypedBeforeHydration } from '../forms/useTypedBeforeHydration';
import classes from './Auth.module.css';
import { FormAlert } from './FormAlert';
import { ScriptOnlyForm } from './ScriptOnlyForm';

export interface RegisterFormProps {
  onSubmit: (values: RegisterInput) => void | Promise<void>;
  loading?: boolean;
  /** The server's error text (registration closed, address taken, throttled). */
  error?: string | null;
  success?: string | null;
  initialValues?: RegisterInput;
}

/** Name, email and password, checked with the API's own schema before anything is sent. */
export function RegisterForm({ onSubmit, loading = false, error, success, initialValues }: RegisterFormProps) {
  const form = useForm<RegisterInput>({
    mode: 'uncontrolled',
    initialValues: initialValues ?? { name: '', email: '', password: '' },
    validate: schemaResolver(RegisterSchema, { sync: true }),
  });
  // The form is prerendered: what was typed before its code arrived is what it sends.
  const formRef = useTypedBeforeHydration(form);
  return (
    <div className={classes.page}>
      <section className={classes.card} aria-labelledby="register-title">
        <h1 id="register-title" className={classes.title}>
          Register
        </h1>
        <FormAlert error={error} success={success} />
        <ScriptOnlyForm formRef={formRef} onSubmit={form.onSubmit((values) => onSubmit(values))}>
          <TextInput label="Name" autoComplete="name" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters. Common passwords and simple patterns are refused: a phrase of a few unrelated words works well.`}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <AppButton type="submit" loading={loading} disabled={loading}>
            {loading ? 'Registering...' : 'Register'}
          </AppButton>
        </ScriptOnlyForm>
        <p className={classes.footer}>
          Already registered? <SiteLink to="/login">Login</SiteLink>
        </p>
      </section>
    </div>
  );
}
