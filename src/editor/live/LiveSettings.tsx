import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api/client';
import { dateTime } from '../../lib/text';
import type { HistoryEntry, SettingsState } from '../../schemas/live-content';
import { sentenceOf } from '../refusal';
import { CompanyForm } from '../site/CompanyForm';
import { NavigationForm } from '../site/NavigationForm';
import { SettingsChangesContext, type SettingsChanges, type SettingsView } from '../site/settingsChange';
import { LiveFacts } from './LiveFacts';
import { HistoryModal, PreviewModal, restoredText, withoutScripts } from './LiveModals';
import {
  loadSettings,
  previewSettings,
  publishSettings,
  restoreSettings,
  settingsHistory,
  takeDeployedSettings,
} from './liveBackend';
import { KeptSettings, useQueuedSettingsChange } from './settingsSaves';
import classes from '../editor.module.css';
import live from './live.module.css';

type Open = { kind: 'preview'; html: string } | { kind: 'history'; entries: HistoryEntry[] } | null;

/** The settings the forms start from: the draft, else what is published (site.config.ts's declaration, as the server reads it). */
const viewOf = (state: SettingsState): SettingsView => {
  const current = state.draft ?? state;
  return { config: current.site as unknown as SettingsView['config'], version: current.version };
};

/**
 * The site's settings on the running site: the navigation and the company's facts in the dev
 * editor's own forms, each Save keeping a draft only staff see; a preview of any page with the
 * draft; Publish, which every page a visitor gets shows from the next request; and the history.
 */
export function LiveSettings({ pages }: { pages: { path: string; title: string }[] }) {
  const [state, setState] = useState<SettingsState>();
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [busy, setBusy] = useState<string>();
  const [open, setOpen] = useState<Open>(null);
  const [previewPath, setPreviewPath] = useState('/');

  const refresh = useCallback(() => {
    loadSettings().then(setState, (error: unknown) => setProblem(errorMessage(error, 'The settings could not be read.')));
  }, []);
  useEffect(refresh, [refresh]);

  const saved = useCallback(() => {
    // The forms start anew from the draft (keyed by its version): the screen says it was saved.
    setStatus('Draft saved. Visitors see it once you publish.');
    refresh();
  }, [refresh]);
  const changes = useMemo<SettingsChanges>(
    () => ({
      useChange: () => useQueuedSettingsChange(saved),
      reload: { label: 'Open the current version', action: refresh },
    }),
    [refresh, saved],
  );

  const act = (label: string, action: () => Promise<void>) => {
    setBusy(label);
    setStatus(undefined);
    action()
      .catch((error: unknown) => setStatus(`${label} failed: ${errorMessage(error, 'the server did not answer')}`))
      .finally(() => setBusy(undefined));
  };

  if (problem) return <p role="alert">{problem}</p>;
  if (!state) return <p role="status">Loading the site settings…</p>;
  const view = viewOf(state);

  const publish = async () => {
    const result = await publishSettings(view.version);
    if (result.kind !== 'published') {
      setStatus(sentenceOf(result, 'Not published').message);
      return refresh();
    }
    setStatus(`Published ${dateTime(result.publishedAt)}: every page shows these settings now.`);
    refresh();
  };
  const takeDeployed = async () => {
    const result = await takeDeployedSettings(view.version);
    setStatus(
      result.kind === 'saved'
        ? 'The deployed settings are the draft now: publish them to show them to visitors.'
        : sentenceOf(result, 'Not taken').message,
    );
    refresh();
  };
  const restore = async (entry: HistoryEntry) => {
    const result = await restoreSettings(entry.id, view.version);
    setOpen(null);
    setStatus(result.kind === 'saved' ? restoredText(entry) : sentenceOf(result, 'Not restored').message);
    refresh();
  };

  return (
    <SettingsChangesContext.Provider value={changes}>
      <LiveFacts
        visitorsSee={
          state.publishedAt ? `The settings published ${dateTime(state.publishedAt)}` : 'The settings as the site was deployed'
        }
        draft={state.draft}
        deployed={
          state.build
            ? {
                heading: 'A deploy changed these settings',
                children: (
                  <>
                    The deployed site.config.ts differs from the settings published here, which visitors still see. Keep these
                    (change them, or restore a version from History, and publish), or take the deployed ones as the draft, review
                    and publish them.
                    <br />
                    <button
                      type="button"
                      className={classes.button}
                      disabled={busy !== undefined}
                      onClick={() => act('Take', takeDeployed)}
                    >
                      Make the deployed settings the draft
                    </button>
                  </>
                ),
              }
            : undefined
        }
      />
      <div className={live.tools}>
        <label className={classes.field}>
          Preview on
          <select className={classes.input} value={previewPath} onChange={(event) => setPreviewPath(event.target.value)}>
            {pages.map((page) => (
              <option key={page.path} value={page.path}>
                {page.title} ({page.path})
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={classes.button}
          disabled={busy !== undefined}
          onClick={() =>
            act('Preview', async () => setOpen({ kind: 'preview', html: withoutScripts(await previewSettings(previewPath)) }))
          }
        >
          {busy === 'Preview' ? 'Opening the preview…' : 'Preview draft'}
        </button>
        <button
          type="button"
          className={classes.button}
          disabled={busy !== undefined}
          onClick={() => act('History', async () => setOpen({ kind: 'history', entries: await settingsHistory() }))}
        >
          History
        </button>
        <button
          type="button"
          className={`${classes.button} ${classes.buttonPrimary}`}
          disabled={busy !== undefined || state.draft === null}
          onClick={() => act('Publish', publish)}
        >
          {busy === 'Publish' ? 'Publishing…' : 'Publish settings'}
        </button>
      </div>
      {status && (
        <p className={classes.status} role="status">
          {status}
        </p>
      )}
      <KeptSettings saved={saved} />
      {/* Anew for each version: the forms start from the settings as they are now, the draft included. */}
      <NavigationForm key={`navigation-${view.version}`} site={view} />
      <CompanyForm key={`company-${view.version}`} site={view} />
      <PreviewModal
        html={open?.kind === 'preview' ? open.html : null}
        title={`Preview of ${previewPath}`}
        onClose={() => setOpen(null)}
      />
      <HistoryModal
        entries={open?.kind === 'history' ? open.entries : null}
        what="the site settings"
        unpublished="Not published from here yet: visitors see the settings as the site was deployed."
        busy={busy !== undefined}
        onRestore={(entry) => act('Restore', () => restore(entry))}
        onClose={() => setOpen(null)}
      />
    </SettingsChangesContext.Provider>
  );
}
