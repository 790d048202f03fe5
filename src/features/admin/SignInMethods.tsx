import { useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { useCan } from '../../stores/auth';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { AuthenticatorApp } from './AuthenticatorApp';
import { Passkeys } from './Passkeys';
import { useServerValue } from './useServerValue';

/**
 * The admin's "Sign-in" tab: how this account signs in (passkeys, an authenticator app) and the
 * site's rule for password sign-ins (for the owner and administrators). Each part changes one thing and reloads what the server holds.
 */
export function SignInMethods() {
  const [saving, setSaving] = useState(false);
  const setsTheRule = useCan('signInRule');
  const [methods, reload] = useServerValue('/api/account/sign-in', 'The sign-in methods could not be loaded');

  if (!methods) return <p className={classes.muted}>Loading...</p>;
  const setRequired = async (requireSecondFactor: boolean) => {
    setSaving(true);
    try {
      await api.put('account/sign-in-policy', { json: { requireSecondFactor } });
      await reload();
    } catch (error) {
      void toast({ message: errorMessage(error, 'The setting could not be saved'), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Passkeys passkeys={methods.passkeys} onChange={reload} />
      <AuthenticatorApp totp={methods.totp} onChange={reload} />
      {setsTheRule && (
        <section aria-labelledby="policy-heading">
          <h2 id="policy-heading">Password sign-ins</h2>
          <label className={classes.checkRow}>
            <input
              type="checkbox"
              checked={methods.requireSecondFactor}
              disabled={saving}
              onChange={(event) => void setRequired(event.currentTarget.checked)}
            />
            Require a code from an authenticator app for every password sign-in
          </label>
          <p className={classes.muted}>
            Accounts without an app then sign in with a passkey only. A passkey sign-in never needs a code: the passkey is already
            two factors, the device and its PIN or fingerprint.
          </p>
        </section>
      )}
    </>
  );
}
