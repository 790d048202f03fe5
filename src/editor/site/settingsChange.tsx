import { createContext, useContext } from 'react';
import type { RouteConfig, SiteConfig } from '../../config/site-schema';
import classes from '../editor.module.css';

/*
 * What the forms of the site's settings (the navigation, the company's facts) share between their
 * two homes: the dev editor writes site.config.ts (./siteChange.tsx), the running site's keeps a
 * draft (../live/LiveSettings.tsx). Neither home's code is imported here, so each chunk carries only
 * its own.
 */

/** The settings a form shows and changes, and the version they were read at. */
export interface SettingsView {
  config: {
    navigation: SiteConfig['navigation'];
    company: Pick<SiteConfig['company'], 'email' | 'social'>;
    offices: SiteConfig['offices'];
    routes: readonly Pick<RouteConfig, 'path' | 'title'>[];
  };
  version: string;
}

export type ChangeState =
  { kind: 'idle' } | { kind: 'saving'; message: string } | { kind: 'refused'; message: string; conflict: boolean };

/** How a form's change is sent, and what a conflict's button does, where the forms are. */
export interface SettingsChanges {
  /** The hook a form sends its change with (`/navigation` or `/company`, the body of its schema). */
  useChange: () => { state: ChangeState; run: (change: '/navigation' | '/company', body: unknown) => Promise<void> };
  /** The button a conflict shows: the current settings, to start again from. */
  reload: { label: string; action: () => void };
}

export const SettingsChangesContext = createContext<SettingsChanges | null>(null);

/** The dev editor's reload: the page again, with site.config.ts as it is on disk now. */
export const RELOAD_FROM_DISK = { label: 'Reload from disk', action: () => window.location.reload() };

/** The form's change, sent as the home of the forms sends it. */
export function useSettingsChange() {
  const changes = useContext(SettingsChangesContext);
  if (!changes) throw new Error('A form of the site settings is rendered outside SettingsChangesContext.');
  return changes.useChange();
}

/** Where a change stands: its progress as a status, a refusal as an alert (with a reload on a conflict). */
export function ChangeMessage({ state }: { state: ChangeState }) {
  const reload = useContext(SettingsChangesContext)?.reload ?? RELOAD_FROM_DISK;
  if (state.kind === 'idle') return null;
  if (state.kind === 'saving')
    return (
      <p className={classes.status} role="status">
        {state.message}
      </p>
    );
  return (
    <div className={classes.notice} role="alert">
      {state.message}
      {state.conflict && (
        <p>
          <button type="button" className={classes.button} onClick={reload.action}>
            {reload.label}
          </button>
        </p>
      )}
    </div>
  );
}
