import type { User } from '../schemas/auth';
import type { Role } from '../schemas/roles';

/**
 * Where the session lives in the browser: the local-storage keys `token`, `refreshToken`
 * and `user`. The API client and the auth store both go through here, so a refresh done by the
 * client is seen by the store.
 */
export interface Session {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
}

export const SESSION_KEYS = { token: 'token', refreshToken: 'refreshToken', user: 'user' } as const;
const listeners = new Set<(session: Session) => void>();

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** A session stored before the staff had roles says 'admin' or 'user': read as the database's migration made them. */
const LEGACY_ROLES: Record<string, Role> = { admin: 'owner', user: 'contributor' };

export function readSession(): Session {
  const store = storage();
  if (!store) return { token: null, refreshToken: null, user: null };
  let user: User | null;
  try {
    user = JSON.parse(store.getItem(SESSION_KEYS.user) ?? 'null') as User | null;
    if (user) user = { ...user, role: LEGACY_ROLES[user.role] ?? user.role };
  } catch {
    user = null; // a damaged value is treated as logged out, never as a crash
  }
  return { token: store.getItem(SESSION_KEYS.token), refreshToken: store.getItem(SESSION_KEYS.refreshToken), user };
}

export function writeSession(patch: Partial<Session>) {
  const store = storage();
  if (!store) return;
  for (const key of ['token', 'refreshToken'] as const) {
    if (!(key in patch)) continue;
    const value = patch[key];
    if (value) store.setItem(SESSION_KEYS[key], value);
    else store.removeItem(SESSION_KEYS[key]);
  }
  if ('user' in patch) {
    if (patch.user) store.setItem(SESSION_KEYS.user, JSON.stringify(patch.user));
    else store.removeItem(SESSION_KEYS.user);
  }
  const session = readSession();
  for (const listener of listeners) listener(session);
}

export const clearSession = () => writeSession({ token: null, refreshToken: null, user: null });

/** Called whenever the session changes (login, refresh, logout). Returns the unsubscribe. */
export function onSessionChange(listener: (session: Session) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
