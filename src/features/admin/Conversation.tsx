import { Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/client';
import { ENTRY_MAX_LENGTH, type Conversation as Entries, type Reply } from '../../schemas/enquiry-entries';
import type { Delivery, InboxKind } from '../../schemas/inbox';
import { useOutbox } from '../../stores/outbox';
import { AppButton } from '../../ui/AppButton';
import { toast } from '../toast/toast';
import classes from './Admin.module.css';
import { fetchConversation, sendReply, writeNote, type InboxItem } from './inbox';
import { at, plural } from './text';

/** While a reply's mail has not gone, how often an open conversation reads how it stands. */
const DELIVERY_POLL_MS = 5_000;

/** How a reply's mail stands, in words a person acts on. */
function replyDelivery(delivery: Delivery): string {
  switch (delivery.state) {
    case 'none':
      return 'Not mailed.';
    case 'queued':
      return 'Being mailed to the visitor.';
    case 'sent':
      return `Mailed to the visitor ${at(delivery.sentAt)}.`;
    case 'retrying':
      return `Not mailed yet: ${plural(delivery.attempts, 'try', 'tries')} failed. It will be tried again ${at(delivery.nextAttemptAt)}.`;
    case 'failed':
      return 'This reply could not be mailed to the visitor. Write to them from your own mail program.';
  }
}

const pending = (reply: Reply) => reply.delivery.state === 'queued' || reply.delivery.state === 'retrying';

type Item = InboxItem<InboxKind>;
type Entry = (Entries['notes'][number] & { reply?: undefined }) | (Reply & { reply: true });

/**
 * An item's notes and replies, read when a person opens them: the team's notes and the replies
 * mailed to the visitor, oldest first, each reply with how its mail stands; and one box to write
 * either. A reply goes from the company's address, and the visitor's answer comes back to its
 * inbox. After each, the item is read again, so its state and due time show the first reply.
 */
export function Conversation({ kind, item, onChanged }: { kind: InboxKind; item: Item; onChanged: (item: Item) => void }) {
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<Entries | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'note' | 'reply' | null>(null);
  const sends = useOutbox((state) => state.summary?.sends);

  const load = async () => {
    try {
      const { notes, replies, ...rest } = await fetchConversation(kind, item.id);
      setEntries({ notes, replies });
      setLoadError(null);
      onChanged(rest);
    } catch (error) {
      setLoadError(errorMessage(error, 'The notes and replies could not be read'));
    }
  };

  useEffect(() => {
    if (!open || !entries?.replies.some(pending)) return;
    const timer = setTimeout(() => void load(), DELIVERY_POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, entries]);

  const write = async (what: 'note' | 'reply') => {
    if (!text.trim()) {
      setProblem(what === 'reply' ? 'Write the reply first.' : 'Write the note first.');
      return;
    }
    setProblem(null);
    setBusy(what);
    try {
      if (what === 'reply') await sendReply(kind, item.id, text);
      else await writeNote(kind, item.id, text);
      setText('');
      void toast({ message: what === 'reply' ? `Reply on its way to ${item.email}` : 'Note added', variant: 'success' });
      await load();
    } catch (error) {
      setProblem(errorMessage(error, what === 'reply' ? 'The reply was not sent' : 'The note was not saved'));
    } finally {
      setBusy(null);
    }
  };

  const timeline: Entry[] = entries
    ? [...entries.notes, ...entries.replies.map((reply) => ({ ...reply, reply: true as const }))].sort((a, b) =>
        a.createdAt.localeCompare(b.createdAt),
      )
    : [];
  const fieldId = `conversation-${item.id}`;
  return (
    <details
      className={classes.conversation}
      onToggle={(event) => {
        // Read each time it is opened: a colleague may have written since.
        const opened = event.currentTarget.open;
        setOpen(opened);
        if (opened) void load();
      }}
    >
      <summary>Notes and replies</summary>
      {loadError && <p role="alert">{loadError}</p>}
      {open && !entries && !loadError && <p className={classes.muted}>Loading...</p>}
      {entries && timeline.length === 0 && <p className={classes.muted}>No notes or replies yet.</p>}
      {timeline.length > 0 && (
        <ol className={classes.entries} aria-label="Notes and replies">
          {timeline.map((entry) => (
            <li
              key={entry.id}
              className={entry.reply ? classes.entryReply : classes.entryNote}
              data-entry={entry.reply ? 'reply' : 'note'}
            >
              <p className={classes.muted}>
                <strong>{entry.reply ? `Reply to ${item.email}` : 'Note'}</strong> · {entry.author.name} ·{' '}
                <time dateTime={entry.createdAt}>{at(entry.createdAt)}</time>
              </p>
              <p className={classes.entryText}>{entry.text}</p>
              {entry.reply && (
                <p
                  className={entry.delivery.state === 'failed' ? classes.overdue : classes.muted}
                  data-delivery={entry.delivery.state}
                  role="status"
                >
                  {replyDelivery(entry.delivery)}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {open && (
        <div className={classes.entryForm}>
          <Textarea
            id={fieldId}
            label="Write a note or a reply"
            description={
              sends === false
                ? 'Notes are for the team. This site sends no mail, so reply from your own mail program.'
                : 'A note is for the team only. A reply is mailed to the visitor, signed with your name; their answer comes to the company inbox.'
            }
            rows={4}
            maxLength={ENTRY_MAX_LENGTH}
            value={text}
            error={problem}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setProblem(null);
            }}
          />
          <div className={classes.dialogActions}>
            <AppButton
              size="compact-md"
              variant="outline"
              loading={busy === 'note'}
              disabled={busy !== null}
              onClick={() => void write('note')}
            >
              Add note
            </AppButton>
            {sends !== false && (
              <AppButton
                size="compact-md"
                loading={busy === 'reply'}
                disabled={busy !== null}
                onClick={() => void write('reply')}
              >
                Send reply
              </AppButton>
            )}
          </div>
        </div>
      )}
    </details>
  );
}
