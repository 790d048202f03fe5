import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RouteConfig } from '../../config/site-schema';
import { dateTime } from '../../lib/text';
import type { PageSummary, SettingsState } from '../../schemas/live-content';
import { AppButton } from '../../ui/AppButton';
import { useSiteBackend, type Refusal } from '../backend';
import { RoutedPageSession, useOpenedPage } from '../PageSession';
import { RetirePage } from '../site/RetirePage';
import { changesOf, RouteFields, routeDraftOf, type RouteDraft } from '../site/RouteFields';
import type { EditorPage } from '../wire/protocol';
import { loadSettings, openPage, refusalOf, type LivePage } from './liveBackend';
import { LiveFacts } from './LiveFacts';
import { LiveTools, TakeDeployed } from './LiveTools';
import classes from '../editor.module.css';
import live from './live.module.css';

/** A page opened on the running site with the site's settings, which hold its route. */
interface OpenedWithRoute extends LivePage {
  settings: SettingsState;
}

const openWithSettings = async (name: string): Promise<OpenedWithRoute> => {
  const [page, settings] = await Promise.all([openPage(name), loadSettings()]);
  return { ...page, settings };
};

type DeclaredRoute = Partial<RouteConfig> & Pick<RouteConfig, 'path' | 'title' | 'description' | 'page'>;

/** The route showing page `name` in settings as site.config.ts declares them (defaults left out), with the defaults the compiler adds. */
function routeIn(site: Record<string, unknown>, name: string): RouteConfig | undefined {
  const routes = (site.routes ?? []) as DeclaredRoute[];
  const route = routes.find((candidate) => 'content' in candidate.page && candidate.page.content === name);
  return route && ({ aliases: [], keywords: [], noindex: false, ...route } as RouteConfig);
}

/** Where the page stands beside its route's fields: what visitors see, whose draft, a deploy's other version. */
function PageFacts({ loaded, name, reopen, isNew }: { loaded: LivePage; name: string; reopen: () => void; isNew: boolean }) {
  const { state } = loaded;
  return (
    <LiveFacts
      visitorsSee={
        isNew
          ? 'Nothing yet: a new page, live once you publish it.'
          : state.publishedAt
            ? `What was published ${dateTime(state.publishedAt)}`
            : 'The page as the site was deployed'
      }
      draft={state.draft}
      deployed={
        state.build
          ? {
              heading: 'A deploy changed this page',
              children: (
                <>
                  The deployed file differs from the page published here, which visitors still see. Keep this one (edit it, or
                  restore a version from History, and publish), or take the deployed one as the draft, review it and publish it.
                  <br />
                  <TakeDeployed name={name} page={state.build.page as EditorPage} reopen={reopen} />
                </>
              ),
            }
          : undefined
      }
    />
  );
}

/** The editor of one opened page: its blocks and its route, saved together and published together. */
function LivePageSession({
  loaded,
  name,
  opened,
  open,
  greeting,
  close,
}: {
  loaded: OpenedWithRoute;
  name: string;
  opened: number;
  /** Opens the page again, the header saying `greeting`. */
  open: (greeting?: string) => void;
  greeting?: string;
  close: (message?: string) => void;
}) {
  const site = useSiteBackend();
  const { settings } = loaded;
  const current = settings.draft ?? settings;
  // Once per opening: the fields panel is rendered from them, and must not remount while someone types.
  const route = useMemo(() => routeIn(current.site, name), [current, name]);
  const publishedRoute = useMemo(() => routeIn(settings.site, name), [settings, name]);
  /**
   * The route as last saved (the next change is made from it; undefined until read again after a
   * change), the settings' version as this editor knows it, and the draft to publish with the page.
   */
  const saved = useRef(route);
  const siteVersion = useRef(current.version);
  const routeDrafted =
    settings.draft && JSON.stringify(route) !== JSON.stringify(publishedRoute) ? settings.draft.version : undefined;
  const withPage = useRef<string | undefined>(routeDrafted);
  /** Whether Publish takes the settings' draft along (what the panel says; withPage is what Publish reads). */
  const [takesSettings, setTakesSettings] = useState(routeDrafted !== undefined);
  const closing = useRef(close);
  useEffect(() => {
    closing.current = close;
  }, [close]);
  const [draft, setDraft] = useState<RouteDraft | undefined>(() => route && routeDraftOf(route));
  const held = useMemo(() => draft && { draft, setDraft }, [draft]);
  const draftRef = useRef(draft);
  useEffect(() => {
    draftRef.current = draft;
  }, [draft]);

  const saveAlso = useCallback(async (): Promise<Refusal | void> => {
    const next = draftRef.current;
    if (!next) return;
    try {
      // After a change, the route as the server made it (its aliases, its canonical address), read
      // once the next change needs it: the server's changeRoute is the one rule of what a change does.
      saved.current ??= await loadSettings().then((now) => routeIn((now.draft ?? now).site, name));
      const base = saved.current;
      const changes = base && changesOf(base, next);
      if (!base || !changes) return;
      const result = await site.changeRoute(siteVersion.current, base.path, changes);
      if (result.kind !== 'saved') return result;
      saved.current = undefined;
      siteVersion.current = result.version;
      withPage.current = result.version;
      setTakesSettings(true);
    } catch (error) {
      return refusalOf(error, 'site.config.ts');
    }
  }, [site, name]);

  const settingsPanel = useMemo(
    () =>
      route && (
        <RouteFields route={route}>
          <p className={classes.muted}>
            Saved with the page's Save into the draft of the site's settings, and published with the page.
            {takesSettings && " Publish also publishes the settings' draft, with any other change it holds."} Select a block to
            edit its fields.
          </p>
          <PageFacts loaded={loaded} name={name} reopen={open} isNew={!publishedRoute} />
          {publishedRoute && (
            <RetirePage
              path={publishedRoute.path}
              version={() => siteVersion.current}
              retired={() => closing.current(`${publishedRoute.path} is retired: its address answers "page not found".`)}
            />
          )}
        </RouteFields>
      ),
    [route, publishedRoute, loaded, name, open, takesSettings],
  );
  const tools = useMemo(
    () => (
      <LiveTools
        name={name}
        published={loaded.state.version}
        reopen={open}
        route={{
          draftVersion: () => withPage.current,
          published: () => {
            withPage.current = undefined;
            setTakesSettings(false);
          },
        }}
      />
    ),
    [loaded, name, open],
  );
  if (!route || !held) return <p className={classes.notice}>No route of the site's settings shows this page.</p>;
  const session = { name, loaded, settings: settingsPanel, reload: open, greeting, autosave: true, tools, saveAlso };
  return <RoutedPageSession key={opened} path={route.path} held={held} {...session} />;
}

/** One page open in the editor on the running site: drafts autosaved, previewed, published with its route, with history. */
export function LivePageEditor({ summary, close }: { summary: PageSummary; close: (message?: string) => void }) {
  const { loaded, error, opened, open, greeting } = useOpenedPage(summary.name, openWithSettings);
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
        <AppButton variant="outline" size="xs" onClick={() => close()}>
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
          <LivePageSession
            key={opened}
            loaded={loaded}
            name={summary.name}
            opened={opened}
            open={open}
            greeting={greeting}
            close={close}
          />
        ) : (
          <p className={classes.muted}>Opening {summary.path}…</p>
        )}
      </div>
    </div>
  );
}
