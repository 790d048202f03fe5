import { TextInput } from '@mantine/core';
import { RegisterSchema, type RegisterInput } from '../../schemas/register';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { AuthCard } from './AuthCard';
import { NewPasswordInput } from './NewPasswordInput';
import { useAuthForm } from './useAuthForm';

export interface RegisterFormProps {
  onSubmit: (values: RegisterInput) => void | Promise<void>;
  loading?: boolean;
  /** The server's error text (registration closed, address taken, throttled). */
  error?: string | null;
  success?: string | null;
  initialValues?: RegisterInput;
}

/** Name, email and password. */
export function RegisterForm({ onSubmit, loading = false, error, success, initialValues }: RegisterFormProps) {
  const { form, formRef, required, submit } = useAuthForm<RegisterInput>(
    RegisterSchema,
    initialValues ?? { name: '', email: '', password: '' },
    onSubmit,
  );
  return (
    <AuthCard
      title="Register"
      intro={<p>The first account made on this site becomes its owner, who can then invite the rest of the team.</p>}
      error={error}
      success={success}
      formRef={formRef}
      onSubmit={submit}
      footer={
        <>
          Already registered? <SiteLink to="/login">Login</SiteLink>
        </>
      }
    >
      <TextInput label="Name" autoComplete="name" key={form.key('name')} {...required('name')} />
      <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...required('email')} />
      <NewPasswordInput label="Password" key={form.key('password')} {...required('password')} />
      <AppButton type="submit" loading={loading} disabled={loading}>
        {loading ? 'Registering...' : 'Register'}
      </AppButton>
    </AuthCard>
  );
}
