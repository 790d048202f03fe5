import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { saveAnswer } from '../../lib/download';
import { toast } from '../toast/toast';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';

/** The public key the administrator encrypts to, kept in this browser: it is not a secret. */
const RECIPIENT_KEY = 'backup-recipient';
const AGE_PUBLIC_KEY = /^age1[0-9a-z]+$/;

/** A dated name for the archive, should the server's answer name none. */
const archiveName = (encrypted: boolean) =>
  `nexlink-backup-${new Date().toISOString().slice(0, 10)}.tar.gz${encrypted ? '.age' : ''}`;

function storedRecipient(): string {
  try {
    return localStorage.getItem(RECIPIENT_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Why the typed key cannot be used, or null: the server checks it again. */
function recipientProblem(key: string): string | null {
  if (key === '' || AGE_PUBLIC_KEY.test(key)) return null;
  if (/^AGE-SECRET-KEY-/i.test(key))
    return 'This is your secret key: paste the public key (age1...) and keep the secret key offline.';
  return 'An age public key starts with age1 (age-keygen prints it as "Public key").';
}

/**
 * The administrator's backup: GET /api/admin/backup needs the bearer token, so the archive comes
 * through the API client as a blob and is saved under the server's name; with a public key, the
 * server encrypts it to that key as it streams (age). The site keeps serving while it is taken;
 * restoring it is `npm run admin -- restore FILE` on the server (README).
 */
export function Backup() {
  const [busy, setBusy] = useState(false);
  const [recipient, setRecipient] = useState(storedRecipient);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    const key = recipient.trim();
    const refused = recipientProblem(key);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      const res = await api.get('admin/backup', { timeout: false, ...(key ? { searchParams: { recipient: key } } : {}) });
      await saveAnswer(res, archiveName(key !== ''));
      try {
        localStorage.setItem(RECIPIENT_KEY, key);
      } catch {
        // Private browsing may refuse storage; the key is simply asked for again next time.
      }
    } catch (error) {
      void toast({ message: errorMessage(error, 'The backup could not be downloaded'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="backup-heading">
      <h2 id="backup-heading">Backup</h2>
      <p className={classes.muted}>
        One archive of everything the site stores, taken while it keeps running: every quote request, message and job application
        with their files and CVs, which is personal data; the accounts with their password hashes; and the posts. It holds no key
        that signs sessions: restoring it signs everyone out.
      </p>
      <p className={classes.muted}>
        Keep it encrypted, somewhere other than this server, where only you can read it, and delete it when you no longer need it.
        Encrypted to your age public key, only your secret key opens it: restore it with{' '}
        <code>npm run admin -- restore FILE --identity KEY-FILE</code>.
      </p>
      <TextInput
        label="Encrypt to age public key (recommended)"
        description="Make a key pair with age-keygen and keep the secret key offline. Left empty, the archive is an unencrypted .tar.gz."
        placeholder="age1..."
        autoComplete="off"
        spellCheck={false}
        value={recipient}
        error={problem}
        onChange={(event) => {
          setRecipient(event.currentTarget.value);
          setProblem(null);
        }}
        mb="md"
      />
      <AppButton loading={busy} onClick={() => void download()}>
        Download a backup
      </AppButton>
    </section>
  );
}
