import { Modal } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { htmlToText } from '../../schemas/html-text';
import type { Revision, RevisionSummary } from '../../schemas/blog-revisions';
import type { Blog } from '../../stores/blog';
import { postHistory } from '../../stores/postSession';
import { AppButton } from '../../ui/AppButton';
import { FormAlert } from '../auth/FormAlert';
import classes from './Admin.module.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What made a revision, as the history says it. */
const EVENT_TEXT: Record<RevisionSummary['event'], string> = {
  create: 'Created',
  update: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  schedule: 'Scheduled',
  unschedule: 'Unscheduled',
  autosave: 'Autosaved',
  pending: 'Unpublished changes',
  restore: 'Restored',
  submit: 'Submitted for review',
  return: 'Sent back',
  withdraw: 'Taken out of review',
};

/**
 * A post's history in a dialog: every save, newest first, with who and when; one shown in full;
 * restoring it asks first, and is itself a new revision, so nothing is lost by restoring.
 */
export function PostHistory({ postId, onRestored }: { postId: string; onRestored: (post: Blog) => void }) {
  const [open, setOpen] = useState(false);
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [shown, setShown] = useState<Revision | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setShown(null);
    setConfirming(false);
    setError(null);
  };
  const show = async (id: string) => {
    setError(null);
    try {
      setShown(await postHistory.read(postId, id));
    } catch (failure) {
      setError(errorMessage(failure, 'The revision could not be loaded'));
    }
  };
  const restore = async (revision: Revision) => {
    setBusy(true);
    try {
      onRestored(await postHistory.restore(postId, revision.id));
      close();
    } catch (failure) {
      setError(errorMessage(failure, 'The revision could not be restored'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <AppButton
        variant="outline"
        size="compact-md"
        onClick={() => {
          setOpen(true);
          setRevisions(null);
          postHistory
            .list(postId)
            .then(setRevisions, (failure: unknown) => setError(errorMessage(failure, 'The history could not be loaded')));
        }}
      >
        History
      </AppButton>
      <Modal
        opened={open}
        onClose={close}
        title={shown ? shown.title : 'History'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the history' }}
      >
        <FormAlert error={error} />
        {shown ? (
          <div className={classes.form}>
            <p className={classes.muted}>
              {EVENT_TEXT[shown.event]} by {shown.author.username}, {when.format(new Date(shown.updatedAt))}
            </p>
            {shown.excerpt && <p>{shown.excerpt}</p>}
            <div className={classes.revisionBody}>{htmlToText(shown.content)}</div>
            {confirming ? (
              <div role="alertdialog" aria-label="Restore this version?">
                <p>
                  Restore “{shown.title}” from {when.format(new Date(shown.updatedAt))}? The post’s text is replaced by this
                  version’s; what it says now stays in the history.
                </p>
                <div className={classes.dialogActions}>
                  <AppButton variant="outline" onClick={() => setConfirming(false)} disabled={busy}>
                    Cancel
                  </AppButton>
                  <AppButton loading={busy} onClick={() => void restore(shown)}>
                    Restore
                  </AppButton>
                </div>
              </div>
            ) : (
              <div className={classes.dialogActions}>
                <AppButton variant="outline" onClick={() => setShown(null)}>
                  Back to the history
                </AppButton>
                <AppButton onClick={() => setConfirming(true)}>Restore this version</AppButton>
              </div>
            )}
          </div>
        ) : (
          <>
            <p className={classes.muted}>
              Every save is kept: the last 50 of each post, and the last 50 versions that were published.
            </p>
            {revisions === null && !error && <p className={classes.muted}>Loading the history...</p>}
            <ul className={classes.history} aria-label="Revisions">
              {revisions?.map((revision) => (
                <li key={revision.id} className={classes.historyItem}>
                  <span>
                    <strong>{revision.title}</strong>
                    <br />
                    <span className={classes.muted}>
                      {EVENT_TEXT[revision.event]} ({revision.status}) by {revision.author.username},{' '}
                      <time dateTime={revision.updatedAt}>{when.format(new Date(revision.updatedAt))}</time>
                    </span>
                  </span>
                  <AppButton variant="outline" size="compact-md" onClick={() => void show(revision.id)}>
                    View
                  </AppButton>
                </li>
              ))}
            </ul>
          </>
        )}
      </Modal>
    </>
  );
}
