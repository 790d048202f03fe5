// Puck's styles without its web fonts: the editor makes no request beyond the site's own.
import '@puckeditor/core/no-external.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { saveAnswer } from '../../lib/download';
import { dateTime } from '../../lib/text';
import type { PageSummary } from '../../schemas/live-content';
import { AppButton } from '../../ui/AppButton';
import { PageBackendContext, SiteBackendContext } from '../backend';
import { NewPageForm, type PageMade } from '../site/NewPageForm';
import { LivePageEditor } from './LivePageEditor';
import { LiveSettings } from './LiveSettings';
import { liveBackend, liveSiteBackend, listPages } from './liveBackend';
import classes from '../editor.module.css';
import live from './live.module.css';

/**
 * The admin's Pages tab (staff who may edit the site): every content page with what is live and
 * any draft, each opened in the page editor, the same screen `npm run dev` serves at /edit, here
 * writing drafts through the API. Loaded only when the tab opens, so no other screen carries it.
 */
export default function SitePages() {
  const [pages, setPages] = useState<PageSummary[]>();
  const [problem, setProblem] = useState<string>();
  const [editing, setEditing] = useState<PageSummary | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [notice, setNotice] = useState<string>();
  // The settings open over the page editor: an Offices block's fields point to them.
  const backend = useMemo(() => ({ ...liveBackend, siteSettings: { open: () => setSettingsOpen(true) } }), []);
  // "New page": its route in the settings' draft and its own draft, then the page open in the
  // editor, where one Publish makes both live.
  const made: PageMade = async (page) => {
    const summary = (await listPages()).find((candidate) => candidate.path === page.path);
    if (summary) setEditing(summary);
  };
  const refresh = useCallback(() => {
    listPages().then(setPages, (error: unknown) => setProblem(errorMessage(error, 'The pages could not be listed.')));
  }, []);
  useEffect(refresh, [refresh]);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await saveAnswer(await api.get('admin/content/export'), 'site-content.tar.gz');
    } catch (error) {
      setProblem(errorMessage(error, 'What is published could not be downloaded.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageBackendContext.Provider value={backend}>
      <SiteBackendContext.Provider value={liveSiteBackend}>
        <p className={classes.muted}>
          The site's developers keep a copy of the pages in their own files: when they ask for what is published here, download it
          and send them the file.{' '}
          <AppButton size="xs" variant="outline" loading={exporting} onClick={() => void download()}>
            Download what is published
          </AppButton>
        </p>
        <details className={classes.muted}>
          <summary>For developers</summary>
          In a checkout, <code>npm run content -- apply FILE</code> writes the files that changed, for review and commit.
        </details>
        {problem && <p role="alert">{problem}</p>}
        <p>
          The header's and footer's links, the services menu, the contact e-mail, the social links and the offices are the site's
          settings, shown on every page.{' '}
          <AppButton size="xs" variant="outline" onClick={() => setSettingsOpen(true)}>
            Edit navigation and company facts
          </AppButton>
        </p>
        {notice && (
          <p className={classes.status} role="status">
            {notice}
          </p>
        )}
        {pages && <NewPageForm pages={pages.filter((page) => page.live).map((page) => page.name)} made={made} />}
        {pages && (
          <table className={live.table}>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Visitors see</th>
                <th scope="col">Draft</th>
                <th scope="col">
                  <span className={classes.muted}>Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.name}>
                  <td>
                    {page.title}
                    <br />
                    <a href={page.path}>{page.path}</a>
                  </td>
                  <td>
                    {!page.live
                      ? 'Not yet: publish it from its editor'
                      : page.publishedAt
                        ? `Published ${dateTime(page.publishedAt)}`
                        : 'As deployed'}
                  </td>
                  <td>
                    {page.draft
                      ? `Saved ${dateTime(page.draft.savedAt)}${page.draft.by ? ` by ${page.draft.by.name}` : ''}`
                      : '—'}
                  </td>
                  <td>
                    <AppButton size="xs" variant="outline" onClick={() => setEditing(page)} aria-label={`Edit ${page.path}`}>
                      Edit
                    </AppButton>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!pages && !problem && <p role="status">Loading the pages…</p>}
        {editing && (
          <LivePageEditor
            summary={editing}
            close={(message) => {
              setEditing(null);
              setNotice(message);
              refresh();
            }}
          />
        )}
        {settingsOpen && (
          <div className={live.overlay} role="dialog" aria-modal="true" aria-label="Editing the site settings">
            <div className={live.bar}>
              <AppButton variant="outline" size="xs" onClick={() => setSettingsOpen(false)}>
                Close the settings
              </AppButton>
              <span>Navigation and company facts</span>
            </div>
            <div className={`${live.body} ${live.scroll}`}>
              {/* Not a <main>: the admin's page has its own, and this is a dialog over it. */}
              <div className={classes.list}>
                <h1>Navigation and company facts</h1>
                <LiveSettings pages={(pages ?? []).map(({ path, title }) => ({ path, title }))} />
              </div>
            </div>
          </div>
        )}
      </SiteBackendContext.Provider>
    </PageBackendContext.Provider>
  );
}
