import type { RouteConfig } from '../../config/site-schema';
import type { Retire, SiteState } from '../wire/protocol';
import { RouteFields } from './RouteFields';
import { ChangeMessage, useSiteChange } from './siteChange';
import classes from '../editor.module.css';

/**
 * The dev editor's page settings: the route, saved by the page's Save into site.config.ts; and
 * retiring the page, which the dev server refuses while another page, the navigation or the
 * catalogue links to it.
 */
export function PageSettings({ route, site, file }: { route: RouteConfig; site: SiteState; file: string }) {
  const { state, run } = useSiteChange();
  const retire = () => {
    void run('POST', '/routes/retire', { version: site.version, path: route.path } satisfies Retire, () => '/edit');
  };
  return (
    <RouteFields route={route}>
      <p className={classes.muted}>
        Saved with the page's Save, into the route '{route.path}' of site.config.ts; the blocks are in {file}. Select a block to
        edit its fields.
      </p>
      <ChangeMessage state={state} />
      <details>
        <summary>Retire this page</summary>
        <p className={classes.muted}>Removes the route and {file}. Refused while anything links to the page.</p>
        <button type="button" className={classes.button} disabled={state.kind === 'saving'} onClick={retire}>
          Retire {route.path}
        </button>
      </details>
    </RouteFields>
  );
}
