import type { RouteConfig } from '../../config/site-schema';
import type { SiteState } from '../wire/protocol';
import { RetirePage } from './RetirePage';
import { RouteFields } from './RouteFields';
import { devPageRetired } from './siteChange';
import classes from '../editor.module.css';

/**
 * The dev editor's page settings: the route, saved by the page's Save into site.config.ts; and
 * retiring the page, which the dev server refuses while another page, the navigation or the
 * catalogue links to it.
 */
export function PageSettings({ route, site, file }: { route: RouteConfig; site: SiteState; file: string }) {
  return (
    <RouteFields route={route}>
      <p className={classes.muted}>
        Saved with the page's Save, into the route '{route.path}' of site.config.ts; the blocks are in {file}. Select a block to
        edit its fields.
      </p>
      <RetirePage path={route.path} version={() => site.version} retired={devPageRetired} />
    </RouteFields>
  );
}
