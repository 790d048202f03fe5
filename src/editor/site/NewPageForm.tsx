import { useState, type FormEvent } from 'react';
import { useSiteBackend } from '../backend';
import type { NewPage } from '../wire/protocol';
import { RouteTextFields } from './RouteTextFields';
import { ChangeMessage } from './settingsChange';
import { useSiteOperation } from './siteOperation';
import classes from '../editor.module.css';

/** What the form's home does once a page is made (`result`: the site's new version): open it. */
export type PageMade = (
  page: Omit<NewPage, 'version'>,
  result: { version: string },
  progress: (message: string) => void,
) => void | 'leaving' | Promise<void | 'leaving'>;

/**
 * "New page": its address, title and description, and where it starts (a hero with the title, or
 * a copy of a page: `pages`, by file name), made through the site backend of the form's home
 * (../backend.ts), then opened as `made` opens it.
 */
export function NewPageForm({
  pages,
  version,
  made,
}: {
  pages: readonly string[];
  /** The site's version the form was shown from, when the screen knows it (else the backend reads the current one). */
  version?: string;
  made: PageMade;
}) {
  const [path, setPath] = useState('/');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [from, setFrom] = useState('');
  const site = useSiteBackend();
  const { state, run } = useSiteOperation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = { path, title, description, from: from || null };
    void run(
      () => site.createPage(page, version),
      { saving: site.saving, refused: 'Not made' },
      (result, progress) => made(page, result, progress),
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
            {pages.map((name) => (
              <option key={name} value={name}>
                A copy of content/pages/{name}.json
              </option>
            ))}
          </select>
        </label>
        <ChangeMessage state={state} reload={site.reload} />
        <button type="submit" className={`${classes.button} ${classes.buttonPrimary}`} disabled={state.kind === 'saving'}>
          Create the page
        </button>
      </form>
    </details>
  );
}
