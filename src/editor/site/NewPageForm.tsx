import { useState, type FormEvent } from 'react';
import type { NewPage, SiteState } from '../wire/protocol';
import { RouteTextFields } from './RouteTextFields';
import { ChangeMessage, useSiteChange } from './siteChange';
import classes from '../editor.module.css';

/**
 * "New page": its address, title and description, and where it starts (a hero with the title, or
 * a copy of a page). Saving writes the route and the file, then opens the page in the editor.
 */
export function NewPageForm({ site }: { site: SiteState }) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [from, setFrom] = useState('');
  const { state, run } = useSiteChange();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(
      'POST',
      '/pages',
      { version: site.version, path, title, description, from: from || null } satisfies NewPage,
      () => `/edit${path}`,
    );
  };
  return (
    <details className={classes.newPage}>
      <summary>New page</summary>
      <form className={classes.form} onSubmit={submit} aria-label="New page">
        <label className={classes.field}>
          Address
          <input className={classes.input} required value={path} onChange={(event) => setPath(event.target.value)} />
          <span className={classes.muted}>Lower-case words joined by '-', such as /our-partners.</span>
        </label>
        <RouteTextFields
          titleLabel="Title"
          hint
          title={{ value: title, onChange: setTitle }}
          description={{ value: description, onChange: setDescription }}
        />
        <label className={classes.field}>
          Starting point
          <select className={classes.input} value={from} onChange={(event) => setFrom(event.target.value)}>
            <option value="">An empty page (a hero with the title)</option>
            {site.files.map((file) => (
              <option key={file.name} value={file.name}>
                A copy of content/pages/{file.name}.json
              </option>
            ))}
          </select>
        </label>
        <ChangeMessage state={state} />
        <button type="submit" className={`${classes.button} ${classes.buttonPrimary}`} disabled={state.kind === 'saving'}>
          Create the page
        </button>
      </form>
    </details>
  );
}
