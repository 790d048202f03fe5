import { useCallback, useEffect, useState } from 'react';
import { changeSite, loadSite, RESTART_WAIT_MS, untilServed } from '../editorApi';
import { sentenceOf } from '../refusal';
import type { NewPage, SiteState } from '../wire/protocol';
import type { PageCreation } from './NewPageForm';
import { ChangeMessage as SettingsChangeMessage, type ChangeState, type SettingsChanges } from './settingsChange';
import classes from '../editor.module.css';

/** site.config.ts as the dev server reads it now; `error` if it could not. */
export function useSite(): { site?: SiteState; error?: string } {
  const [site, setSite] = useState<SiteState>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    loadSite().then(setSite, (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  }, []);
  return { site, error };
}

/**
 * Where the editor goes once the dev server runs with a config it saved. Kept in the tab's session
 * storage: the restart rebuilds the site, and rsbuild's live reload then reloads the editor's page
 * (its hot update is gone), often before the wait below ends; the reloaded editor goes on waiting.
 */
const AFTER_RESTART = 'page-editor:after-restart';
interface AfterRestart {
  version: string;
  next: string;
  until: number;
}

/** The wait a reload interrupted, if it has not run out. */
export function pendingRestart(): AfterRestart | undefined {
  try {
    const pending = JSON.parse(sessionStorage.getItem(AFTER_RESTART) ?? 'null') as AfterRestart | null;
    if (pending && pending.until > Date.now()) return pending;
  } catch {
    // Not JSON: nothing to resume.
  }
  sessionStorage.removeItem(AFTER_RESTART);
  return undefined;
}

/** Waits for the dev server to run with `version`; the wait ends at `until`. */
async function servedAfterRestart({ version, until }: AfterRestart): Promise<void> {
  try {
    await untilServed(version, { timeout: until - Date.now() });
  } finally {
    sessionStorage.removeItem(AFTER_RESTART);
  }
}

const RESTARTING = (file: string) => `Saved ${file}. The dev server restarts with it…`;

/** The editor reloaded while it waited for the dev server's restart: it waits on, then opens the page. */
export function AfterRestartScreen({ pending }: { pending: AfterRestart }) {
  const [error, setError] = useState<string>();
  useEffect(() => {
    let current = true;
    servedAfterRestart(pending).then(
      () => current && window.location.assign(pending.next),
      (reason: unknown) => current && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      current = false;
    };
  }, [pending]);
  return (
    <main className={classes.list}>
      {error ? (
        <p className={classes.notice} role="alert">
          {error} <a href="/edit">All pages</a>
        </p>
      ) : (
        <p className={classes.status} role="status">
          {RESTARTING('site.config.ts')}
        </p>
      )}
    </main>
  );
}

/**
 * Sends one change of site.config.ts; once written, waits for the dev server to restart with it and
 * opens `next(answer)` (the page itself to show the change), since the editor's routes and the
 * site's come from that build. A refusal is kept to show; nothing was written then.
 */
export function useSiteChange() {
  const [state, setState] = useState<ChangeState>({ kind: 'idle' });
  const run = useCallback(
    async (method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown, next: () => string = () => window.location.pathname) => {
      setState({ kind: 'saving', message: 'Checking and saving site.config.ts…' });
      try {
        const result = await changeSite(method, url, body);
        if (result.kind === 'saved') {
          setState({ kind: 'saving', message: RESTARTING(result.file) });
          const after = { version: result.version, next: next(), until: Date.now() + RESTART_WAIT_MS };
          sessionStorage.setItem(AFTER_RESTART, JSON.stringify(after));
          await servedAfterRestart(after);
          window.location.assign(after.next);
          return;
        }
        setState({ kind: 'refused', ...sentenceOf(result, 'Not saved') });
      } catch (error) {
        // fetch() throws when the dev server does not answer (stopped, or restarting).
        setState({
          kind: 'refused',
          ...sentenceOf({ kind: 'unanswered', message: error instanceof Error ? error.message : String(error) }, 'Not saved'),
        });
      }
    },
    [],
  );
  return { state, run };
}

/** The dev editor's reload: the page again, with site.config.ts as it is on disk now. */
const RELOAD_FROM_DISK = { label: 'Reload from disk', action: () => window.location.reload() };

/** Where a change of the dev editor stands (./settingsChange.tsx), a conflict reloading from disk. */
export const ChangeMessage = ({ state }: { state: ChangeState }) => (
  <SettingsChangeMessage state={state} reload={RELOAD_FROM_DISK} />
);

/** The settings' forms in the dev editor: each change written into site.config.ts, then the dev server's restart awaited. */
export const devSettingsChanges: SettingsChanges = {
  useChange: () => {
    const { state, run } = useSiteChange();
    return { state, run: (change, body) => run('PUT', change, body) };
  },
  reload: RELOAD_FROM_DISK,
};

/** The dev editor's: the route and the file written, the dev server's restart awaited, then the page opened in the editor. */
export function useDevCreatePage(version: string): PageCreation {
  const { state, run } = useSiteChange();
  return {
    state,
    create: (page) => run('POST', '/pages', { version, ...page } satisfies NewPage, () => `/edit${page.path}`),
  };
}
