import type { Data } from '@puckeditor/core';
import { createContext, useContext, type ReactNode } from 'react';
import type { SaveResult } from './backend';
import type { ContentIssue } from '../config/errors';
import { labelOf } from './fields/labels';

export type Scheme = 'light' | 'dark';

/** What the parts Puck renders (header tools, fields panel, canvas frame) share with the editing session. */
export interface EditorSession {
  file: string;
  /** Saves Puck's data as it is at this moment. */
  save: (data: Data) => void;
  /** The same, after any save on its way: the version kept, or undefined when refused (the banner says why). */
  saveNow: (data: Data) => Promise<string | undefined>;
  saving: boolean;
  status?: string;
  setStatus: (status: string | undefined) => void;
  /** Shows a refusal of something other than a save (a publish) as a save's is shown. */
  refuse: (result: Exclude<SaveResult, { kind: 'saved' }>) => void;
  issues: ContentIssue[];
  /** The backend's own tools in the header, beside Save. */
  tools?: ReactNode;
  scheme: Scheme;
  setScheme: (scheme: Scheme) => void;
}

export const EditorSessionContext = createContext<EditorSession | null>(null);

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useEditorSession is used outside the page editor');
  return session;
}

/** A field inside a block's props as the fields panel labels it: `['roles', 4, 'title']` → 'Roles › item 5 › Title'. */
export function fieldWords(path: readonly (string | number)[]): string {
  return path.map((part) => (typeof part === 'number' ? `item ${part + 1}` : labelOf(part))).join(' › ');
}

/**
 * The issues of the block at `index`, each named as the fields panel labels its field:
 * `blocks[2].props.title` is block 2's 'Title', `blocks[2].props.items[0].question` its
 * 'Items › item 1 › Question', and `blocks[2]` the block itself.
 */
export function issuesOfBlock(issues: readonly ContentIssue[], index: number): { field: string; message: string }[] {
  return issues.flatMap(({ path, message }) => {
    const [list, at, props, key, ...inside] = path;
    if (list !== 'blocks' || at !== index) return [];
    if (props !== 'props' || typeof key !== 'string') return [{ field: 'This block', message }];
    return [{ field: fieldWords([key, ...inside]), message }];
  });
}
