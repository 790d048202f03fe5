import { Alert, Modal, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MAX_REVIEW_NOTE, type BlogStatus, type ReviewNote } from '../../schemas/blog';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';

/*
 * Review in the post's form (server/blog/review.ts): the note a post was submitted or sent back
 * with, shown to whoever opens it next, and the editor's "Send back", which asks for that note.
 */

export const AWAITING_REVIEW = 'Awaiting review: an editor has been told by e-mail';
export const SEND_BACK_NOTE_REQUIRED = 'Write a note for the author: what should change before it is published';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The post's latest review note where it matters: on a post in review, the author's note to the
 * editor; on a draft sent back, the editor's note to the author. Nothing otherwise.
 */
export function ReviewNoteShown({ status, review }: { status: BlogStatus | undefined; review: ReviewNote | undefined }) {
  if (!review) return null;
  const at = when.format(new Date(review.at));
  if (review.kind === 'returned' && status === 'draft') {
    return (
      <Alert role="note" variant="default" title={`Sent back by ${review.by} on ${at}`}>
        <p className={classes.reviewNote}>{review.note}</p>
        <p className={classes.muted}>Make the changes it asks for, then submit the post for review again.</p>
      </Alert>
    );
  }
  if (review.kind === 'submitted' && status === 'review') {
    return (
      <Alert role="note" variant="default" title={`Submitted for review by ${review.by} on ${at}`}>
        <p className={classes.reviewNote}>{review.note || 'No note came with it.'}</p>
      </Alert>
    );
  }
  return null;
}

/**
 * "Send back" and its dialog, which asks for the note the author gets. The note typed stays while
 * the form is open, so a send-back that failed is tried again without typing it twice.
 */
export function SendBack({ disabled, onSendBack }: { disabled: boolean; onSendBack: (note: string) => void }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!note.trim()) {
      setError(SEND_BACK_NOTE_REQUIRED);
      return;
    }
    setOpen(false);
    onSendBack(note.trim());
  };
  return (
    <>
      <AppButton variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        Send back
      </AppButton>
      <Modal opened={open} onClose={() => setOpen(false)} title="Send back to the author" centered>
        {/* No form of its own: in React's tree the dialog sits inside the post's form, and a form
            cannot hold another. Enter in the note is a new line, so a button click is all it takes. */}
        <Textarea
          label="Note for the author"
          description={`What should change before it is published, at most ${MAX_REVIEW_NOTE} characters. The author gets it by e-mail and sees it on the post.`}
          withAsterisk
          rows={4}
          maxLength={MAX_REVIEW_NOTE}
          value={note}
          error={error}
          onChange={(event) => {
            setNote(event.currentTarget.value);
            setError(null);
          }}
        />
        <div className={classes.dialogActions}>
          <AppButton variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </AppButton>
          <AppButton onClick={confirm}>Send back</AppButton>
        </div>
      </Modal>
    </>
  );
}
