import { useState } from 'react';
import type { RouteConfig } from '../../config/site-schema';
import type { Retire, RouteChange, SiteState } from '../wire/protocol';
import { RouteTextFields } from './RouteTextFields';
import { ChangeMessage, useSiteChange } from './siteChange';
import classes from '../editor.module.css';

/**
 * The page's settings, which site.config.ts holds (the fields panel with no block selected): its
 * address, title, description, keywords and noindex, saved into the route; and retiring the page,
 * which the dev server refuses while another page, the navigation or the catalogue links to it.
 */
export function PageSettings({ route, site, file }: { route: RouteConfig; site: SiteState; file: string }) {
  const [path, setPath] = useState(route.path);
  const [keepAlias, setKeepAlias] = useState(true);
  const [title, setTitle] = useState(route.title);
  const [description, setDescription] = useState(route.description);
  const [keywords, setKeywords] = useState(route.keywords.join('\n'));
  const [noindex, setNoindex] = useState(route.noindex);
  const { state, run } = useSiteChange();
  const moved = path !== route.path;

  const save = () => {
    const words = keywords
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean);
    const changes = { title, description, keywords: words, noindex, ...(moved ? { path, keepAlias } : {}) };
    void run(
      'PATCH',
      '/routes',
      { version: site.version, path: route.path, changes } satisfies RouteChange,
      () => `/edit${path === '/' ? '/' : path}`,
    );
  };
  const retire = () => {
    void run('POST', '/routes/retire', { version: site.version, path: route.path } satisfies Retire, () => '/edit');
  };

  return (
    // Not a <form>: Puck's fields panel is one, and a form inside a form is dropped by the parser,
    // so Save would submit Puck's and reload the page.
    <div className={classes.form} role="form" aria-label="Page settings">
      <label className={classes.field}>
        Address
        <input className={classes.input} required value={path} onChange={(event) => setPath(event.target.value)} />
      </label>
      {moved && (
        <label className={classes.check}>
          <input type="checkbox" checked={keepAlias} onChange={(event) => setKeepAlias(event.target.checked)} />
          Keep {route.path} as an alias, so links and bookmarks to it still work
        </label>
      )}
      <RouteTextFields
        titleLabel="Page title"
        rows={4}
        title={{ value: title, onChange: setTitle }}
        description={{ value: description, onChange: setDescription }}
      />
      <label className={classes.field}>
        Keywords, one a line
        <textarea className={classes.input} value={keywords} rows={3} onChange={(event) => setKeywords(event.target.value)} />
      </label>
      <label className={classes.check}>
        <input type="checkbox" checked={noindex} onChange={(event) => setNoindex(event.target.checked)} />
        Keep out of search engines and the sitemap (noindex)
      </label>
      <ChangeMessage state={state} />
      <button
        type="button"
        className={`${classes.button} ${classes.buttonPrimary}`}
        disabled={state.kind === 'saving'}
        onClick={save}
      >
        Save settings
      </button>
      <p className={classes.muted}>
        Saved into the route '{route.path}' of site.config.ts; the blocks are in {file}. Select a block to edit its fields.
      </p>
      <details>
        <summary>Retire this page</summary>
        <p className={classes.muted}>Removes the route and {file}. Refused while anything links to the page.</p>
        <button type="button" className={classes.button} disabled={state.kind === 'saving'} onClick={retire}>
          Retire {route.path}
        </button>
      </details>
    </div>
  );
}
