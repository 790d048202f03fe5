import { useCallback, useEffect, useState } from 'react';
import { addressOf, errorMessage, send } from '../../api/client';
import type { Answer, PathOf } from '../../api/contract';
import { toast } from '../toast/toast';

/**
 * What the server holds at `path` (an admin API address of the document, with its `parameters`),
 * read on mount and again after each `reload()`, which a change calls once the server has answered
 * it, so the screen comes to show what the change left (reload() only asks for the read; the new
 * value shows when it arrives). An answer that comes after the component is gone, or after the
 * address changed, is dropped; a failed read says so in a toast (the server's words, else
 * `failure`) and leaves what was shown.
 */
export function useServerValue<P extends PathOf<'get'>>(
  path: P,
  failure: string,
  parameters: Record<string, string> = {},
): [Answer<'get', P> | null, () => Promise<void>] {
  const [value, setValue] = useState<Answer<'get', P> | null>(null);
  // Bumped by reload(): the effect reads what the server now holds.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => {
    setVersion((n) => n + 1);
    return Promise.resolve();
  }, []);
  // The address itself, not the parameters' object (a new one each render), says when to read again.
  const address = addressOf(path, parameters);
  useEffect(() => {
    let current = true;
    send('get', path, { path: parameters }).then(
      ({ body }) => current && setValue(body),
      (error: unknown) => void toast({ message: errorMessage(error, failure), variant: 'error' }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `address` stands for `path` and `parameters`
  }, [address, failure, version]);
  return [value, reload];
}
