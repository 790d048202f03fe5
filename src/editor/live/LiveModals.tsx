import { Modal } from '@mantine/core';
import type { HistoryEntry } from '../../schemas/live-content';
import { dateTime } from '../../lib/text';
import classes from '../editor.module.css';
import live from './live.module.css';

/**
 * The preview's page without its scripts and their preloads: shown in a frame that runs none, it
 * is what a visitor first sees, and a script left in would only be refused.
 */
export function withoutScripts(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove();
  return `<!doctype html>${document.documentElement.outerHTML}`;
}

/** A draft as visitors would be served it (`html`, without its scripts), in a frame over the editor; closed while null. */
export function PreviewModal({ html, title, onClose }: { html: string | null; title: string; onClose: () => void }) {
  return (
    <Modal
      opened={html !== null}
      onClose={onClose}
      title="Preview of the draft"
      fullScreen
      closeButtonProps={{ 'aria-label': 'Close the preview' }}
    >
      {html !== null && (
        // The page as the server renders it, without its scripts: what visitors would first see.
        <iframe className={live.preview} title={title} sandbox="allow-same-origin" srcDoc={html} />
      )}
    </Modal>
  );
}

/** What a restore of `entry` did, as the screen says it once it is done. */
export function restoredText(entry: HistoryEntry): string {
  const which =
    entry.kind === 'deployed' ? 'The version the site was deployed with' : `The version published ${dateTime(entry.at)}`;
  return `${which} is the draft now: publish it to show it to visitors.`;
}

/**
 * The publishes of `what`, newest first, each with a restore that makes it the draft, then the
 * version the site was deployed with (what visitors saw before the first change); closed while null.
 */
export function HistoryModal({
  entries,
  what,
  unpublished,
  busy,
  onRestore,
  onClose,
}: {
  entries: HistoryEntry[] | null;
  what: string;
  /** What a history without publishes means for visitors. */
  unpublished: string;
  busy: boolean;
  onRestore: (entry: HistoryEntry) => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={entries !== null}
      onClose={onClose}
      title={`History of ${what}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close the history' }}
    >
      {entries !== null && (
        <>
          {entries.every((entry) => entry.kind === 'deployed') && <p>{unpublished}</p>}
          <ol className={live.history} aria-label="Publishes, newest first">
            {entries.map((entry) => (
              <li key={entry.id}>
                <div>
                  {entry.kind === 'deployed' ? (
                    <strong>As the site was deployed</strong>
                  ) : (
                    <>
                      <strong>{dateTime(entry.at)}</strong> by {entry.by.name}
                    </>
                  )}
                  <br />
                  <span className={classes.muted}>{entry.summary}</span>
                </div>
                <button type="button" className={classes.button} disabled={busy} onClick={() => onRestore(entry)}>
                  Restore as draft
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </Modal>
  );
}
