import { useGetPuck } from '@puckeditor/core';
import { useRef, useState } from 'react';
import type { HistoryEntry } from '../../schemas/live-content';
import { useEditorSession } from '../session';
import type { EditorPage } from '../wire/protocol';
import { sentenceOf } from '../refusal';
import { fileOf, liveBackend, pageHistory, previewPage, publishPage, refusalOf, restoreEntry } from './liveBackend';
import { HistoryModal, PreviewModal, restoredText, withoutScripts } from './LiveModals';
import classes from '../editor.module.css';
import { dateTime } from '../../lib/text';

type Open = { kind: 'preview'; html: string } | { kind: 'history'; entries: HistoryEntry[] } | null;

/**
 * The running site's tools in the editor's header, beside Save: Preview (the draft as visitors
 * would be served it), Publish (live on every instance within seconds) and History (each publish,
 * and a restore that makes a new draft). Each saves what is on screen first, through the session's
 * one queue of saves (the route with the blocks), so it acts on exactly the page the editor sees;
 * Publish takes the page's route with it when the settings' draft changed it.
 */
export function LiveTools({
  name,
  published,
  reopen,
  route,
}: {
  name: string;
  published: string;
  /** Opens the page again as the server holds it, the header saying `greeting`. */
  reopen: (greeting?: string) => void;
  /** The page's route in the settings' draft: the version to publish with the page (none while its route is as published), and what a publish does to it. */
  route: { draftVersion: () => string | undefined; published: () => void };
}) {
  const { saveNow, setStatus, refuse } = useEditorSession();
  const getPuck = useGetPuck();
  const publishedVersion = useRef(published);
  const [busy, setBusy] = useState<string>();
  const [open, setOpen] = useState<Open>(null);

  const run = (label: string, action: () => Promise<void>) => {
    setBusy(label);
    action()
      .catch((error: unknown) => setStatus(sentenceOf(refusalOf(error, fileOf(name)), `${label} failed`).message))
      .finally(() => setBusy(undefined));
  };

  const preview = async () => {
    if (!(await saveNow(getPuck().appState.data))) return;
    setOpen({ kind: 'preview', html: withoutScripts(await previewPage(name)) });
  };

  const publish = async () => {
    const version = await saveNow(getPuck().appState.data);
    if (!version) return;
    const site = route.draftVersion();
    if (version === publishedVersion.current && site === undefined) {
      setStatus('Nothing to publish: visitors already see this page as it is here.');
      return;
    }
    const result = await publishPage(name, version, site);
    if (result.kind !== 'published') return refuse(result);
    publishedVersion.current = version;
    if (site !== undefined) route.published();
    setStatus(`Published ${dateTime(result.publishedAt)}: visitors see this page now.`);
  };

  const history = async () => {
    setOpen({ kind: 'history', entries: await pageHistory(name) });
  };

  const restore = async (entry: HistoryEntry) => {
    const version = await saveNow(getPuck().appState.data);
    if (!version) return setOpen(null);
    const result = await restoreEntry(name, entry.id, version);
    setOpen(null);
    if (result.kind !== 'saved') return refuse(result);
    // The page opens again with the restored draft: the header says so, beside the button pressed.
    reopen(restoredText(entry));
  };

  return (
    <>
      <button type="button" className={classes.button} disabled={busy !== undefined} onClick={() => run('Preview', preview)}>
        {busy === 'Preview' ? 'Opening the preview…' : 'Preview draft'}
      </button>
      <button type="button" className={classes.button} disabled={busy !== undefined} onClick={() => run('History', history)}>
        History
      </button>
      <button
        type="button"
        className={`${classes.button} ${classes.buttonPrimary}`}
        disabled={busy !== undefined}
        onClick={() => run('Publish', publish)}
      >
        {busy === 'Publish' ? 'Publishing…' : 'Publish'}
      </button>
      <PreviewModal
        html={open?.kind === 'preview' ? open.html : null}
        title={`Preview of ${name}`}
        onClose={() => setOpen(null)}
      />
      <HistoryModal
        entries={open?.kind === 'history' ? open.entries : null}
        what="this page"
        unpublished="Not published from here yet: visitors see the page as the site was deployed."
        busy={busy !== undefined}
        onRestore={(entry) => run('Restore', () => restore(entry))}
        onClose={() => setOpen(null)}
      />
    </>
  );
}

/**
 * A deploy brought a file other than the one the live page was made from: visitors still see the
 * live page, and this makes the deployed file the draft instead (what is on screen saved first, so
 * nothing is lost: it stays in the draft's place until this replaces it), to review and publish.
 */
export function TakeDeployed({ name, page, reopen }: { name: string; page: EditorPage; reopen: () => void }) {
  const { saveNow, setStatus, refuse } = useEditorSession();
  const getPuck = useGetPuck();
  const [busy, setBusy] = useState(false);
  const take = async () => {
    const version = await saveNow(getPuck().appState.data);
    if (!version) return;
    const result = await liveBackend.save(name, version, page);
    if (result.kind !== 'saved') return refuse(result);
    setStatus('The deployed page is the draft now: publish it to show it to visitors.');
    reopen();
  };
  return (
    <button
      type="button"
      className={classes.button}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        take()
          .catch((error: unknown) => setStatus(sentenceOf(refusalOf(error, 'site.config.ts'), 'Not taken').message))
          .finally(() => setBusy(false));
      }}
    >
      Make the deployed page the draft
    </button>
  );
}
