import { useEffect, useRef } from 'react';
import { usePostSession, type TypedFields } from '../../stores/postSession';
import { keepLocalCopy, sameFields } from './localCopy';

/** How long after the last keystroke the editor's text goes to the server. */
const AUTOSAVE_DELAY_MS = 3_000;

/** Whether the fields could be saved at all (the server refuses a post without a title or content). */
const saveable = (fields: TypedFields) => fields.title.trim() !== '' && fields.content.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * Autosave for the blog form: every change is kept in the browser at once (localCopy.ts) and sent
 * to the server AUTOSAVE_DELAY_MS after typing stops; while anything typed is not on the server,
 * leaving the page asks first. Returns `changed`, for the form's onValuesChange, and `unsent`.
 */
export function useAutosave(initial: TypedFields) {
  const onServer = useRef(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const unsent = () => !sameFields(latest.current, onServer.current);

  const send = async () => {
    const fields = latest.current;
    if (!saveable(fields) || sameFields(fields, onServer.current)) return;
    await usePostSession.getState().autosave(fields);
  };

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (sameFields(latest.current, onServer.current)) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  // Whatever the session got onto the server (at once, or by a retry after being offline).
  useEffect(
    () =>
      usePostSession.subscribe((state, before) => {
        if (state.lastSent && state.lastSent !== before.lastSent) onServer.current = state.lastSent;
      }),
    [],
  );

  return {
    changed(fields: TypedFields) {
      latest.current = fields;
      keepLocalCopy(usePostSession.getState().postId, fields);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), AUTOSAVE_DELAY_MS);
    },
    /** An explicit save or a restore put these fields on the server. */
    stored(fields: TypedFields) {
      clearTimeout(timer.current);
      onServer.current = fields;
      latest.current = fields;
    },
    unsent,
    /** An explicit save is on its way with these fields: no autosave of them goes out meanwhile. */
    hold() {
      clearTimeout(timer.current);
    },
  };
}
