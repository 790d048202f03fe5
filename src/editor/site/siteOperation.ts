import { useCallback, useState } from 'react';
import type { Refusal } from '../backend';
import { sentenceOf } from '../refusal';
import type { ChangeState } from './settingsChange';

/** What a form says of one change of the site: while it is sent, and what did not happen if it is refused. */
export interface OperationWords {
  saving: string;
  /** "Not saved", "Not made", "Not retired". */
  refused: string;
}

/**
 * One change of the site sent through the site backend (../backend.ts), in either home: its
 * progress and its refusal as a ChangeState the form shows (a backend that does not answer is a
 * refusal too), then `done` with what the backend made, which may go on saying its progress (the
 * dev server's restart awaited) and answers 'leaving' when it has sent the browser elsewhere, the
 * progress staying on the screen until the next page replaces it.
 */
export function useSiteOperation() {
  const [state, setState] = useState<ChangeState>({ kind: 'idle' });
  const run = useCallback(
    async <R extends { kind: 'saved' }>(
      operation: () => Promise<R | Refusal>,
      words: OperationWords,
      done: (result: R, progress: (message: string) => void) => void | 'leaving' | Promise<void | 'leaving'>,
    ) => {
      const refuse = (refusal: Refusal) => setState({ kind: 'refused', ...sentenceOf(refusal, words.refused) });
      const unanswered = (error: unknown) =>
        refuse({ kind: 'unanswered', message: error instanceof Error ? error.message : String(error) });
      setState({ kind: 'saving', message: words.saving });
      let result: R | Refusal;
      try {
        result = await operation();
      } catch (error) {
        return unanswered(error);
      }
      if (result.kind !== 'saved') return refuse(result);
      try {
        if ((await done(result, (message) => setState({ kind: 'saving', message }))) !== 'leaving') setState({ kind: 'idle' });
      } catch (error) {
        refuse({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      }
    },
    [],
  );
  return { state, run };
}
