import { useEffect, useState } from 'react';
import type { RouteConfig } from '../config/site-schema';
import { NewPageForm } from './site/NewPageForm';
import { devPageMade } from './site/siteChange';
import { SITE_SCREEN } from './site/SiteScreen';
import { useSite } from './site/siteChange';
import type { SiteState } from './wire/protocol';
import classes from './editor.module.css';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Whether any of the navigation's lists links to the route (by its path or an alias). */
function inNavigation(route: RouteConfig, navigation: SiteState['config']['navigation']): boolean {
  const paths = [route.path, ...route.aliases];
  const links = [
    ...navigation.header,
    ...navigation.mobile,
    ...navigation.footer,
    ...navigation.services.flatMap((g) => g.links),
  ];
  return links.some((link) => paths.includes(link.to));
}

/** /edit: every content page with its address, title, place in the navigation and last change; a search filters them. */
export function PageList() {
  const { site, error } = useSite();
  const [query, setQuery] = useState('');
  useEffect(() => {
    document.title = 'Edit a page';
  }, []);
  const rows = (site?.files ?? []).map((file) => {
    const route = site?.config.routes.find((candidate) => 'content' in candidate.page && candidate.page.content === file.name);
    return { file, route };
  });
  const needle = query.trim().toLowerCase();
  const shown = rows.filter(
    ({ file, route }) => !needle || [file.name, route?.path, route?.title].some((text) => text?.toLowerCase().includes(needle)),
  );
  return (
    <main className={classes.list}>
      <h1>Edit a page</h1>
      <p className={classes.muted}>
        Every file in content/pages/ and its route in site.config.ts. Saving writes the files; review them with git diff and
        commit them. <a href={SITE_SCREEN}>Navigation and company facts</a>
      </p>
      {error && <p className={classes.notice}>Could not list the pages: {error}</p>}
      {site && <DevNewPage site={site} />}
      {site && (
        <>
          <label className={classes.field}>
            Search pages
            <input className={classes.input} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
          </label>
          <table>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Title</th>
                <th scope="col">In navigation</th>
                <th scope="col">Search engines</th>
                <th scope="col">File last changed</th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ file, route }) => (
                <tr key={file.name}>
                  <td>
                    {route ? <a href={`/edit${route.path}`}>{route.path}</a> : <span className={classes.muted}>no route</span>}
                  </td>
                  <td>{route?.title ?? 'No route of site.config.ts shows this file.'}</td>
                  <td>{route && inNavigation(route, site.config.navigation) ? 'Yes' : 'No'}</td>
                  <td>{route?.noindex ? 'noindex' : 'Indexed'}</td>
                  <td>
                    <time dateTime={file.changed}>{when.format(new Date(file.changed))}</time>
                    <br />
                    <span className={classes.muted}>content/pages/{file.name}.json</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className={classes.muted}>No page matches “{query}”.</p>}
        </>
      )}
    </main>
  );
}

/** "New page" under `npm run dev`: the route and the file written into the checkout. */
function DevNewPage({ site }: { site: SiteState }) {
  return <NewPageForm pages={site.files.map((file) => file.name)} version={site.version} made={devPageMade} />;
}
