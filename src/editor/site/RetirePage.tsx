import { useSiteBackend } from '../backend';
import { ChangeMessage } from './settingsChange';
import { useSiteOperation } from './siteOperation';
import classes from '../editor.module.css';

/**
 * "Retire this page", in the page's settings panel of either home: the site backend takes the page
 * off the site (refused while anything links to it), then `retired` does what the home does next
 * with the site's new version (waits for the dev server's restart, or closes the editor).
 */
export function RetirePage({
  path,
  version,
  retired,
}: {
  path: string;
  /** The site's settings' version as the editor knows it now. */
  version: () => string;
  retired: (result: { version: string }, progress: (message: string) => void) => void | 'leaving' | Promise<void | 'leaving'>;
}) {
  const site = useSiteBackend();
  const { state, run } = useSiteOperation();
  const retire = () => run(() => site.retire(version(), path), { saving: `Retiring ${path}…`, refused: 'Not retired' }, retired);
  return (
    <details>
      <summary>Retire this page</summary>
      <p className={classes.muted}>{site.retireNote(path)}</p>
      <ChangeMessage state={state} reload={site.reload} />
      <button type="button" className={classes.button} disabled={state.kind === 'saving'} onClick={() => void retire()}>
        Retire {path}
      </button>
    </details>
  );
}
