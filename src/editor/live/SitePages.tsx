// Puck's styles without its web fonts: the editor makes no request beyond the site's own.
import '@puckeditor/core/no-external.css';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { saveAnswer } from '../../lib/download';
import { site } from '../../config/site';
import type { PageSummary } from '../../schemas/live-content';
import { AppButton } from '../../ui/AppButton';
import { PageBackendContext } from '../backend';
import { PageSession, useOpenedPage } from '../PageSession';
import { LiveSettings } from './LiveSettings';
import { LiveTools, TakeDeployed } from './LiveTools';
import type { EditorPage } from '../wire/protocol';
import { liveBackend, listPages, openPage, type LivePage } from './liveBackend';
import classes from '../editor.module.css';
import live from './live.module.css';
import { dateTime } from '../../lib/text';

/** The page's facts beside its blocks (the fields panel with no block selected): where it is served, what is live, whose draft. */
function PageFacts({ loaded, name, reopen }: { loaded: LivePage; name: string; reopen: () => void }) {
  const route = site.routes.find((candidate) => 'content' in candidate.page && candidate.page.content === name);
  const { state } = loaded;
  return (
    <dl className={classes.facts}>
      <dt>Address</dt>
      <dd>
        {route ? (
          <a href={route.path} target="_blank" rel="noreferrer">
            {route.path}
          </a>
        ) : (
          'No route shows this page.'
        )}
      </dd>
      <dt>Title and description</dt>
      <dd>
        {route?.title}
        <br />
        {route?.description}
        <br />
        <span className={classes.muted}>
          The site's settings (site.config.ts): changed with the page editor of `npm run dev`.
        </span>
      </dd>
      <dt>Visitors see</dt>
      <dd>{state.publishedAt ? `What was published ${dateTime(state.publishedAt)}` : 'The page as the site was deployed'}</dd>
      <dt>Draft</dt>
      <dd>
        {state.draft
          ? `Saved ${dateTime(state.draft.savedAt)}${state.draft.by ? ` by ${state.draft.by.name}` : ''}; only staff see it.`
          : 'None: a change here is saved as a draft, which only staff see until it is published.'}
      </dd>
      {state.build && (
        <>
          <dt>A deploy changed this page</dt>
          <dd>
            The deployed file differs from the page published here, which visitors still see. Keep this one (edit it, or restore a
            version from History, and publish), or take the deployed one as the draft, review it and publish it.
            <br />
            <TakeDeployed name={name} page={state.build.page as EditorPage} reopen={reopen} />
          </dd>
        </>
      )}
    </dl>
  );
}

/** One page open in the editor on the running site: drafts autosaved, previewed, published, with history. */
function LivePageEditor({ summary, close }: { summary: PageSummary; close: () => void }) {
  const { loaded, error, opened, open } = useOpenedPage(summary.name, openPage);
  const settings = useMemo(
    () => loaded && <PageFacts loaded={loaded} name={summary.name} reopen={open} />,
    [loaded, summary.name, open],
  );
  const tools = useMemo(
    () => loaded && <LiveTools name={summary.name} published={loaded.state.version} reopen={open} />,
    [loaded, summary.name, open],
  );
  useEffect(() => {
    const before = document.title;
    document.title = `Edit ${summary.path} · ${summary.title}`;
    return () => {
      document.title = before;
    };
  }, [summary]);
  return (
    <div className={live.overlay} role="dialog" aria-modal="true" aria-label={`Editing ${summary.path}`}>
      <div className={live.bar}>
        <AppButton variant="outline" size="xs" onClick={close}>
          All pages
        </AppButton>
        <span>
          {summary.title} <span className={classes.muted}>{summary.path}</span>
        </span>
      </div>
      <div className={live.body}>
        {error ? (
          <p className={classes.notice}>Could not open this page: {error}</p>
        ) : loaded ? (
          <PageSession
            key={opened}
            name={summary.name}
            title={`Editing ${summary.path}`}
            loaded={loaded}
            settings={settings}
            reload={open}
            autosave
            tools={tools}
          />
        ) : (
          <p className={classes.muted}>Opening {summary.path}…</p>
        )}
      </div>
    </div>
  );
}

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
  const refresh = useCallback(() => {
    listPages().then(setPages, async (error: unknown) => setProblem(await errorMessage(error, 'The pages could not be listed.')));
  }, []);
  useEffect(refresh, [refresh]);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      await saveAnswer(await api.get('admin/content/export'), 'site-content.tar.gz');
    } catch (error) {
      setProblem(await errorMessage(error, 'What is published could not be downloaded.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageBackendContext.Provider value={liveBackend}>
      <p className={classes.muted}>
        To keep the repository in step, download what is published and run <code>npm run content -- apply FILE</code> in a
        checkout: it writes the changed files for review and commit.{' '}
        <AppButton size="xs" variant="outline" loading={exporting} onClick={() => void download()}>
          Download what is published
        </AppButton>
      </p>
      {problem && <p role="alert">{problem}</p>}
      <p>
        The header's and footer's links, the services menu, the contact e-mail, the social links and the offices are the site's
        settings, shown on every page.{' '}
        <AppButton size="xs" variant="outline" onClick={() => setSettingsOpen(true)}>
          Edit navigation and company facts
        </AppButton>
      </p>
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
                <td>{page.publishedAt ? `Published ${dateTime(page.publishedAt)}` : 'As deployed'}</td>
                <td>
                  {page.draft ? `Saved ${dateTime(page.draft.savedAt)}${page.draft.by ? ` by ${page.draft.by.name}` : ''}` : '—'}
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
      {settingsOpen && (
        <div className={live.overlay} role="dialog" aria-modal="true" aria-label="Editing the site settings">
          <div className={live.bar}>
            <AppButton variant="outline" size="xs" onClick={() => setSettingsOpen(false)}>
              All pages
            </AppButton>
            <span>Navigation and company facts</span>
          </div>
          <div className={`${live.body} ${live.scroll}`}>
            <main className={classes.list}>
              <h1>Navigation and company facts</h1>
              <LiveSettings pages={(pages ?? []).map(({ path, title }) => ({ path, title }))} />
            </main>
          </div>
        </div>
      )}
      {editing && (
        <LivePageEditor
          summary={editing}
          close={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
    </PageBackendContext.Provider>
  );
}
