import { CopyButton, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import type { PreviewLink } from '../../schemas/blog-revisions';
import { postHistory } from '../../stores/postSession';
import { AppButton } from '../../ui/AppButton';
import { FormAlert } from '../auth/FormAlert';
import classes from './Admin.module.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A link that shows the post as it stands to whoever has it, without signing in, for 7 days; the
 * administrator can end every link of the post at once.
 */
export function PreviewLinks({ postId }: { postId: string }) {
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (reason) {
      setError(errorMessage(reason, failure));
    } finally {
      setBusy(false);
    }
  };
  const address = link ? `${window.location.origin}${link.url}` : '';

  return (
    <div className={classes.form}>
      <FormAlert error={error} success={notice} />
      {link && (
        <TextInput
          label="Preview link"
          description={`Anyone with this link can read the post as it stands, until ${when.format(new Date(link.expiresAt))}.`}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
      <div className={classes.formActions}>
        {link && (
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <AppButton variant="outline" size="compact-md" onClick={copy}>
                {copied ? 'Copied' : 'Copy link'}
              </AppButton>
            )}
          </CopyButton>
        )}
        <AppButton
          variant="outline"
          size="compact-md"
          loading={busy}
          onClick={() => void run(async () => setLink(await postHistory.createPreview(postId)), 'The link could not be made')}
        >
          {link ? 'Make another link' : 'Get preview link'}
        </AppButton>
        <AppButton
          variant="outline"
          size="compact-md"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              await postHistory.revokePreviews(postId);
              setLink(null);
              setNotice('Every preview link of this post has stopped working.');
            }, 'The links could not be revoked')
          }
        >
          Revoke preview links
        </AppButton>
      </div>
    </div>
  );
}
