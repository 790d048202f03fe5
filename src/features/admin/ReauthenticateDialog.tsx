import { Modal, PasswordInput, TextInput } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { onReauthenticationNeeded } from '../../api/client';
import { passkeysSupported } from '../../api/passkeys';
import { useReauthentication } from '../../stores/reauthentication';
import { AppButton } from '../../ui/AppButton';
import { FormAlert } from '../auth/FormAlert';
import classes from './Admin.module.css';

/**
 * "Confirm it's you", asked in place: a change that needs a recent proof (a passkey, the
 * authenticator app, the sign-in rule, a backup) opens this over the admin, and goes through once the
 * person has given their password (and code) or a passkey. Cancelling leaves the change undone, with
 * the server's refusal as its answer.
 */
export function ReauthenticateDialog() {
  const { asking, ask, cancel } = useReauthentication();
  useEffect(() => onReauthenticationNeeded(ask), [ask]);
  return (
    <Modal opened={asking} onClose={cancel} title="Confirm it's you" centered closeOnClickOutside={false}>
      {/* The modal's content is unmounted once closed: nothing typed outlives the question. */}
      <ProofForm />
    </Modal>
  );
}

function ProofForm() {
  const { busy, error, needsCode, withPassword, withPasskey, cancel } = useReauthentication();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password) void withPassword(password, needsCode ? code.trim() : undefined);
  };
  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <p className={classes.muted}>This change needs your password again, or one of your passkeys.</p>
      <FormAlert error={error} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        data-autofocus
        required
      />
      {needsCode && (
        <TextInput
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          required
        />
      )}
      <div className={classes.formActions}>
        <AppButton type="submit" loading={busy} disabled={busy || !password}>
          Confirm
        </AppButton>
        {passkeysSupported() && (
          <AppButton type="button" variant="outline" disabled={busy} onClick={() => void withPasskey()}>
            Use a passkey
          </AppButton>
        )}
        <AppButton type="button" variant="outline" disabled={busy} onClick={cancel}>
          Cancel
        </AppButton>
      </div>
    </form>
  );
}
