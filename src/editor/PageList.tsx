import { useEffect, useState } from 'react';
import { site } from '../config/site';
import { listPages } from './editorApi';
import classes from './editor.module.css';

/** /edit: every content page, by its address, linked to its editor. */
export function PageList() {
  const [files, setFiles] = useState<string[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    document.title = 'Edit a page';
    listPages().then(setFiles, (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)));
  }, []);
  const routeOf = (name: string) => site.routes.find((route) => 'content' in route.page && route.page.content === name);
  return (
    <main className={classes.list}>
      <h1>Edit a page</h1>
      <p className={classes.muted}>
        Every file in content/pages/. Saving writes the file; review it with git diff and commit it.
      </p>
      {error && <p className={classes.notice}>Could not list the pages: {error}</p>}
      {files && (
        <table>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Title (site.config.ts)</th>
              <th scope="col">File</th>
            </tr>
          </thead>
          <tbody>
            {files.map((name) => {
              const route = routeOf(name);
              return (
                <tr key={name}>
                  <td>
                    {route ? <a href={`/edit${route.path}`}>{route.path}</a> : <span className={classes.muted}>no route</span>}
                  </td>
                  <td>{route?.title ?? 'No route of site.config.ts shows this file.'}</td>
                  <td>content/pages/{name}.json</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </main>
  );
}
