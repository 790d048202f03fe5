import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, call, errorMessage } from '../../api/client';
import type { SignInMethods, TotpEnrolment } from '../../schemas/sign-in-factors';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';

/**
 * The account's authenticator app: set up (a QR code drawn by the server, and the secret to type
 * in by hand), confirmed with a first code, then its ten recovery codes shown this once.
 */
export function AuthenticatorApp({ totp, onChange }: { totp: SignInMethods['totp']; onChange: () => Promise<void> }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      void toast({ message: errorMessage(error, failure), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const start = () =>
    run(async () => {
      setEnrolment(await call.post('/api/account/totp'));
      setRecoveryCodes(null);
    }, 'The authenticator app could not be set up');
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await call.post('/api/account/totp/confirm', { json: { code } });
      setRecoveryCodes(answer.recoveryCodes);
      setEnrolment(null);
      setCode('');
      await onChange();
    } catch (error) {
      setProblem(errorMessage(error, 'That code could not be checked'));
    } finally {
      setBusy(false);
    }
  };
  const renewCodes = () =>
    run(async () => {
      const answer = await call.post('/api/account/totp/recovery-codes');
      setRecoveryCodes(answer.recoveryCodes);
      await onChange();
    }, 'New recovery codes could not be made');
  const turnOff = () =>
    run(async () => {
      await api.delete('account/totp');
      setRecoveryCodes(null);
      await onChange();
    }, 'The authenticator app could not be turned off');

  return (
    <section aria-labelledby="totp-heading">
      <h2 id="totp-heading">Authenticator app</h2>
      {recoveryCodes && (
        <div className={classes.recovery} role="status">
          <p>
            <strong>Your recovery codes.</strong> Each signs in once in place of a code from the app. Keep them somewhere safe,
            away from your phone: they are shown only now.
          </p>
          <ol aria-label="Recovery codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ol>
        </div>
      )}
      {totp.enabled ? (
        <>
          <p>
            On: password sign-ins ask for a code from your app. {totp.recoveryCodesLeft} recovery code
            {totp.recoveryCodesLeft === 1 ? '' : 's'} left.
          </p>
          <div className={classes.methodForm}>
            <AppButton variant="outline" loading={busy} onClick={() => void renewCodes()}>
              Make new recovery codes
            </AppButton>
            <AppButton variant="outline" loading={busy} onClick={() => void turnOff()}>
              Turn off the authenticator app
            </AppButton>
          </div>
        </>
      ) : enrolment ? (
        <div className={classes.methodForm}>
          <img
            src={`data:image/svg+xml;base64,${btoa(enrolment.qrSvg)}`}
            width={200}
            height={200}
            alt="QR code to scan with your authenticator app"
          />
          <p className={classes.muted}>
            Scan it with your authenticator app, or enter this key by hand: <code>{enrolment.secret}</code>
          </p>
          <TextInput
            label="The 6-digit code your app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={problem}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          <AppButton loading={busy} onClick={() => void confirm()}>
            Turn on
          </AppButton>
        </div>
      ) : (
        <>
          <p className={classes.muted}>
            Off: a password alone signs in. An app such as Aegis, 1Password or Google Authenticator adds a code.
          </p>
          <AppButton loading={busy} onClick={() => void start()}>
            Set up an authenticator app
          </AppButton>
        </>
      )}
    </section>
  );
}
