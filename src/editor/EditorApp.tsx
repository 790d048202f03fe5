import { site } from '../config/site';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';
import classes from './editor.module.css';

/**
 * The editor's two screens by address: /edit lists the pages, /edit<path> edits the page of the
 * route at <path> (/edit/ is the home page), found by its path or an alias in site.config.ts.
 */
export function EditorApp({ pathname }: { pathname: string }) {
  if (pathname === '/edit') return <PageList />;
  const path = pathname.slice('/edit'.length).replace(/(.)\/$/, '$1');
  const route = site.routes.find((candidate) => candidate.path === path || candidate.aliases.includes(path));
  const back = (
    <p>
      <a href="/edit">All pages</a>
    </p>
  );
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
  return <PageEditor name={route.page.content} route={route} />;
}
