import { useEffect } from 'react';
import { CompanyForm } from './CompanyForm';
import { NavigationForm } from './NavigationForm';
import { SettingsChangesContext } from './settingsChange';
import { devSettingsChanges, useSite } from './siteChange';
import classes from '../editor.module.css';

/** The address of the navigation and company screen: no route can have it ('_' is not in a path). */
export const SITE_SCREEN = '/edit/_site';

/** /edit/_site: the navigation and the company's facts, each a form that saves into site.config.ts. */
export function SiteScreen() {
  const { site, error } = useSite();
  useEffect(() => {
    document.title = 'Navigation and company facts';
  }, []);
  return (
    <main className={classes.list}>
      <p>
        <a href="/edit">All pages</a>
      </p>
      <h1>Navigation and company facts</h1>
      <p className={classes.muted}>Saved into site.config.ts after the checks npm run check makes; review it with git diff.</p>
      {error && <p className={classes.notice}>Could not read site.config.ts: {error}</p>}
      {site && (
        <SettingsChangesContext.Provider value={devSettingsChanges}>
          <NavigationForm site={site} />
          <CompanyForm site={site} />
        </SettingsChangesContext.Provider>
      )}
    </main>
  );
}
