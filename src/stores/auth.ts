import { create } from 'zustand';
import { api, errorMessage } from '../api/client';
import { clearSession, onSessionChange, readSession, writeSession, type Session } from '../api/tokens';
import type { LoginAnswer, LoginInput, User } from '../schemas/auth';
import type { RegisterInput } from '../schemas/register';

interface AuthState {
  user: User | null;
  token: string | null;
  loading: boolean;
  error: string | null;
  /**
   * False on the server and in the first client render (logged out in both, so hydration matches);
   * true once the session in local storage has been read.
   */
  hydrated: boolean;
  /** Reads the stored session; call it from an effect. */
  hydrate: () => void;
  /** Signs in; resolves true on success, else false with `error` set to the server's text. */
  login: (input: LoginInput) => Promise<boolean>;
  /** Creates an account; resolves true on success, else false with `error` set. */
  register: (input: RegisterInput) => Promise<boolean>;
  /** Replaces the access token (the API client also does this on its own after a 401). */
  refresh: () => Promise<boolean>;
  /** Ends the session on the server, then forgets it here even if that call failed. */
  logout: () => Promise<void>;
  clearError: () => void;
}

const initial = { user: null, token: null, loading: false, error: null, hydrated: false };

const fromSession = (session: Session) => ({ user: session.user, token: session.token });

/** The signed-in administrator: tokens and user live in local storage (src/api/tokens.ts). */
export const useAuth = create<AuthState>()((set) => ({
  ...initial,
  hydrate: () => set({ ...fromSession(readSession()), hydrated: true }),
  login: async (input) => {
    set({ loading: true, error: null });
    try {
      const answer = await api.post('auth/login', { json: input, context: { skipRefresh: true } }).json<LoginAnswer>();
      writeSession({ token: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user });
      set({ loading: false });
      return true;
    } catch (error) {
      set({ loading: false, error: await errorMessage(error, 'Login failed') });
      return false;
    }
  },
  register: async (input) => {
    set({ loading: true, error: null });
    try {
      await api.post('auth/register', { json: input, context: { skipRefresh: true } });
      set({ loading: false });
      return true;
    } catch (error) {
      set({ loading: false, error: await errorMessage(error, 'Registration failed') });
      return false;
    }
  },
  refresh: async () => {
    const { refreshToken } = readSession();
    try {
      if (!refreshToken) throw new Error('no refresh token');
      const tokens = await api
        .post('auth/refresh-token', { json: { refreshToken }, context: { skipRefresh: true } })
        .json<{ accessToken: string; refreshToken: string }>();
      writeSession({ token: tokens.accessToken, refreshToken: tokens.refreshToken });
      return true;
    } catch (error) {
      set({ error: await errorMessage(error, 'Failed to refresh token') });
      return false;
    }
  },
  logout: async () => {
    const { refreshToken } = readSession();
    set({ loading: true });
    try {
      if (refreshToken) await api.post('auth/logout', { json: { refreshToken }, context: { skipRefresh: true } });
    } catch {
      // The server may be unreachable or the token already revoked: the visitor still signs out here.
    } finally {
      clearSession();
      set({ user: null, token: null, loading: false, error: null });
    }
  },
  clearError: () => set({ error: null }),
}));

// Login, logout and the client's own refreshes all go through tokens.ts; the store follows them.
// Sessions only change in the browser after the first render, so following one is safe for hydration.
onSessionChange((session) => useAuth.setState({ ...fromSession(session), hydrated: true }));

/**
 * Back to the initial state, for tests (the stored session is left alone).
 * @public (the store tests import this module dynamically, which knip cannot follow)
 */
export const resetAuth = () => useAuth.setState(initial);
