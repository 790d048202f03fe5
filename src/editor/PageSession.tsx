import { Puck, type Data, type Overrides, type Viewports } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePageBackend, type OpenedPage, type SaveResult } from './backend';
import { BlockActionBar, CanvasFrame, FieldsWithIssues, HeaderTools } from './editorParts';
import { toPage, toPuckData } from './pageData';
import { editorConfig } from './puckConfig';
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

/** What the banner says, and what the build said in its own words (file and field paths), for a Details disclosure. */
type Banner = { kind: 'invalid' | 'failed' | 'conflict'; message: string; details?: string };

const fields = (n: number) => (n === 1 ? '1 field needs' : `${n} fields need`);

/**
 * A refused save as the banner says it: in words, the fields marked on their blocks, the build's
 * own message under Details; a conflict offers to open the page as it is now.
 */
function bannerOf(result: Exclude<SaveResult, { kind: 'saved' }>, what = 'Not saved'): Banner {
  switch (result.kind) {
    case 'invalid':
      return {
        kind: 'invalid',
        message: `${what}: ${fields(Math.max(1, result.issues.length))} attention. Each is marked above the fields of its block: select the block to see what to change.`,
        details: result.message,
      };
    case 'conflict':
      return { kind: 'conflict', message: result.message };
    case 'failed':
      return { kind: 'failed', message: `${what}: ${result.message}` };
  }
}

const AUTOSAVE_MS = 2000;

export interface PageSessionProps {
  name: string;
  /** The header's title: `Editing /about`. */
  title: string;
  loaded: OpenedPage;
  /** The fields panel with no block selected: the page's settings. */
  settings: ReactNode;
  /** Opens the page again as the backend holds it now (after a conflict). */
  reload: () => void;
  /** Saves a moment after each change, as posts' drafts are (the running site). */
  autosave?: boolean;
  /** More of the header's tools, beside Save (Publish, Preview and History on the running site). */
  tools?: ReactNode;
  /**
   * What Save saves besides the blocks, once they are saved: the page's route (site.config.ts under
   * npm run dev, the settings' draft on the running site). A refusal it answers is shown as a save's.
   */
  saveAlso?: () => Promise<Exclude<SaveResult, { kind: 'saved' }> | void>;
  /** Shown above the editor, where a refused save is (how that other save went). */
  notice?: ReactNode;
  /** The header's status as the page opens: what the action that opened it again did (a restore). */
  greeting?: string;
}

/**
 * One content page open in Puck, saving through the page's backend (backend.ts): one save at a
 * time, each from the version the last one answered, so Save pressed during an autosave waits for
 * it instead of racing it; the answers shown where they apply.
 */
export function PageSession({
  name,
  title,
  loaded,
  settings,
  reload,
  autosave = false,
  tools,
  saveAlso,
  notice,
  greeting,
}: PageSessionProps) {
  const backend = usePageBackend();
  const version = useRef(loaded.version);
  /** The text of the page as last kept by the backend; null while nothing of this session is kept. */
  const kept = useRef<string | null>(loaded.saved ? JSON.stringify(loaded.page) : null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Changes the autosave has not sent yet: sent when the session ends, so closing the page loses nothing. */
  const unsent = useRef<Data | null>(null);
  const [initialData] = useState(() => toPuckData(loaded.page));
  const [scheme, setScheme] = useState<Scheme>('light');
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState(greeting);
  const [issues, setIssues] = useState<EditorSession['issues']>([]);
  const [banner, setBanner] = useState<Banner>();
  const config = useMemo(() => editorConfig(settings), [settings]);

  const saveNow = useCallback(
    /**
     * `quiet`: an autosave. A page the build would refuse is not shown as refused then (a list item
     * just added is empty until it is filled in): the header says a field needs attention, and Save
     * or Publish marks which. What an earlier Save marked stays until a save is kept.
     */
    (data: Data, { quiet = false }: { quiet?: boolean } = {}): Promise<string | undefined> => {
      clearTimeout(timer.current);
      unsent.current = null;
      const savePage = async (): Promise<string | undefined> => {
        const page = toPage(data, loaded.page);
        const text = JSON.stringify(page);
        if (text === kept.current) return version.current;
        setSaving(true);
        try {
          const result = await backend.save(name, version.current, page);
          if (result.kind === 'saved') {
            version.current = result.version;
            kept.current = text;
            setIssues([]);
            setBanner(undefined);
            setStatus(backend.savedMessage(loaded.file));
            return result.version;
          }
          if (quiet && result.kind === 'invalid') {
            setStatus('Not saved yet: a field needs attention. Save or Publish shows which.');
            return undefined;
          }
          if (result.kind === 'invalid') setIssues(result.issues);
          setBanner(bannerOf(result));
          return undefined;
        } catch (error) {
          setBanner({
            kind: 'failed',
            message: `Not saved: the server did not answer (${error instanceof Error ? error.message : String(error)}).`,
          });
          return undefined;
        } finally {
          setSaving(false);
        }
      };
      const run = async () => {
        const saved = await savePage();
        if (saved === undefined || !saveAlso) return saved;
        const refused = await saveAlso();
        if (!refused) return saved;
        if (refused.kind === 'invalid') setIssues(refused.issues);
        setBanner(bannerOf(refused));
        return undefined;
      };
      const next = queue.current.then(run, run);
      queue.current = next;
      return next;
    },
    [backend, name, loaded.page, loaded.file, saveAlso],
  );
  const save = useCallback((data: Data) => void saveNow(data), [saveNow]);
  const onChange = useCallback(
    (data: Data) => {
      if (!autosave) return;
      clearTimeout(timer.current);
      // Puck also reports the page as it opened, and a change undone: nothing to keep then.
      if (JSON.stringify(toPage(data, loaded.page)) === (kept.current ?? JSON.stringify(loaded.page))) {
        unsent.current = null;
        return;
      }
      unsent.current = data;
      timer.current = setTimeout(() => void saveNow(data, { quiet: true }), AUTOSAVE_MS);
    },
    [autosave, saveNow, loaded.page],
  );
  const latestSave = useRef(saveNow);
  useEffect(() => {
    latestSave.current = saveNow;
  }, [saveNow]);
  useEffect(
    () => () => {
      if (unsent.current) void latestSave.current(unsent.current);
    },
    [],
  );

  const session = useMemo<EditorSession>(
    () => ({
      file: loaded.file,
      save,
      saveNow,
      saving,
      status,
      setStatus,
      issues,
      scheme,
      setScheme,
      tools,
      refuse: (result) => {
        if (result.kind === 'invalid') setIssues(result.issues);
        setBanner(bannerOf(result, 'Not published'));
      },
    }),
    [loaded.file, save, saveNow, saving, status, issues, scheme, tools],
  );

  return (
    <EditorSessionContext.Provider value={session}>
      <div className={classes.shell}>
        {notice}
        {banner && (
          <div
            className={`${classes.banner} ${banner.kind === 'conflict' ? classes.bannerConflict : classes.bannerError}`}
            role="alert"
          >
            <span>{banner.message}</span>
            {banner.details && (
              <details className={classes.bannerDetails}>
                <summary>Details</summary>
                <pre>{banner.details}</pre>
              </details>
            )}
            {banner.kind === 'conflict' && (
              <button type="button" className={classes.button} onClick={() => reload()}>
                {backend.reloadLabel}
              </button>
            )}
          </div>
        )}
        <div className={classes.canvas}>
          <Puck
            config={config}
            data={initialData}
            onChange={onChange}
            overrides={overrides}
            viewports={viewports}
            dictionary={dictionary}
            headerTitle={title}
            headerPath={backend.inRepository ? loaded.file : undefined}
            height="100%"
          />
        </div>
      </div>
    </EditorSessionContext.Provider>
  );
}

/**
 * Opens a page with `load`, and again on `open`: each opening is a new session (`opened` is its
 * key), so Puck starts from what the backend holds now.
 */
export function useOpenedPage<T extends OpenedPage>(
  name: string,
  load: (name: string) => Promise<T>,
): { loaded?: T; error?: string; opened: number; open: (greeting?: string) => void; greeting?: string } {
  const [loaded, setLoaded] = useState<T>();
  const [error, setError] = useState<string>();
  const [opened, setOpened] = useState<{ count: number; greeting?: string }>({ count: 0 });
  const open = useCallback(
    (greeting?: string) => {
      load(name).then(
        (page) => {
          setLoaded(page);
          setError(undefined);
          setOpened(({ count }) => ({ count: count + 1, greeting }));
        },
        (reason: unknown) => setError(reason instanceof Error ? reason.message : String(reason)),
      );
    },
    [load, name],
  );
  useEffect(() => open(), [open]);
  return { loaded, error, opened: opened.count, open, greeting: opened.greeting };
}
