import { ActionBar, createUsePuck, useGetPuck, type Overrides } from '@puckeditor/core';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import { issuesOfBlock, useEditorSession } from './session';
import classes from './editor.module.css';

const usePuck = createUsePuck();

/** The header's tools: the canvas's colour scheme, Save and the backend's own (Puck's undo and redo sit beside them). */
export function HeaderTools() {
  const { save, saving, status, scheme, setScheme, tools } = useEditorSession();
  const getPuck = useGetPuck();
  // Puck records a step of its history 250 ms after the last change, folding quicker changes into
  // it: marked here, so the editor's suite waits for the step (as a person's pause gives it time)
  // instead of sleeping.
  const recorded = usePuck(
    (s) => (s.history.histories[s.history.index]?.state as { data?: unknown } | undefined)?.data === s.appState.data,
  );
  return (
    <div className={classes.tools} data-history-recorded={recorded}>
      {status && (
        <span className={classes.status} role="status">
          {status}
        </span>
      )}
      <button type="button" className={classes.button} onClick={() => setScheme(scheme === 'light' ? 'dark' : 'light')}>
        {scheme === 'light' ? 'Dark preview' : 'Light preview'}
      </button>
      <button
        type="button"
        className={`${classes.button} ${classes.buttonPrimary}`}
        disabled={saving}
        onClick={() => save(getPuck().appState.data)}
      >
        {saving ? 'Saving…' : 'Save'}
      </button>
      {tools}
    </div>
  );
}

/** Above the selected block's fields: what the compiler said about them at the last save. */
export const FieldsWithIssues: Overrides['fields'] = ({ children, itemSelector }) => {
  const { issues } = useEditorSession();
  const blockIssues = itemSelector && itemSelector.index !== undefined ? issuesOfBlock(issues, itemSelector.index) : [];
  return (
    <>
      {blockIssues.length > 0 && (
        <ul className={classes.issues} aria-label="Not saved: fix these fields">
          {blockIssues.map((issue) => (
            <li key={`${issue.field}: ${issue.message}`}>
              <strong>{issue.field}</strong>: {issue.message}
            </li>
          ))}
        </ul>
      )}
      {children}
    </>
  );
};

/**
 * The selected block's action bar with 'Move up' and 'Move down' beside Puck's duplicate and
 * delete: buttons, so reordering works from the keyboard as well as by dragging.
 */
export function BlockActionBar({
  label,
  children,
  parentAction,
}: {
  label?: string;
  children: ReactNode;
  parentAction: ReactNode;
}) {
  const getPuck = useGetPuck();
  const selector = usePuck((s) => s.appState.ui.itemSelector);
  const count = usePuck((s) => s.appState.data.content.length);
  const index = selector?.index;
  const zone = selector?.zone;
  const move = (to: number) => {
    if (index === undefined || !zone) return;
    getPuck().dispatch({ type: 'reorder', sourceIndex: index, destinationIndex: to, destinationZone: zone });
    getPuck().dispatch({ type: 'setUi', ui: { itemSelector: { index: to, zone } } });
  };
  return (
    <ActionBar>
      <ActionBar.Group>
        {parentAction}
        {label && <ActionBar.Label label={label} />}
      </ActionBar.Group>
      <ActionBar.Group>
        <ActionBar.Action label="Move up" disabled={index === undefined || index === 0} onClick={() => move((index ?? 0) - 1)}>
          <span aria-hidden="true">↑</span>
        </ActionBar.Action>
        <ActionBar.Action
          label="Move down"
          disabled={index === undefined || index >= count - 1}
          onClick={() => move((index ?? 0) + 1)}
        >
          <span aria-hidden="true">↓</span>
        </ActionBar.Action>
        {children}
      </ActionBar.Group>
    </ActionBar>
  );
}

/** The canvas's frame: the site's own providers, theme and colour scheme, inside Puck's iframe. */
export function CanvasFrame({ children, document }: { children: ReactNode; document?: Document }) {
  const { scheme } = useEditorSession();
  return (
    <AppProviders mantine={{ forceColorScheme: scheme, getRootElement: () => document?.documentElement }}>
      {children}
    </AppProviders>
  );
}
