import { Alert } from '@mantine/core';
import { usePostSession } from '../../stores/postSession';
import type { Blog } from '../../stores/blog';
import { AppButton } from '../../ui/AppButton';
import classes from './Admin.module.css';
import type { LocalCopy } from './localCopy';

const when = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * Where the editor's typing stands, said as it changes (a live region): saved and when, saving,
 * offline (kept on this device, trying again), or saved elsewhere meanwhile, with the two ways out:
 * load what was saved, or keep this text and save over it knowingly.
 */
export function SaveStatus({ live, onLoad }: { live: boolean; onLoad: (post: Blog) => void }) {
  const { state, savedAt, current, error, keepMine } = usePostSession();
  return (
    <>
      <p className={classes.muted} role="status" data-save-state={state}>
        {state === 'saving' && 'Saving...'}
        {state === 'saved' &&
          savedAt &&
          (live
            ? `Changes kept at ${when.format(new Date(savedAt))}, not yet live: choose Update to publish them.`
            : `Draft saved at ${when.format(new Date(savedAt))}.`)}
        {state === 'offline' && 'Offline: your text is kept on this device and will be saved when the connection is back.'}
        {state === 'error' && error}
      </p>
      {state === 'conflict' && current && (
        <Alert color="orange" variant="light" title="This post was saved elsewhere" role="alert">
          <p>
            Someone (or another tab) saved “{current.title}” after you opened it. Load their version, or keep your text and save
            it over theirs.
          </p>
          <div className={classes.dialogActions}>
            <AppButton variant="outline" size="compact-md" onClick={() => onLoad(current)}>
              Load the saved version
            </AppButton>
            <AppButton size="compact-md" onClick={keepMine}>
              Keep my text
            </AppButton>
          </div>
        </Alert>
      )}
    </>
  );
}

/** Text typed on this device that never reached the server (a crash, a closed tab): offered back. */
export function LocalCopyPrompt({
  copy,
  onRestore,
  onDiscard,
}: {
  copy: LocalCopy;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert color="blue" variant="light" title="Unsaved text found" role="alert">
      <p>This device kept text you typed in this post at {new Date(copy.at).toLocaleString()} that was not saved.</p>
      <div className={classes.dialogActions}>
        <AppButton variant="outline" size="compact-md" onClick={onDiscard}>
          Discard it
        </AppButton>
        <AppButton size="compact-md" onClick={onRestore}>
          Restore it
        </AppButton>
      </div>
    </Alert>
  );
}
