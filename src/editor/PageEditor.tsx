import { useCallback, useEffect, useMemo, useState } from 'react';
import type { RouteConfig } from '../config/site-schema';
import { usePageBackend, useSiteBackend } from './backend';
import { RoutedPageSession, useOpenedPage } from './PageSession';
import { PageSettings } from './site/PageSettings';
import { changesOf, routeDraftOf } from './site/RouteFields';
import { ChangeMessage, useDevSiteChange } from './site/siteChange';
import type { SiteState } from './wire/protocol';
import classes from './editor.module.css';

/**
 * /edit/<route>: the route's content file and its settings in site.config.ts, saved to disk by one
 * Save (the file, then the route, after which the dev server restarts with the new config and the
 * editor opens the page again); Reload opens what is on disk now.
 */
export function PageEditor({ name, route, site }: { name: string; route: RouteConfig; site: SiteState }) {
  const { loaded, error, opened, open } = useOpenedPage(name, usePageBackend().load);
  const [draft, setDraft] = useState(() => routeDraftOf(route));
  const held = useMemo(() => ({ draft, setDraft }), [draft]);
  const siteBackend = useSiteBackend();
  const { state, change } = useDevSiteChange();
  const settings = useMemo(
    () => <PageSettings route={route} site={site} file={`content/pages/${name}.json`} />,
    [route, site, name],
  );
  const saveAlso = useCallback(async () => {
    const changes = changesOf(route, draft);
    if (!changes) return;
    const next = changes.path ?? route.path;
    await change(
      () => siteBackend.changeRoute(site.version, route.path, changes),
      () => `/edit${next}`,
    );
  }, [route, draft, change, siteBackend, site.version]);
  useEffect(() => {
    document.title = `Edit ${route.path} · ${route.title}`;
  }, [route]);
  if (error)
    return (
      <p className={classes.notice}>
        Could not open content/pages/{name}.json: {error}
      </p>
    );
  if (!loaded) return <p className={classes.muted}>Opening content/pages/{name}.json…</p>;
  const session = { name, loaded, settings, reload: open, saveAlso, notice: <ChangeMessage state={state} /> };
  return <RoutedPageSession key={opened} path={route.path} held={held} {...session} />;
}
