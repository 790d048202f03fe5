import { useCallback, useEffect, useState } from 'react';
import { changeSite, loadSite, untilServed } from '../editorApi';
import type { SiteState } from '../wire/protocol';
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

export type ChangeState =
  { kind: 'idle' } | { kind: 'saving'; message: string } | { kind: 'refused'; message: string; conflict: boolean };

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
        switch (result.kind) {
          case 'saved':
            setState({ kind: 'saving', message: `Saved ${result.file}. The dev server restarts with it…` });
            await untilServed(result.version);
            window.location.assign(next());
            return;
          case 'invalid':
            setState({ kind: 'refused', message: `Not saved: the build would refuse this.\n${result.message}`, conflict: false });
            return;
          case 'conflict':
            setState({ kind: 'refused', message: result.message, conflict: true });
            return;
          case 'failed':
            setState({ kind: 'refused', message: `Not saved: ${result.message}`, conflict: false });
            return;
        }
      } catch (error) {
        setState({
          kind: 'refused',
          message: `Not saved: ${error instanceof Error ? error.message : String(error)}`,
          conflict: false,
        });
      }
    },
    [],
  );
  return { state, run };
}

/** Where a change stands: its progress as a status, a refusal as an alert (with Reload on a conflict). */
export function ChangeMessage({ state }: { state: ChangeState }) {
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
          <button type="button" className={classes.button} onClick={() => window.location.reload()}>
            Reload from disk
          </button>
        </p>
      )}
    </div>
  );
}
