import { createContext, useContext } from 'react';
import type { RouteConfig, SiteConfig } from '../../config/site-schema';
import type { RefusalSentence } from '../refusal';
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

/** Where a change stands; a refusal as refusal.ts says it. */
export type ChangeState = { kind: 'idle' } | { kind: 'saving'; message: string } | ({ kind: 'refused' } & RefusalSentence);

/** How a form's change is sent, and what a conflict's button does, where the forms are. */
export interface SettingsChanges {
  /** The hook a form sends its change with (`/navigation` or `/company`, the body of its schema). */
  useChange: () => { state: ChangeState; run: (change: '/navigation' | '/company', body: unknown) => Promise<void> };
  /** The button a conflict shows: the current settings, to start again from. */
  reload: { label: string; action: () => void };
}

export const SettingsChangesContext = createContext<SettingsChanges | null>(null);

/** The form's change, sent as the home of the forms sends it. */
export function useSettingsChange() {
  const changes = useContext(SettingsChangesContext);
  if (!changes) throw new Error('A form of the site settings is rendered outside SettingsChangesContext.');
  return changes.useChange();
}

/**
 * Where a change stands: its progress as a status, a refusal as an alert, with on a conflict the
 * reload `reload` names (else the one of SettingsChangesContext).
 */
export function ChangeMessage({ state, reload: given }: { state: ChangeState; reload?: SettingsChanges['reload'] }) {
  const fromContext = useContext(SettingsChangesContext)?.reload;
  const reload = given ?? fromContext;
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
      {state.details && (
        <details className={classes.bannerDetails}>
          <summary>Details</summary>
          <pre>{state.details}</pre>
        </details>
      )}
      {state.conflict && reload && (
        <p>
          <button type="button" className={classes.button} onClick={reload.action}>
            {reload.label}
          </button>
        </p>
      )}
    </div>
  );
}
