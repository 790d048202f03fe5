import { createContext, useContext, useState, type ReactNode } from 'react';
import type { RouteConfig } from '../../config/site-schema';
import type { RouteChange } from '../wire/protocol';
import { RouteTextFields } from './RouteTextFields';
import classes from '../editor.module.css';

/** The page's settings as the panel holds them until the page's Save. */
export interface RouteDraft {
  path: string;
  keepAlias: boolean;
  title: string;
  description: string;
  /** One a line, as typed. */
  keywords: string;
  noindex: boolean;
}

export const routeDraftOf = (route: RouteConfig): RouteDraft => ({
  path: route.path,
  keepAlias: true,
  title: route.title,
  description: route.description,
  keywords: route.keywords.join('\n'),
  noindex: route.noindex,
});

/** What the draft changes of the route, for PATCH /site/routes; null when it changes nothing. */
export function changesOf(route: RouteConfig, draft: RouteDraft): RouteChange['changes'] | null {
  const keywords = draft.keywords
    .split('\n')
    .map((word) => word.trim())
    .filter(Boolean);
  const moved = draft.path !== route.path;
  const same =
    !moved &&
    draft.title === route.title &&
    draft.description === route.description &&
    draft.noindex === route.noindex &&
    keywords.join('\n') === route.keywords.join('\n');
  if (same) return null;
  return {
    title: draft.title,
    description: draft.description,
    keywords,
    noindex: draft.noindex,
    ...(moved ? { path: draft.path, keepAlias: draft.keepAlias } : {}),
  };
}

/**
 * The settings being edited, held by the page's editor rather than the panel: Puck unmounts the
 * panel while a block is selected, and the page's one Save saves them with its blocks.
 */
export const RouteDraftContext = createContext<{ draft: RouteDraft; setDraft: (draft: RouteDraft) => void } | null>(null);

/**
 * A page's route as the page's settings panel edits it (the fields panel with no block selected):
 * its address, title, description, keywords and noindex, held by the page's editor until its one
 * Save. The dev editor writes them into site.config.ts, the running site's into the settings'
 * draft; `children` is what the home adds (where they are saved, retiring the page).
 */
export function RouteFields({ route, children }: { route: RouteConfig; children?: ReactNode }) {
  const held = useContext(RouteDraftContext);
  const [own, setOwn] = useState(() => routeDraftOf(route));
  const { draft, setDraft } = held ?? { draft: own, setDraft: setOwn };
  const set = (change: Partial<RouteDraft>) => setDraft({ ...draft, ...change });
  const moved = draft.path !== route.path;
  return (
    // Not a <form>: Puck's fields panel is one, and a form inside a form is dropped by the parser.
    <div className={classes.form} role="form" aria-label="Page settings">
      <label className={classes.field}>
        Address
        <input className={classes.input} required value={draft.path} onChange={(event) => set({ path: event.target.value })} />
      </label>
      {moved && (
        <label className={classes.check}>
          <input type="checkbox" checked={draft.keepAlias} onChange={(event) => set({ keepAlias: event.target.checked })} />
          Keep {route.path} as an alias, so links and bookmarks to it still work
        </label>
      )}
      <RouteTextFields
        titleLabel="Page title"
        rows={4}
        title={{ value: draft.title, onChange: (title) => set({ title }) }}
        description={{ value: draft.description, onChange: (description) => set({ description }) }}
      />
      <label className={classes.field}>
        Keywords, one a line
        <textarea
          className={classes.input}
          value={draft.keywords}
          rows={3}
          onChange={(event) => set({ keywords: event.target.value })}
        />
      </label>
      <label className={classes.check}>
        <input type="checkbox" checked={draft.noindex} onChange={(event) => set({ noindex: event.target.checked })} />
        Keep out of search engines and the sitemap (noindex)
      </label>
      {children}
    </div>
  );
}
