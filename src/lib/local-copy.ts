/** What the browser keeps of a document being edited: its fields as typed, and when. */
export interface LocalCopy<T> {
  fields: T;
  /** When it was typed (ISO). */
  at: string;
}

/**
 * The browser's copy of what is typed in an editor of the admin (a post, a page), kept at every
 * change so a crash, a closed tab or a lost network loses nothing; dropped once the server has it.
 * `prefix` names the kind of document in local storage, `isFields` checks what is read back (another
 * version of the site may have written it). A full or refused storage keeps nothing, silently: the
 * server's copy remains.
 */
export function localCopies<T>(prefix: string, isFields: (value: unknown) => value is T) {
  const keyOf = (id: string) => `${prefix}${id}`;
  return {
    keep(id: string, fields: T): void {
      try {
        localStorage.setItem(keyOf(id), JSON.stringify({ fields, at: new Date().toISOString() } satisfies LocalCopy<T>));
      } catch {
        // Private browsing or a full quota: the autosave still runs.
      }
    },
    /** The copy kept for `id`, or null (none, or unreadable). */
    read(id: string): LocalCopy<T> | null {
      try {
        const parsed = JSON.parse(localStorage.getItem(keyOf(id)) ?? 'null') as unknown;
        if (typeof parsed !== 'object' || parsed === null) return null;
        const { fields, at } = parsed as Record<string, unknown>;
        return isFields(fields) && typeof at === 'string' ? { fields, at } : null;
      } catch {
        return null;
      }
    },
    drop(id: string): void {
      try {
        localStorage.removeItem(keyOf(id));
      } catch {
        // nothing kept, nothing to drop
      }
    },
  };
}
