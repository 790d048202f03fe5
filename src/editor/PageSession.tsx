import { Puck, type Data, type Overrides, type Viewports } from '@puckeditor/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { localCopies, type LocalCopy } from '../lib/local-copy';
import { dateTime } from '../lib/text';
import { createSaveQueue, type SaveOutcome } from '../lib/save-queue';
import { usePageBackend, type OpenedPage, type SaveResult } from './backend';
import { sentenceOf, type Refusal } from './refusal';
import { BlockActionBar, CanvasFrame, FieldsWithIssues, HeaderTools } from './editorParts';
import { toPage, toPuckData } from './pageData';
import { editorConfig } from './puckConfig';
import { EditorSessionContext, type EditorSession, type Scheme } from './session';
import { RouteDraftContext, type RouteDraft } from './site/RouteFields';
import type { EditorPage } from './wire/protocol';
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

/** What the banner says, and the build's or the network's own words (file and field paths), for a Details disclosure. */
type Banner = { kind: 'failed' | 'conflict'; message: string; details?: string };

/** A refused save as the banner says it (refusal.ts): the fields marked on their blocks; a conflict offers to open the page as it is now. */
function bannerOf(result: Refusal, { what = 'Not saved', retried = false }: { what?: string; retried?: boolean } = {}): Banner {
  const { message, details, conflict } = sentenceOf(result, what, {
    marked: 'Each is marked above the fields of its block: select the block to see what to change.',
    retried,
  });
  return { kind: conflict ? 'conflict' : 'failed', message, details };
}

const AUTOSAVE_MS = 2000;

/** What the browser keeps of a page being edited: the page as typed, and the version it was typed on. */
interface PageCopy {
  page: EditorPage;
  version: string;
}

const isPageCopy = (value: unknown): value is PageCopy => {
  if (typeof value !== 'object' || value === null) return false;
  const { page, version } = value as Record<string, unknown>;
  return (
    typeof version === 'string' &&
    typeof page === 'object' &&
    page !== null &&
    Array.isArray((page as Record<string, unknown>).blocks)
  );
};

/** The pages' local copies (lib/local-copy.ts), apart for each home: a draft on the running site is not a file of the repository. */
const pageCopies = localCopies('page-edit:', isPageCopy);

/** One save of the session: the page as Puck has it; `quiet` for an autosave; its try, as the session was when it was asked for. */
interface PageSave {
  data: Data;
  quiet: boolean;
  attempt: () => Promise<SaveOutcome>;
}

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
 * One content page open in Puck, saving through the page's backend (backend.ts) by the editors'
 * save queue: one save at a time, each from the version the last one answered, so Save pressed
 * during an autosave waits for it instead of racing it; a save with no answer tried again; every
 * change kept in the browser until the backend has it. The answers are shown where they apply.
 */
function PageSession({
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
  const copyId = `${backend.inRepository ? 'file' : 'live'}:${name}`;
  const version = useRef(loaded.version);
  /** The text of the page as last kept by the backend; null while nothing of this session is kept. */
  const kept = useRef<string | null>(loaded.saved ? JSON.stringify(loaded.page) : null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Changes the autosave has not sent yet: sent when the session ends, so closing the page loses nothing. */
  const unsent = useRef<Data | null>(null);
  /** What Puck starts from: the page as opened, or the local copy brought back (a new key, so Puck starts again). */
  const [start, setStart] = useState(() => ({ data: toPuckData(loaded.page), key: 0 }));
  /** Typing this browser kept that the backend never took (the tab closed, the network away): offered back. */
  const [leftBehind, setLeftBehind] = useState<LocalCopy<PageCopy> | null>(() => {
    const copy = pageCopies.read(copyId);
    if (copy && JSON.stringify(copy.fields.page) === JSON.stringify(loaded.page)) {
      pageCopies.drop(copyId);
      return null;
    }
    return copy;
  });
  const [scheme, setScheme] = useState<Scheme>('light');
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState(greeting);
  const [issues, setIssues] = useState<EditorSession['issues']>([]);
  const [banner, setBanner] = useState<Banner>();
  const config = useMemo(() => editorConfig(settings), [settings]);

  /** This session's saves (lib/save-queue.ts): one at a time, each from the version the last one answered, retried while unanswered. */
  const [queue] = useState(() =>
    createSaveQueue<PageSave>({
      send: (save) => save.attempt(),
      onRetry: (ms) =>
        setStatus(
          `Not saved yet: the server did not answer. Trying again in ${Math.round(ms / 1000)} s; your changes are kept in this browser meanwhile.`,
        ),
    }),
  );
  /** How each save came out: the version it left the page at, or nothing when it was not kept. */
  const outcomes = useRef(new WeakMap<PageSave, string>());

  /** One try of a save, and what the queue makes of its answer. */
  const trySave = useCallback(
    /**
     * `quiet`: an autosave. A page the build would refuse is not shown as refused then (a list item
     * just added is empty until it is filled in): the header says a field needs attention, and Save
     * or Publish marks which. What an earlier Save marked stays until a save is kept.
     */
    async (save: PageSave): Promise<SaveOutcome> => {
      const page = toPage(save.data, loaded.page);
      const text = JSON.stringify(page);
      if (text !== kept.current) {
        setSaving(true);
        let result: SaveResult;
        try {
          result = await backend.save(name, version.current, page);
        } catch (error) {
          // The dev server's files: fetch() throws when nothing answers.
          result = { kind: 'unanswered', message: error instanceof Error ? error.message : String(error) };
        } finally {
          setSaving(false);
        }
        if (result.kind === 'unanswered') {
          // Tried again by the queue, which says when in the header; a save asked for says so where it was asked.
          if (!save.quiet) setBanner(bannerOf(result, { retried: true }));
          return 'retry';
        }
        if (result.kind !== 'saved') {
          if (save.quiet && result.kind === 'invalid') {
            setStatus('Not saved yet: a field needs attention. Save or Publish shows which.');
            return 'kept';
          }
          if (result.kind === 'invalid') setIssues(result.issues);
          setBanner(bannerOf(result));
          // A conflict waits for the person: nothing more is sent on a version that is gone.
          return result.kind === 'conflict' ? 'held' : 'kept';
        }
        version.current = result.version;
        kept.current = text;
        setIssues([]);
        setBanner(undefined);
        setStatus(backend.savedMessage(loaded.file));
        // Typed while this was on its way is still only in the browser, now on the new version.
        const newer = unsent.current ?? queue.pending()?.data;
        if (newer) pageCopies.keep(copyId, { page: toPage(newer, loaded.page), version: result.version });
        else pageCopies.drop(copyId);
      }
      if (saveAlso) {
        const refused = await saveAlso();
        if (refused) {
          if (refused.kind === 'invalid') setIssues(refused.issues);
          setBanner(bannerOf(refused));
          return 'kept';
        }
      }
      outcomes.current.set(save, version.current);
      return 'kept';
    },
    [backend, name, loaded.page, loaded.file, saveAlso, copyId, queue],
  );

  const saveNow = useCallback(
    /** Saves `data` (after the save on its way, so Save pressed during an autosave waits for it): the version it is kept at, or undefined. */
    async (data: Data, { quiet = false }: { quiet?: boolean } = {}): Promise<string | undefined> => {
      clearTimeout(timer.current);
      unsent.current = null;
      const save: PageSave = { data, quiet, attempt: () => trySave(save) };
      await queue.put(save, { now: !quiet });
      return outcomes.current.get(save);
    },
    [queue, trySave],
  );
  const save = useCallback((data: Data) => void saveNow(data), [saveNow]);
  const onChange = useCallback(
    (data: Data) => {
      clearTimeout(timer.current);
      const page = toPage(data, loaded.page);
      // Puck also reports the page as it opened, and a change undone: nothing to keep then.
      if (JSON.stringify(page) === (kept.current ?? JSON.stringify(loaded.page))) {
        // A change undone: the browser's copy of it goes too. Not as the page opens, when the copy
        // is what is offered back.
        if (unsent.current) pageCopies.drop(copyId);
        unsent.current = null;
        return;
      }
      unsent.current = data;
      pageCopies.keep(copyId, { page, version: version.current });
      if (autosave) timer.current = setTimeout(() => void saveNow(data, { quiet: true }), AUTOSAVE_MS);
    },
    [autosave, saveNow, loaded.page, copyId],
  );
  const latestSave = useRef(saveNow);
  useEffect(() => {
    latestSave.current = saveNow;
  }, [saveNow]);
  useEffect(
    () => () => {
      // Sent as the page closes; what still gets no answer stays in the browser's copy, offered next time.
      const sent = unsent.current ? latestSave.current(unsent.current) : Promise.resolve();
      void sent.finally(() => queue.close());
    },
    [queue],
  );

  /** Puck starts again from the copy, on the version it was typed on: a page changed meanwhile is a conflict, never overwritten. */
  const bringBack = useCallback(
    (copy: LocalCopy<PageCopy>) => {
      const data = toPuckData(copy.fields.page);
      version.current = copy.fields.version;
      kept.current = null;
      unsent.current = data;
      setLeftBehind(null);
      setStart(({ key }) => ({ data, key: key + 1 }));
      setStatus(`Your changes of ${dateTime(copy.at)} are back${autosave ? '' : ': save them to keep them'}.`);
      if (autosave) void saveNow(data, { quiet: true });
    },
    [autosave, saveNow],
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
        setBanner(bannerOf(result, { what: 'Not published' }));
      },
    }),
    [loaded.file, save, saveNow, saving, status, issues, scheme, tools],
  );

  return (
    <EditorSessionContext.Provider value={session}>
      <div className={classes.shell}>
        {notice}
        {leftBehind && (
          <div className={classes.banner} role="status">
            <span>Changes you made to this page on {dateTime(leftBehind.at)} were not saved. This browser kept them.</span>
            <button type="button" className={classes.button} onClick={() => bringBack(leftBehind)}>
              Bring them back
            </button>
            <button
              type="button"
              className={classes.button}
              onClick={() => {
                pageCopies.drop(copyId);
                setLeftBehind(null);
              }}
            >
              Discard them
            </button>
          </div>
        )}
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
            key={start.key}
            config={config}
            data={start.data}
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

/**
 * A content page's session in either home with its route's settings held above Puck's panel (Puck
 * unmounts the panel while a block is selected), titled by the route's address.
 */
export function RoutedPageSession({
  path,
  held,
  ...session
}: Omit<PageSessionProps, 'title'> & { path: string; held: { draft: RouteDraft; setDraft: (draft: RouteDraft) => void } }) {
  return (
    <RouteDraftContext.Provider value={held}>
      <PageSession title={`Editing ${path}`} {...session} />
    </RouteDraftContext.Provider>
  );
}
