import { TextInput } from '@mantine/core';
import { dateTime } from '../../lib/text';
import { roleLabel } from '../../schemas/roles';
import { JoinSchema, type InvitationOffer, type JoinInput } from '../../schemas/team';
import { AppButton } from '../../ui/AppButton';
import { SiteLink } from '../../ui/SiteLink';
import { AuthCard } from './AuthCard';
import { NewPasswordInput } from './NewPasswordInput';
import { useAuthForm } from './useAuthForm';

export interface JoinFormProps {
  onSubmit: (values: JoinInput) => void | Promise<void>;
  loading?: boolean;
  /** The server's error text (the link used, withdrawn or expired; a weak password). */
  error?: string | null;
  /** What the link gives, as the server read it: the address the account signs in with and its role. */
  invitation?: InvitationOffer | null;
}

/**
 * An invitation's form: who is joining as what (the address and role the link gives), then the
 * invitee's name (shown on their posts) and a password.
 */
export function JoinForm({ onSubmit, loading = false, error, invitation }: JoinFormProps) {
  const { form, formRef, required, submit } = useAuthForm<JoinInput>(JoinSchema, { name: '', password: '' }, onSubmit);
  return (
    <AuthCard
      title="Join the team"
      intro={
        invitation && (
          <p>
            {invitation.invitedBy ?? 'The site'} invited you to join as <strong>{roleLabel(invitation.role)}</strong>. The link
            works until {dateTime(invitation.expiresAt)}.
          </p>
        )
      }
      error={error}
      formRef={formRef}
      onSubmit={submit}
      footer={
        <>
          Already on the team? <SiteLink to="/login">Login</SiteLink>
        </>
      }
    >
      {invitation && (
        <TextInput
          label="E-mail"
          description="You sign in with this address."
          type="email"
          autoComplete="username"
          value={invitation.email}
          readOnly
        />
      )}
      <TextInput
        label="Your name"
        description="Shown on the posts you write."
        autoComplete="name"
        key={form.key('name')}
        {...required('name')}
      />
      <NewPasswordInput label="Choose a password" key={form.key('password')} {...required('password')} />
      <AppButton type="submit" loading={loading} disabled={loading}>
        {loading ? 'Joining...' : 'Join and sign in'}
      </AppButton>
    </AuthCard>
  );
}
