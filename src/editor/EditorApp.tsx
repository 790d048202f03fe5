import { useState } from 'react';
import { PageBackendContext, SiteBackendContext } from './backend';
import { filesBackend } from './filesBackend';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';
import { SITE_SCREEN, SiteScreen } from './site/SiteScreen';
import { AfterRestartScreen, filesSiteBackend, pendingRestart, useSite } from './site/siteChange';
import classes from './editor.module.css';

/**
 * The editor's screens by address: /edit lists the pages, /edit/_site holds the navigation and
 * company facts, /edit<path> edits the page of the route at <path> (/edit/ is the home page), found
 * by its path or an alias in site.config.ts as it is on disk now: a page created or moved a moment
 * ago opens before the dev server's restart has rebuilt the site's own copy of the config. An editor
 * reloaded while it waited for that restart waits on, and then opens the page it was going to.
 */
export function EditorApp({ pathname }: { pathname: string }) {
  return (
    <PageBackendContext.Provider value={filesBackend}>
      <SiteBackendContext.Provider value={filesSiteBackend}>
        <EditorScreen pathname={pathname} />
      </SiteBackendContext.Provider>
    </PageBackendContext.Provider>
  );
}

function EditorScreen({ pathname }: { pathname: string }) {
  const { site, error } = useSite();
  const [pending] = useState(pendingRestart);
  if (pending) return <AfterRestartScreen pending={pending} />;
  if (pathname === '/edit') return <PageList />;
  if (pathname === SITE_SCREEN) return <SiteScreen />;
  const path = pathname.slice('/edit'.length).replace(/(.)\/$/, '$1');
  const back = (
    <p>
      <a href="/edit">All pages</a>
    </p>
  );
  if (error)
    return (
      <main className={classes.list}>
        <p className={classes.notice}>Could not read site.config.ts: {error}</p>
        {back}
      </main>
    );
  if (!site) return <p className={classes.muted}>Reading site.config.ts…</p>;
  const route = site.config.routes.find((candidate) => candidate.path === path || candidate.aliases.includes(path));
  if (!route)
    return (
      <main className={classes.list}>
        <p className={classes.notice}>No route of site.config.ts has the address {path}.</p>
        {back}
      </main>
    );
  if (!('content' in route.page))
    return (
      <main className={classes.list}>
        <p className={classes.notice}>{route.path} is a screen of the app, not a content page: there is nothing to edit here.</p>
        {back}
      </main>
    );
  return <PageEditor name={route.page.content} route={route} site={site} />;
}
