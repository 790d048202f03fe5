import type { Data } from '@puckeditor/core';
import { createContext, useContext } from 'react';
import type { CompilerIssue } from './editorApi';

export type Scheme = 'light' | 'dark';

/** What the parts Puck renders (header tools, fields panel, canvas frame) share with the editing session. */
export interface EditorSession {
  file: string;
  /** Saves Puck's data as it is at this moment. */
  save: (data: Data) => void;
  saving: boolean;
  status?: string;
  issues: CompilerIssue[];
  scheme: Scheme;
  setScheme: (scheme: Scheme) => void;
}

export const EditorSessionContext = createContext<EditorSession | null>(null);

export function useEditorSession(): EditorSession {
  const session = useContext(EditorSessionContext);
  if (!session) throw new Error('useEditorSession is used outside the page editor');
  return session;
}

/** `blocks[2].props.items[0].question` → block 2, field 'items[0].question'. */
export function issuesOfBlock(issues: CompilerIssue[], index: number): { field: string; message: string }[] {
  return issues.flatMap((issue) => {
    const match = /^blocks\[(\d+)\](?:\.props\.?)?(.*)$/.exec(issue.path);
    return match && Number(match[1]) === index ? [{ field: match[2] || '(the block)', message: issue.message }] : [];
  });
}
