import { useEffect, useMemo, useState } from 'react';
import { localCopies, type LocalCopy } from '../../lib/local-copy';
import { createSaveQueue } from '../../lib/save-queue';
import { dateTime } from '../../lib/text';
import type { SaveResult } from '../backend';
import { sentenceOf } from '../refusal';
import type { ChangeState, SettingsChanges } from '../site/settingsChange';
import { changeSettings } from './liveBackend';
import classes from '../editor.module.css';

/*
 * The settings' forms on the running site save as every editor of the admin does (a post, a page):
 * through the save queue (lib/save-queue.ts), a change with no answer tried again by itself, and
 * kept in this browser (lib/local-copy.ts) until the server has it, offered back the next time if
 * it never got there.
 */

type Form = '/navigation' | '/company';
/** A form's change as it was sent: its whole form, with the draft's version it was made from. */
interface SettingsEdit {
  form: Form;
  body: unknown;
}

const FORMS: readonly Form[] = ['/navigation', '/company'];
const isSettingsEdit = (value: unknown): value is SettingsEdit =>
  typeof value === 'object' && value !== null && FORMS.includes((value as SettingsEdit).form) && 'body' in value;
/** One copy a form: the latest change each sent that the server did not keep. */
const settingsCopies = localCopies('settings-edit:', isSettingsEdit);

/** What a form's change is, as the offer names it. */
const FORM_NAMES: Record<Form, string> = { '/navigation': 'the navigation', '/company': 'the company facts' };

/**
 * The hook each form sends its change with: kept in this browser at once, sent through a save queue
 * of its own; `saved` runs once the draft has it (the screen reads the settings again).
 */
export function useQueuedSettingsChange(saved: () => void): ReturnType<SettingsChanges['useChange']> {
  const [state, setState] = useState<ChangeState>({ kind: 'idle' });
  const queue = useMemo(
    () =>
      createSaveQueue<SettingsEdit>({
        send: async (edit) => {
          const result: SaveResult = await changeSettings(edit.form, edit.body);
          if (result.kind === 'saved') {
            settingsCopies.drop(edit.form);
            setState({ kind: 'idle' });
            saved();
            return 'kept';
          }
          const retried = result.kind === 'unanswered';
          setState({ kind: 'refused', ...sentenceOf(result, 'Not saved', { retried }) });
          return retried ? 'retry' : 'kept';
        },
      }),
    [saved],
  );
  useEffect(() => () => queue.close(), [queue]);
  return {
    state,
    run: async (form, body) => {
      settingsCopies.keep(form, { form, body });
      setState({ kind: 'saving', message: 'Checking and saving the draft…' });
      await queue.put({ form, body }, { now: true });
    },
  };
}

/**
 * Changes of the settings this browser kept that the server never took (the tab closed, the
 * network or the server away): each offered to be saved now, from the draft it was made from (a
 * draft changed since is a conflict, said as one), or discarded.
 */
export function KeptSettings({ saved }: { saved: () => void }) {
  const [kept, setKept] = useState(() =>
    FORMS.flatMap((form) => {
      const copy = settingsCopies.read(form);
      return copy ? [copy] : [];
    }),
  );
  const [message, setMessage] = useState<string>();
  const forget = (copy: LocalCopy<SettingsEdit>) => {
    settingsCopies.drop(copy.fields.form);
    setKept((all) => all.filter((other) => other !== copy));
  };
  const saveNow = async (copy: LocalCopy<SettingsEdit>) => {
    const result = await changeSettings(copy.fields.form, copy.fields.body);
    if (result.kind !== 'saved') return setMessage(sentenceOf(result, 'Not saved').message);
    setMessage(undefined);
    forget(copy);
    saved();
  };
  if (kept.length === 0) return null;
  return (
    <>
      {kept.map((copy) => (
        <div key={copy.fields.form} className={classes.banner} role="status">
          <span>
            Your change of {FORM_NAMES[copy.fields.form]} on {dateTime(copy.at)} was not saved. This browser kept it.
          </span>
          <button type="button" className={classes.button} onClick={() => void saveNow(copy)}>
            Save it now
          </button>
          <button type="button" className={classes.button} onClick={() => forget(copy)}>
            Discard it
          </button>
        </div>
      ))}
      {message && (
        <p className={classes.notice} role="alert">
          {message}
        </p>
      )}
    </>
  );
}
