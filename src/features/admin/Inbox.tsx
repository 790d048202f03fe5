import { Alert, Badge, Checkbox, NativeSelect, SegmentedControl, Tabs, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { toast } from '../toast/toast';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import type { EnquiryChange, EnquiryState } from '../../schemas/enquiries';
import type { Delivery, InboxFile, InboxKind, InboxView } from '../../schemas/inbox';
import { useOutbox } from '../../stores/outbox';
import { OfficeCalendars } from './OfficeCalendars';
import { Conversation } from './Conversation';
import { at, plural } from './text';
import {
  changeEnquiry,
  downloadFile,
  exportCsv,
  fetchAssignees,
  fetchInbox,
  fetchInboxCounts,
  formatBytes,
  kindNeedingAttention,
  moveOutOfSpam,
  resendMail,
  type InboxCount,
  type InboxFilter,
  type InboxItem,
  type InboxPage,
} from './inbox';

/** How often an open Inbox asks whether something arrived (while its window is shown). */
const INBOX_POLL_MS = 5_000;

/** Per kind: the tab label, who sent it and the fields worth reading, in order. */
const kinds = {
  quotes: {
    label: 'Quote requests',
    name: (item: InboxItem<'quotes'>) => item.fullName,
    fields: [
      ['Phone', 'phone'],
      ['Company', 'companyName'],
      ['Size', 'size'],
      ['Contact by', 'contactMethod'],
      ['Services', 'services'],
      ['Budget', 'budget'],
      ['Deadline', 'deadline'],
      ['Source', 'source'],
      ['Region', 'region'],
      ['Description', 'description'],
      ['Details', 'additionalDetails'],
    ] as const,
  },
  contacts: {
    label: 'Contact messages',
    name: (item: InboxItem<'contacts'>) => item.name,
    fields: [
      ['Phone', 'phone'],
      ['Subject', 'subject'],
      ['Message', 'message'],
    ] as const,
  },
  applications: {
    label: 'Job applications',
    name: (item: InboxItem<'applications'>) => item.name,
    remark: (item: InboxItem<'applications'>) =>
      item.openRole ? null : 'Speculative application: the position was not one of the open roles when it was sent.',
    fields: [
      ['Contact number', 'contact'],
      ['Position', 'position'],
      ['Town/City', 'town'],
      ['Country', 'country'],
      ['Expected salary', 'salary'],
      ['Currency', 'currency'],
      ['Information', 'info'],
    ] as const,
  },
} satisfies {
  [K in InboxKind]: {
    label: string;
    name: (item: InboxItem<K>) => string;
    /** What a person should know of the item before its fields (a speculative application), if anything. */
    remark?: (item: InboxItem<K>) => string | null;
    fields: readonly (readonly [string, keyof InboxItem<K>])[];
  };
};

/** A small outline button that runs `action`, busy meanwhile; a failure is told in a toast with the server's words, else `failure`. */
function ActionButton({ action, failure, children }: { action: () => Promise<void>; failure: string; children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  return (
    <AppButton
      size="compact-md"
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await action();
        } catch (error) {
          void toast({ message: errorMessage(error, failure), variant: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {children}
    </AppButton>
  );
}

function Download({ file }: { file: InboxFile }) {
  return (
    <ActionButton action={() => downloadFile(file)} failure="Failed to download the file">
      Download {file.name} ({formatBytes(file.size)})
    </ActionButton>
  );
}

/** Moves a suspect back to the inbox (which sends its mail), then takes it off this list. */
function NotSpam({ kind, id, onMoved }: { kind: InboxKind; id: string; onMoved: () => void }) {
  return (
    <ActionButton
      action={async () => {
        await moveOutOfSpam(kind, id);
        void toast({ message: 'Moved to the inbox and sent on by e-mail', variant: 'success' });
        onMoved();
      }}
      failure="Failed to move it to the inbox"
    >
      Not spam
    </ActionButton>
  );
}

/**
 * The notification mail's state as a sentence: what a person needs to know to act on it. What the
 * mail server answered is for whoever fixes it, under Details (MailState), not in the sentence.
 */
function deliveryText(delivery: Delivery): string {
  switch (delivery.state) {
    case 'none':
      return 'No notification mail was sent for this one.';
    case 'queued':
      return 'Notification mail queued.';
    case 'sent':
      return `Notification mail sent ${at(delivery.sentAt)}.`;
    case 'retrying':
      return `The notification mail has not gone out yet: ${plural(delivery.attempts, 'try', 'tries')} failed. It will be tried again ${at(delivery.nextAttemptAt)}.`;
    case 'failed':
      return `The notification mail could not be sent (${plural(delivery.attempts, 'try', 'tries')}), so nobody was told of this by e-mail. Read it here, or send it again once the mail server works.`;
  }
}

/** Whether a mail's state needs someone's attention: shown as a warning. */
const troubled = (delivery: Delivery) => delivery.state === 'retrying' || delivery.state === 'failed';

/**
 * The item's mail, and Resend: queues it afresh and shows the state the server answers. A mail
 * already delivered is sent again only once the person confirms it (its recipients have it).
 */
function MailState({ kind, id, initial }: { kind: InboxKind; id: string; initial: Delivery }) {
  const [delivery, setDelivery] = useState(initial);
  const [confirming, setConfirming] = useState(false);
  const refresh = useOutbox((state) => state.refresh);
  const sends = useOutbox((state) => state.summary?.sends);
  if (sends === false && delivery.state === 'none')
    return (
      <p className={classes.muted} data-delivery="none">
        This server sends no notification mail (its SMTP_URL is not set): read enquiries here.
      </p>
    );
  const resend = async () => {
    setDelivery(await resendMail(kind, id));
    setConfirming(false);
    void toast({ message: 'The notification mail is queued to be sent again', variant: 'success' });
    void refresh();
  };
  if (confirming)
    return (
      <div role="alertdialog" aria-label="Send the mail again?" className={classes.muted} data-delivery={delivery.state}>
        <p>This notification mail was delivered {at(delivery.sentAt)}. Send another copy to the same people?</p>
        <div className={classes.dialogActions}>
          <AppButton size="compact-md" variant="outline" onClick={() => setConfirming(false)}>
            Cancel
          </AppButton>
          <ActionButton action={resend} failure="Failed to queue the mail again">
            Send again
          </ActionButton>
        </div>
      </div>
    );
  const button =
    delivery.state === 'sent' ? (
      <AppButton size="compact-md" variant="outline" onClick={() => setConfirming(true)}>
        Resend
      </AppButton>
    ) : (
      <ActionButton action={resend} failure="Failed to queue the mail again">
        Resend
      </ActionButton>
    );
  if (troubled(delivery))
    return (
      <div className={delivery.state === 'failed' ? classes.mailFailed : classes.mailRetrying} data-delivery={delivery.state}>
        <p>
          <span role="status">{deliveryText(delivery)}</span> {button}
        </p>
        {delivery.lastError && (
          <details>
            <summary>Details</summary>
            <p>The mail server answered: {delivery.lastError}</p>
          </details>
        )}
      </div>
    );
  return (
    <p className={classes.muted} data-delivery={delivery.state}>
      <span role="status">{deliveryText(delivery)}</span> {button}
    </p>
  );
}

const kindWords: Record<InboxKind, [string, string]> = {
  quotes: ['quote request', 'quote requests'],
  contacts: ['contact message', 'contact messages'],
  applications: ['job application', 'job applications'],
};

/**
 * While any submission's notification mail has failed, says so above the admin's tabs: how many
 * of each kind, and where to resend them. Read when the admin opens and after each Resend.
 */
export function FailedMailBanner() {
  const { summary, refresh } = useOutbox();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (!summary || summary.failed === 0) return null;
  const parts = (Object.keys(kindWords) as InboxKind[])
    .filter((kind) => summary.failedByKind[kind] > 0)
    .map((kind) => {
      const [one, many] = kindWords[kind];
      return plural(summary.failedByKind[kind], one, many);
    });
  if (parts.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Some enquiries were not mailed" data-failed-mail-banner>
      The notification mail of {parts.join(', ')} could not be sent, so nobody was told of them by e-mail. Open the Inbox, read
      them there, and press Resend once the mail server is fixed.
    </Alert>
  );
}

const STATE_LABELS: Record<EnquiryState, string> = { new: 'New', open: 'Open', answered: 'Answered', closed: 'Closed' };
const ENQUIRY_STATE_CHOICES = (Object.keys(STATE_LABELS) as EnquiryState[]).map((value) => ({
  value,
  label: STATE_LABELS[value],
}));

/** A kind's states as its select offers them: a quote closes as won or lost (`closed:won`), the others as closed. */
function stateChoices(kind: InboxKind) {
  const open = (['new', 'open', 'answered'] as const).map((state) => ({ value: state, label: STATE_LABELS[state] }));
  return kind === 'quotes'
    ? [...open, { value: 'closed:won', label: 'Closed: won' }, { value: 'closed:lost', label: 'Closed: lost' }]
    : [...open, { value: 'closed', label: 'Closed' }];
}

/** The item's state as its select's value. */
const stateValue = (item: { state: EnquiryState; outcome: 'won' | 'lost' | null }) =>
  item.state === 'closed' && item.outcome ? `closed:${item.outcome}` : item.state;

/** A select's value as the change the server takes. */
function stateChange(value: string): EnquiryChange {
  const [state, outcome] = value.split(':') as [EnquiryState, 'won' | 'lost' | undefined];
  return outcome ? { state, outcome } : { state };
}

/** Where on the site it came from (issue 62's count of page views), in words, or nothing when that is not known. */
function visitText({ landingPath, formPath }: { landingPath: string | null; formPath: string | null }): string | null {
  if (!landingPath) return null;
  return formPath && formPath !== landingPath
    ? `The visitor arrived on ${landingPath} and sent this from ${formPath}.`
    : `The visitor arrived on ${landingPath}.`;
}

/** When an answer is due, in words: past it (overdue), by when, or nothing once answered or closed. */
function dueText(item: { overdue: boolean; dueAt: string; state: EnquiryState }): string | null {
  if (item.overdue) return `Overdue: an answer was due ${at(item.dueAt)}.`;
  return item.state === 'new' || item.state === 'open' ? `Answer by ${at(item.dueAt)}.` : null;
}

type TrackedItem = InboxItem<InboxKind>;

/**
 * Where an item stands and who has it: its state and assignee, each changed at once on the server
 * (a failure is told and the select goes back), and when its answer is due.
 */
function Tracking({
  kind,
  item,
  assignees,
  onChanged,
}: {
  kind: InboxKind;
  item: TrackedItem;
  assignees: { id: string; name: string }[];
  onChanged: (item: TrackedItem) => void;
}) {
  const [busy, setBusy] = useState(false);
  const change = async (body: EnquiryChange) => {
    setBusy(true);
    try {
      onChanged(await changeEnquiry(kind, item.id, body));
    } catch (error) {
      void toast({ message: errorMessage(error, 'The change was not saved'), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // Someone no longer on the list (suspended since) still shows as who has it.
  const people =
    item.assignee && !assignees.some((person) => person.id === item.assignee?.id) ? [...assignees, item.assignee] : assignees;
  const due = dueText(item);
  const visit = visitText(item);
  return (
    <div className={classes.tracking} role="group" aria-label="Tracking">
      <NativeSelect
        label="State"
        size="sm"
        disabled={busy}
        value={stateValue(item)}
        data={stateChoices(kind)}
        onChange={(event) => void change(stateChange(event.currentTarget.value))}
      />
      <NativeSelect
        label="Assigned to"
        size="sm"
        disabled={busy}
        value={item.assignee?.id ?? ''}
        data={[{ value: '', label: 'Nobody' }, ...people.map((person) => ({ value: person.id, label: person.name }))]}
        onChange={(event) => void change({ assigneeId: event.currentTarget.value || null })}
      />
      {due && (
        <p className={item.overdue ? classes.overdue : classes.muted} data-overdue={item.overdue || undefined}>
          {item.overdue && (
            <Badge color="red" variant="light" mr="xs">
              Overdue
            </Badge>
          )}
          {due}
        </p>
      )}
      {visit && <p className={classes.muted}>{visit}</p>}
    </div>
  );
}

/** Who may be given enquiries, read once the Inbox opens; none (only Nobody) if they cannot be read. */
function useAssignees() {
  const [assignees, setAssignees] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    let current = true;
    fetchAssignees().then(
      (people) => current && setAssignees(people),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return assignees;
}

/**
 * One page of a kind's list. `stamp` names what the list holds on the server (its count and newest
 * item, polled by the Inbox): when it changes, the page is read again in place.
 */
function InboxList<K extends InboxKind>({
  kind,
  view,
  stamp,
  filter,
  assignees,
}: {
  kind: K;
  view: InboxView;
  stamp: string;
  filter: InboxFilter;
  assignees: { id: string; name: string }[];
}) {
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<{ list: InboxPage<K> | null; error: string | null }>({ list: null, error: null });
  useEffect(() => {
    let current = true;
    fetchInbox(kind, page, view, undefined, filter).then(
      (list) => current && setState({ list, error: null }),
      (error: unknown) => {
        const message = errorMessage(error, `Failed to load ${kinds[kind].label.toLowerCase()}`);
        if (current) setState({ list: null, error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, page, view, reload, stamp, filter]);

  const config = kinds[kind] as unknown as {
    name: (item: InboxItem<K>) => string;
    remark?: (item: InboxItem<K>) => string | null;
    fields: readonly (readonly [string, keyof InboxItem<K>])[];
  };
  if (state.error) return <p role="alert">{state.error}</p>;
  if (!state.list) return <p className={classes.muted}>Loading...</p>;
  const { items, total, pageCount } = state.list;
  const filtered = filter.state !== undefined || filter.assignee !== undefined;
  if (items.length === 0 && page === 1)
    return (
      <p className={classes.muted}>
        {view === 'spam' ? 'Nothing looked automated.' : filtered ? 'Nothing matches these filters.' : 'Nothing here yet.'}
      </p>
    );
  /** An item as the server now has it, in place of the one shown. */
  const replace = (changed: TrackedItem) =>
    setState(({ list }) => ({
      error: null,
      list: list && { ...list, items: list.items.map((each) => (each.id === changed.id ? (changed as InboxItem<K>) : each)) },
    }));
  const pager = pageCount > 1 && (
    <nav className={classes.pager} aria-label={`${kinds[kind].label}: pages`}>
      <AppButton size="compact-md" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Newer
      </AppButton>
      <span className={classes.muted}>
        Page {page} of {pageCount} ({total} in all)
      </span>
      <AppButton size="compact-md" variant="outline" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
        Older
      </AppButton>
    </nav>
  );
  return (
    <>
      {pager}
      <ul className={classes.inboxList} aria-label={view === 'spam' ? `${kinds[kind].label}: spam` : kinds[kind].label}>
        {items.map((item) => (
          <li key={item.id} className={classes.inboxItem} data-inbox-item={item.id}>
            <p className={classes.muted}>
              <time dateTime={item.createdAt}>{at(item.createdAt)}</time>
            </p>
            <h3 className={classes.cardTitle}>
              {config.name(item)} · <a href={`mailto:${item.email}`}>{item.email}</a>
            </h3>
            {config.remark?.(item) && (
              <p className={classes.remark} data-remark>
                {config.remark(item)}
              </p>
            )}
            <dl className={classes.fields}>
              {config.fields.map(([label, key]) => {
                const value = item[key];
                return typeof value === 'string' && value ? (
                  <div key={String(key)} style={{ display: 'contents' }}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ) : null;
              })}
            </dl>
            {item.file && (
              <p>
                <Download file={item.file} />
              </p>
            )}
            {!item.spamReason && <Tracking kind={kind} item={item} assignees={assignees} onChanged={replace} />}
            {!item.spamReason && <Conversation kind={kind} item={item} onChanged={replace} />}
            {item.spamReason ? (
              <p>
                <span className={classes.muted}>Held back: {item.spamReason}. </span>
                <NotSpam kind={kind} id={item.id} onMoved={() => setReload((n) => n + 1)} />
              </p>
            ) : (
              // Keyed by its state too: a list read again (a Resend elsewhere, a retry) shows the state as it now is.
              <MailState
                key={`${item.delivery.state} ${item.delivery.attempts}`}
                kind={kind}
                id={item.id}
                initial={item.delivery}
              />
            )}
          </li>
        ))}
      </ul>
      {pager}
    </>
  );
}

/**
 * One kind's two lists: what people sent, and what looked automated (a filled honeypot, a form sent
 * too soon after its page), kept rather than dropped, never e-mailed, and movable back.
 */
function InboxPanel({
  kind,
  count,
  assignees,
}: {
  kind: InboxKind;
  count: InboxCount | undefined;
  assignees: { id: string; name: string }[];
}) {
  const [view, setView] = useState<InboxView>('inbox');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [state, setState] = useState<EnquiryState | ''>('');
  const [mine, setMine] = useState(false);
  const filter = useMemo<InboxFilter>(
    () => (view === 'spam' ? {} : { ...(state ? { state } : {}), ...(mine ? { assignee: 'me' } : {}) }),
    [view, state, mine],
  );
  return (
    <>
      <div className={classes.exportRow} role="group" aria-label={`${kinds[kind].label}: export`}>
        <TextInput type="date" label="From" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
        <TextInput type="date" label="To" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        <ActionButton action={() => exportCsv(kind, view, from, to)} failure="Failed to export the CSV file">
          Export {view === 'spam' ? 'spam ' : ''}as CSV
        </ActionButton>
      </div>
      <SegmentedControl
        mt="md"
        value={view}
        onChange={(value) => setView(value)}
        data={[
          { value: 'inbox', label: 'Inbox' },
          { value: 'spam', label: 'Spam' },
        ]}
        aria-label={`${kinds[kind].label}: which list`}
      />
      {view === 'inbox' && (
        <div className={classes.exportRow} role="group" aria-label={`${kinds[kind].label}: filters`}>
          <NativeSelect
            label="State"
            value={state}
            data={[{ value: '', label: 'Any state' }, ...ENQUIRY_STATE_CHOICES]}
            onChange={(event) => setState(event.currentTarget.value as EnquiryState | '')}
          />
          <Checkbox label="Assigned to me" checked={mine} onChange={(event) => setMine(event.currentTarget.checked)} mb={8} />
        </div>
      )}
      <InboxList
        key={`${view} ${filter.state ?? ''} ${filter.assignee ?? ''}`}
        kind={kind}
        view={view}
        filter={filter}
        assignees={assignees}
        stamp={view === 'inbox' && count ? `${count.total} ${count.newest?.id ?? ''}` : ''}
      />
    </>
  );
}

/**
 * Each kind's count and newest item, read now and every INBOX_POLL_MS while the window is shown (at
 * once when it is shown again): undefined until the first answer, null when it failed.
 */
function useInboxCounts(): Record<InboxKind, InboxCount> | null | undefined {
  const [counts, setCounts] = useState<Record<InboxKind, InboxCount> | null>();
  useEffect(() => {
    let current = true;
    const read = () => {
      if (document.visibilityState === 'hidden') return;
      fetchInboxCounts().then(
        (next) => current && setCounts(next),
        () => current && setCounts((known) => known ?? null),
      );
    };
    read();
    const timer = setInterval(read, INBOX_POLL_MS);
    document.addEventListener('visibilitychange', read);
    return () => {
      current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, []);
  return counts;
}

/**
 * Quote requests, contact messages and job applications, each list the overdue first and then the
 * newest, a page of 50 at a time, spam apart, each item with its state, its assignee and when its
 * answer is due. Opens on the kind whose newest item arrived last, counts each kind in its tab, and
 * shows what arrives while it is open within seconds. Below, the offices' calendars the promise is
 * counted in.
 */
export function Inbox() {
  const counts = useInboxCounts();
  const assignees = useAssignees();
  const [chosen, setChosen] = useState<InboxKind | null>(null);
  const tab = chosen ?? (counts ? kindNeedingAttention(counts) : counts === null ? 'quotes' : null);
  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className={classes.sectionTitle}>
        Inbox
      </h2>
      {tab === null ? (
        <p className={classes.muted}>Loading...</p>
      ) : (
        <Tabs value={tab} onChange={(value) => value && setChosen(value as InboxKind)} keepMounted={false} mt="md">
          <Tabs.List>
            {(Object.keys(kinds) as InboxKind[]).map((kind) => (
              <Tabs.Tab
                key={kind}
                value={kind}
                rightSection={
                  counts?.[kind] ? (
                    <Badge size="sm" variant="light" color="gray" aria-label={plural(counts[kind].total, 'item')}>
                      {counts[kind].total}
                    </Badge>
                  ) : null
                }
              >
                {kinds[kind].label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {(Object.keys(kinds) as InboxKind[]).map((kind) => (
            <Tabs.Panel key={kind} value={kind}>
              <InboxPanel kind={kind} count={counts?.[kind]} assignees={assignees} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      <OfficeCalendars />
    </section>
  );
}
