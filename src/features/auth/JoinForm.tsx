import { PasswordInput, TextInput } from '@mantine/core';
import { MIN_PASSWORD_LENGTH } from '../../schemas/auth';
import { JoinSchema, type JoinInput } from '../../schemas/team';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { AuthCard } from './AuthCard';
import { useAuthForm } from './useAuthForm';

export interface JoinFormProps {
  onSubmit: (values: JoinInput) => void | Promise<void>;
  loading?: boolean;
  /** The server's error text (the link used, withdrawn or expired; a weak password). */
  error?: string | null;
}

/** An invitation's form: the invitee's name (shown on their posts) and a password. */
export function JoinForm({ onSubmit, loading = false, error }: JoinFormProps) {
  const { form, formRef, required, submit } = useAuthForm<JoinInput>(JoinSchema, { name: '', password: '' }, onSubmit);
  return (
    <AuthCard
      title="Join the team"
      error={error}
      formRef={formRef}
      onSubmit={submit}
      footer={
        <>
          Already on the team? <SiteLink to="/login">Login</SiteLink>
        </>
      }
    >
      <TextInput
        label="Your name"
        description="Shown on the posts you write."
        autoComplete="name"
        key={form.key('name')}
        {...required('name')}
      />
      <PasswordInput
        label="Choose a password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters. Common passwords and simple patterns are refused: a phrase of a few unrelated words works well.`}
        autoComplete="new-password"
        key={form.key('password')}
        {...required('password')}
      />
      <AppButton type="submit" loading={loading} disabled={loading}>
        {loading ? 'Joining...' : 'Join and sign in'}
      </AppButton>
    </AuthCard>
  );
}
