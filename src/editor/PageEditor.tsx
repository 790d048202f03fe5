import { Puck, type Data, type Overrides, type Viewports } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RouteConfig } from '../config/site-schema';
import { loadPage, savePage } from './editorApi';
import { BlockActionBar, CanvasFrame, FieldsWithIssues, HeaderTools } from './editorParts';
import { PageSettings } from './site/PageSettings';
import { toPage, toPuckData } from './pageData';
import { editorConfig } from './puckConfig';
import type { LoadedPage, SiteState } from './wire/protocol';
import { EditorSessionContext, type EditorSession, type Scheme } from './session';
import classes from './editor.module.css';

const viewports: Viewports = [
  { width: 375, height: 'auto', label: 'Phone', icon: 'Smartphone' },
  { width: 768, height: 'auto', label: 'Tablet', icon: 'Tablet' },
  { width: 1280, height: 'auto', label: 'Desktop', icon: 'Monitor' },
];

const overrides: Partial<Overrides> = {
  headerActions: () => <HeaderTools />,
  fields: FieldsWithIssues,
  actionBar: BlockActionBar,
  iframe: CanvasFrame,
};

/** Puck's words where ours are clearer. */
const dictionary = { 'header-undo': 'Undo', 'header-redo': 'Redo', 'drawer-category-other': 'More blocks' };

type Banner = { kind: 'invalid' | 'failed'; message: string } | { kind: 'conflict'; message: string };

/** One content page open in Puck: saving through the dev server, its answers shown where they apply. */
function Session({
  name,
  route,
  site,
  loaded,
  reload,
}: {
  name: string;
  route: RouteConfig;
  site: SiteState;
  loaded: LoadedPage;
  reload: () => void;
}) {
  const version = useRef(loaded.version);
  const [initialData] = useState(() => toPuckData(loaded.page));
  const [scheme, setScheme] = useState<Scheme>('light');
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<string>();
  const [issues, setIssues] = useState<EditorSession['issues']>([]);
  const [banner, setBanner] = useState<Banner>();
  const config = useMemo(
    () => editorConfig(<PageSettings route={route} site={site} file={loaded.file} />),
    [route, site, loaded.file],
  );

  const save = useCallback(
    (data: Data) => {
      setSaving(true);
      setStatus(undefined);
      savePage(name, version.current, toPage(data, loaded.page))
        .then((result) => {
          switch (result.kind) {
            case 'saved':
              version.current = result.version;
              setIssues([]);
              setBanner(undefined);
              setStatus(`Saved ${result.file}. Review the change with git diff, then commit it.`);
              break;
            case 'invalid':
              setIssues(result.issues);
              setBanner({ kind: 'invalid', message: `Not saved: the build would refuse this page.\n${result.message}` });
              break;
            case 'conflict':
              setBanner({ kind: 'conflict', message: result.message });
              break;
            case 'failed':
              setBanner({ kind: 'failed', message: `Not saved: ${result.message}` });
              break;
          }
        })
        .catch((error: unknown) =>
          setBanner({
            kind: 'failed',
            message: `Not saved: the dev server did not answer (${error instanceof Error ? error.message : String(error)}).`,
          }),
        )
        .finally(() => setSaving(false));
    },
    [name, loaded.page],
  );

  const session = useMemo<EditorSession>(
    () => ({ file: loaded.file, save, saving, status, issues, scheme, setScheme }),
    [loaded.file, save, saving, status, issues, scheme],
  );

  return (
    <EditorSessionContext.Provider value={session}>
      <div className={classes.shell}>
        {banner && (
          <div
            className={`${classes.banner} ${banner.kind === 'conflict' ? classes.bannerConflict : classes.bannerError}`}
            role="alert"
          >
            <span>{banner.message}</span>
            {banner.kind === 'conflict' && (
              <button type="button" className={classes.button} onClick={reload}>
                Reload from disk
              </button>
            )}
          </div>
        )}
        <div className={classes.canvas}>
          <Puck
            config={config}
            data={initialData}
            overrides={overrides}
            viewports={viewports}
            dictionary={dictionary}
            headerTitle={`Editing ${route.path}`}
            headerPath={loaded.file}
            height="100%"
          />
        </div>
      </div>
    </EditorSessionContext.Provider>
  );
}

/** /edit/<route>: loads the route's content file and opens it; Reload opens what is on disk now. */
export function PageEditor({ name, route, site }: { name: string; route: RouteConfig; site: SiteState }) {
  const [loaded, setLoaded] = useState<LoadedPage>();
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState(0);
  const open = useCallback(() => {
    loadPage(name).then(
      (page) => {
        setLoaded(page);
        setOpened((count) => count + 1);
      },
      (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
    );
  }, [name]);
  useEffect(open, [open]);
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
  return <Session key={opened} name={name} route={route} site={site} loaded={loaded} reload={open} />;
}
