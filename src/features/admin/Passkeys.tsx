import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { addPasskey, ceremonyProblem, passkeysSupported } from '../../api/passkeys';
import type { PasskeySummary } from '../../schemas/sign-in-factors';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { dateTime } from '../../lib/text';

/** This account's passkeys: each named, with when it was last used; add one on this device, remove any. */
export function Passkeys({ passkeys, onChange }: { passkeys: PasskeySummary[]; onChange: () => Promise<void> }) {
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    if (name.trim() === '') return setProblem('Name this passkey, e.g. "Work laptop"');
    setBusy(true);
    setProblem(null);
    try {
      await addPasskey(name.trim());
      setName('');
      await onChange();
      void toast({ message: 'Passkey added. You can sign in with it alone.', variant: 'success' });
    } catch (error) {
      setProblem(ceremonyProblem(error) ?? errorMessage(error, 'The passkey could not be added'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (passkey: PasskeySummary) => {
    try {
      await api.delete(`account/passkeys/${encodeURIComponent(passkey.id)}`);
      await onChange();
      void toast({ message: `Passkey "${passkey.name}" removed.`, variant: 'success' });
    } catch (error) {
      void toast({ message: errorMessage(error, 'The passkey could not be removed'), variant: 'error' });
    }
  };

  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p className={classes.muted}>
        A passkey signs you in with this device&apos;s screen lock or a security key, with no password: nothing a phishing page
        could reuse.
      </p>
      {passkeys.length === 0 ? (
        <p className={classes.muted}>No passkeys yet.</p>
      ) : (
        <ul className={classes.methodList} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id}>
              <span>
                <strong>{passkey.name}</strong>{' '}
                <span className={classes.muted}>
                  added {dateTime(passkey.createdAt)},{' '}
                  {passkey.lastUsedAt ? `last used ${dateTime(passkey.lastUsedAt)}` : 'never used'}
                </span>
              </span>
              <AppButton variant="outline" onClick={() => void remove(passkey)} aria-label={`Remove passkey ${passkey.name}`}>
                Remove
              </AppButton>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <div className={classes.methodForm}>
          <TextInput
            label="Passkey name"
            placeholder="Work laptop"
            maxLength={64}
            value={name}
            error={problem}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <AppButton loading={busy} onClick={() => void add()}>
            Add a passkey
          </AppButton>
        </div>
      ) : (
        <p className={classes.muted}>This browser cannot create passkeys.</p>
      )}
    </section>
  );
}
