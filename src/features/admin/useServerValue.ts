import { useCallback, useEffect, useState } from 'react';
import { api, errorMessage } from '../../api/client';
import { toast } from '../toast/toast';

/**
 * What the server holds at `path` (an admin API address), read on mount and again after each
 * `reload()`, which a change calls once the server has answered it, so the screen comes to show
 * what the change left (reload() only asks for the read; the new value shows when it arrives). An
 * answer that comes after the component is gone, or after `path` changed, is dropped; a failed read
 * says so in a toast (the server's words, else `failure`) and leaves what was shown.
 */
export function useServerValue<T>(path: string, failure: string): [T | null, () => Promise<void>] {
  const [value, setValue] = useState<T | null>(null);
  // Bumped by reload(): the effect reads what the server now holds.
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => {
    setVersion((n) => n + 1);
    return Promise.resolve();
  }, []);
  useEffect(() => {
    let current = true;
    api
      .get(path)
      .json<T>()
      .then(
        (loaded) => current && setValue(loaded),
        (error: unknown) => void toast({ message: errorMessage(error, failure), variant: 'error' }),
      );
    return () => {
      current = false;
    };
  }, [path, failure, version]);
  return [value, reload];
}
