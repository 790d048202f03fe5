import { useState, type FormEvent } from 'react';
import type { NewPage } from '../wire/protocol';
import { RouteTextFields } from './RouteTextFields';
import { ChangeMessage, type ChangeState } from './settingsChange';
import classes from '../editor.module.css';

/**
 * How a new page is made where the form is (the dev editor writes the route and the file,
 * ./siteChange.tsx; the running site's keeps drafts, ../live/SitePages.tsx), and how it went. Neither
 * home's code is imported here, so each chunk carries only its own.
 */
export interface PageCreation {
  state: ChangeState;
  create: (page: Omit<NewPage, 'version'>) => Promise<void>;
}

/**
 * "New page": its address, title and description, and where it starts (a hero with the title, or
 * a copy of a page: `pages`, by file name), made by `creation` as the form's home makes pages.
 */
export function NewPageForm({ pages, creation }: { pages: readonly string[]; creation: PageCreation }) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [from, setFrom] = useState('');
  const { state, create } = creation;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create({ path, title, description, from: from || null });
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
            {pages.map((name) => (
              <option key={name} value={name}>
                A copy of content/pages/{name}.json
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
