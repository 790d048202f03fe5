import { SegmentedControl, Tabs } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Tabs.layer.css';
import { useEffect, useState, type ReactNode } from 'react';
import { errorMessage } from '../../api/client';
import { toast } from '../toast/toast';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import type { InboxFile, InboxKind, InboxKinds, InboxView } from '../../schemas/inbox';
import { downloadFile, fetchInbox, formatBytes, moveOutOfSpam, type InboxPage } from './inbox';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Per kind: the tab label, who sent it and the fields worth reading, in order. */
const kinds = {
  quotes: {
    label: 'Quote requests',
    name: (item: InboxKinds['quotes']) => item.fullName,
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
    name: (item: InboxKinds['contacts']) => item.name,
    fields: [
      ['Phone', 'phone'],
      ['Subject', 'subject'],
      ['Message', 'message'],
    ] as const,
  },
  applications: {
    label: 'Job applications',
    name: (item: InboxKinds['applications']) => item.name,
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
    name: (item: InboxKinds[K]) => string;
    fields: readonly (readonly [string, keyof InboxKinds[K]])[];
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
          void toast({ message: await errorMessage(error, failure), variant: 'error' });
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

function InboxList<K extends InboxKind>({ kind, view }: { kind: K; view: InboxView }) {
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [state, setState] = useState<{ list: InboxPage<K> | null; error: string | null }>({ list: null, error: null });
  useEffect(() => {
    let current = true;
    fetchInbox(kind, page, view).then(
      (list) => current && setState({ list, error: null }),
      async (error: unknown) => {
        const message = await errorMessage(error, `Failed to load ${kinds[kind].label.toLowerCase()}`);
        if (current) setState({ list: null, error: message });
      },
    );
    return () => {
      current = false;
    };
  }, [kind, page, view, reload]);

  const config = kinds[kind] as unknown as {
    name: (item: InboxKinds[K]) => string;
    fields: readonly (readonly [string, keyof InboxKinds[K]])[];
  };
  if (state.error) return <p role="alert">{state.error}</p>;
  if (!state.list) return <p className={classes.muted}>Loading...</p>;
  const { items, total, pageCount } = state.list;
  if (items.length === 0 && page === 1)
    return <p className={classes.muted}>{view === 'spam' ? 'Nothing looked automated.' : 'Nothing here yet.'}</p>;
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
              <time dateTime={item.createdAt}>{dateFormat.format(new Date(item.createdAt))}</time>
            </p>
            <h3 className={classes.cardTitle}>
              {config.name(item)} · <a href={`mailto:${item.email}`}>{item.email}</a>
            </h3>
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
            {item.spamReason && (
              <p>
                <span className={classes.muted}>Held back: {item.spamReason}. </span>
                <NotSpam kind={kind} id={item.id} onMoved={() => setReload((n) => n + 1)} />
              </p>
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
function InboxPanel({ kind }: { kind: InboxKind }) {
  const [view, setView] = useState<InboxView>('inbox');
  return (
    <>
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
      <InboxList key={view} kind={kind} view={view} />
    </>
  );
}

/** Quote requests, contact messages and job applications, each list newest first, a page of 50 at a time, spam apart. */
export function Inbox() {
  const [tab, setTab] = useState<InboxKind>('quotes');
  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className={classes.sectionTitle}>
        Inbox
      </h2>
      <Tabs value={tab} onChange={(value) => value && setTab(value as InboxKind)} keepMounted={false} mt="md">
        <Tabs.List>
          {(Object.keys(kinds) as InboxKind[]).map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {kinds[kind].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(Object.keys(kinds) as InboxKind[]).map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <InboxPanel kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
