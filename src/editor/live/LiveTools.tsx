import { useGetPuck } from '@puckeditor/core';
import { Modal } from '@mantine/core';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { useRef, useState } from 'react';
import type { HistoryEntry } from '../../schemas/live-content';
import { useEditorSession } from '../session';
import { pageHistory, previewPage, publishPage, restoreEntry } from './liveBackend';
import classes from '../editor.module.css';
import live from './live.module.css';
import { dateTime } from '../../lib/text';

/**
 * The preview's page without its scripts and their preloads: shown in a frame that runs none, it
 * is what a visitor first sees, and a script left in would only be refused.
 */
function withoutScripts(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
  return `<!doctype html>${document.documentElement.outerHTML}`;
}

type Open = { kind: 'preview'; html: string } | { kind: 'history'; entries: HistoryEntry[] } | null;

/**
 * The running site's tools in the editor's header, beside Save: Preview (the draft as visitors
 * would be served it), Publish (live on every instance within seconds) and History (each publish,
 * and a restore that makes a new draft). Each saves what is on screen first, through the session's
 * one queue of saves, so it acts on exactly the page the editor sees.
 */
export function LiveTools({ name, published, reopen }: { name: string; published: string; reopen: () => void }) {
  const { saveNow, setStatus, refuse } = useEditorSession();
  const getPuck = useGetPuck();
  const publishedVersion = useRef(published);
  const [busy, setBusy] = useState<string>();
  const [open, setOpen] = useState<Open>(null);

  const run = (label: string, action: () => Promise<void>) => {
    setBusy(label);
    action()
      .catch((error: unknown) => setStatus(`${label} failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => setBusy(undefined));
  };

  const preview = async () => {
    if (!(await saveNow(getPuck().appState.data))) return;
    setOpen({ kind: 'preview', html: withoutScripts(await previewPage(name)) });
  };

  const publish = async () => {
    const version = await saveNow(getPuck().appState.data);
    if (!version) return;
    if (version === publishedVersion.current) {
      setStatus('Nothing to publish: visitors already see this page as it is here.');
      return;
    }
    const result = await publishPage(name, version);
    if (result.kind !== 'published') return refuse(result);
    publishedVersion.current = result.version;
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
    reopen();
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
      <Modal
        opened={open?.kind === 'preview'}
        onClose={() => setOpen(null)}
        title="Preview of the draft"
        fullScreen
        closeButtonProps={{ 'aria-label': 'Close the preview' }}
      >
        {open?.kind === 'preview' && (
          // The page as the server renders it, without its scripts: what visitors would first see.
          <iframe className={live.preview} title={`Preview of ${name}`} sandbox="allow-same-origin" srcDoc={open.html} />
        )}
      </Modal>
      <Modal
        opened={open?.kind === 'history'}
        onClose={() => setOpen(null)}
        title="History of this page"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the history' }}
      >
        {open?.kind === 'history' &&
          (open.entries.length === 0 ? (
            <p>Not published from here yet: visitors see the page as the site was deployed.</p>
          ) : (
            <ol className={live.history} aria-label="Publishes, newest first">
              {open.entries.map((entry) => (
                <li key={entry.id}>
                  <div>
                    <strong>{dateTime(entry.at)}</strong> by {entry.by.name}
                    <br />
                    <span className={classes.muted}>{entry.summary}</span>
                  </div>
                  <button
                    type="button"
                    className={classes.button}
                    disabled={busy !== undefined}
                    onClick={() => run('Restore', () => restore(entry))}
                  >
                    Restore as draft
                  </button>
                </li>
              ))}
            </ol>
          ))}
      </Modal>
    </>
  );
}
