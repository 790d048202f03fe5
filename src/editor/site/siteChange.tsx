import { useCallback, useEffect, useState } from 'react';
import type { SaveResult, SiteBackend } from '../backend';
import { changeSite, loadSite, RESTART_WAIT_MS, untilServed } from '../editorApi';
import type { NewPage, Retire, RouteChange, SiteState } from '../wire/protocol';
import { useSiteOperation, type OperationWords } from './siteOperation';
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
 * What follows a change of site.config.ts the dev server wrote (`version`): the wait for its
 * restart with it, said as progress, then the editor opens `next` (the page itself, to show the
 * change), since the editor's routes and the site's come from that build. A reload meanwhile waits on.
 */
async function afterRestart(result: { version: string }, next: string, progress: (message: string) => void): Promise<'leaving'> {
  progress(RESTARTING(SITE_CONFIG));
  const after = { version: result.version, next, until: Date.now() + RESTART_WAIT_MS };
  sessionStorage.setItem(AFTER_RESTART, JSON.stringify(after));
  await servedAfterRestart(after);
  window.location.assign(after.next);
  return 'leaving';
}

const SITE_CONFIG = 'site.config.ts';
const SAVING = { saving: `Checking and saving ${SITE_CONFIG}…`, refused: 'Not saved' };

/** The dev editor's reload: the page again, with site.config.ts as it is on disk now. */
const RELOAD_FROM_DISK = { label: 'Reload from disk', action: () => window.location.reload() };

/** The dev server's site: site.config.ts and the content files, written into the checkout (dev-server/siteApi.ts). */
export const filesSiteBackend: SiteBackend = {
  changeRoute: (version, path, changes) => changeSite('PATCH', '/routes', { version, path, changes } satisfies RouteChange),
  createPage: async (page, version) =>
    changeSite('POST', '/pages', { version: version ?? (await loadSite()).version, ...page } satisfies NewPage),
  retire: (version, path) => changeSite('POST', '/routes/retire', { version, path } satisfies Retire),
  retireNote: (path) => `Removes the route ${path} and its file. Refused while anything links to the page.`,
  saving: SAVING.saving,
  reload: RELOAD_FROM_DISK,
};

/**
 * A change of the site in the dev editor, through the site backend: once written, the dev
 * server's restart is awaited and `next` opened.
 */
export function useDevSiteChange() {
  const { state, run } = useSiteOperation();
  const change = useCallback(
    (operation: () => Promise<SaveResult>, next: () => string, words: OperationWords = SAVING) =>
      run(operation, words, (result, progress) => afterRestart(result, next(), progress)),
    [run],
  );
  return { state, change };
}

/** Where a change of the dev editor stands (./settingsChange.tsx), a conflict reloading from disk. */
export const ChangeMessage = ({ state }: { state: ChangeState }) => (
  <SettingsChangeMessage state={state} reload={RELOAD_FROM_DISK} />
);

/** The settings' forms in the dev editor: each change written into site.config.ts, then the dev server's restart awaited. */
export const devSettingsChanges: SettingsChanges = {
  useChange: () => {
    const { state, change } = useDevSiteChange();
    return {
      state,
      run: (address, body) =>
        change(
          () => changeSite('PUT', address, body),
          () => window.location.pathname,
        ),
    };
  },
  reload: RELOAD_FROM_DISK,
};

/** The dev editor's page made: its route and file written, the dev server's restart awaited, then the page opened in the editor. */
export const devPageMade = (page: { path: string }, result: { version: string }, progress: (message: string) => void) =>
  afterRestart(result, `/edit${page.path}`, progress);

/** The dev editor's page retired: its route and file removed, the dev server's restart awaited, then the list of pages. */
export const devPageRetired = (result: { version: string }, progress: (message: string) => void) =>
  afterRestart(result, '/edit', progress);
