import { create } from 'zustand';
import { api, call, errorMessage, HTTPError, refusalBody } from '../api/client';
import { ceremonyProblem, passkeyAssertion, submitPasskeyAssertion } from '../api/passkeys';
import { clearSession, onSessionChange, readSession, writeSession, type Session } from '../api/tokens';
import type { LoginInput, User } from '../schemas/auth';
import type { RegisterInput } from '../schemas/register';
import { SPAM_PROOF_FIELD, type SpamChallenge } from '../schemas/spam-proof';
import type { AcceptInvitationInput, InvitationOffer } from '../schemas/team';
import { can, type Permission } from '../schemas/roles';

interface AuthState {
  user: User | null;
  token: string | null;
  loading: boolean;
  /** True while the browser works out a sign-in's proof of work (many failed sign-ins on the account lately). */
  proving: boolean;
  error: string | null;
  /** The password was right and the account has an authenticator app: the form asks for its code. */
  needsCode: boolean;
  /**
   * False on the server and in the first client render (logged out in both, so hydration matches);
   * true once the session in local storage has been read.
   */
  hydrated: boolean;
  /** Reads the stored session; call it from an effect. */
  hydrate: () => void;
  /**
   * Signs in; resolves true on success, else false with `error` set to the server's text. `signal`
   * cancels it, the proof of work included (false, no error): the visitor left or pressed Cancel.
   */
  login: (input: LoginInput, options?: { signal?: AbortSignal }) => Promise<boolean>;
  /**
   * Signs in with a passkey alone; resolves true on success. With `autofill`, waits for the person
   * to pick a passkey in the e-mail field's suggestions, and a cancelled wait sets no error.
   */
  loginWithPasskey: (options?: { autofill?: boolean }) => Promise<boolean>;
  /** Creates an account; resolves true on success, else false with `error` set. */
  register: (input: RegisterInput) => Promise<boolean>;
  /** Joins the staff through an invitation's link and signs in; resolves true on success, else false with `error` set. */
  acceptInvitation: (input: AcceptInvitationInput) => Promise<boolean>;
  /**
   * Asks the server for the account as it is now: a role changed since sign-in shows at once; a
   * suspended or removed account's session is refused, and the API client then signs it out here.
   */
  recheck: () => Promise<void>;
  /** Replaces the access token (the API client also does this on its own after a 401). */
  refresh: () => Promise<boolean>;
  /** Ends the session on the server, then forgets it here even if that call failed. */
  logout: () => Promise<void>;
  /**
   * Ends every session of the account on every device (a lost phone, a shared computer), this one
   * included; resolves false with `error` set when the server could not be told, and then keeps this one.
   */
  logoutEverywhere: () => Promise<boolean>;
  clearError: () => void;
}

/** What an invitation's link gives (the address, the role, who sent it), or why it no longer works, in words. */
export type InvitationOpened = { invitation: InvitationOffer; refusal?: undefined } | { invitation?: undefined; refusal: string };

/** Reads an invitation's link before anything is typed: what it gives, or why it no longer works. */
export async function openInvitation(token: string): Promise<InvitationOpened> {
  try {
    const invitation = await call.post('/api/auth/invitations/open', { json: { token }, context: { skipRefresh: true } });
    return { invitation };
  } catch (failure) {
    return { refusal: errorMessage(failure, 'This invitation link could not be read.') };
  }
}

const initial = { user: null, token: null, loading: false, proving: false, error: null, needsCode: false, hydrated: false };

/** Challenges solved for one sign-in before giving up (the server raises the work as failures grow). */
const MAX_PROOFS = 3;

/** Past this the work (2^bits SHA-256) would take a browser hours: better to say so than to spin. */
const MAX_PROOF_BITS = 32;

/**
 * The proof-of-work challenge of a 429 (docs/api.md, the sign-in's ceiling): an ALTCHA challenge
 * signed for this sign-in, or null for any other failure. Only what the solver needs is checked
 * here; the server checks the rest when the solution comes back.
 */
function challengeOf(error: unknown): SpamChallenge | null {
  if (!(error instanceof HTTPError) || error.response.status !== 429) return null;
  const { challenge } = refusalBody<{ challenge: Partial<SpamChallenge> }>(error);
  if (typeof challenge?.signature !== 'string' || typeof challenge.parameters !== 'object' || challenge.parameters === null)
    return null;
  const bits = challenge.parameters.data?.bits;
  if (typeof bits !== 'number' || !Number.isInteger(bits) || bits < 0 || bits > MAX_PROOF_BITS) return null;
  return challenge as SpamChallenge;
}

/** True when a login's 401 asks for the second factor (README, Security). */
function asksForCode(error: unknown): boolean {
  if (!(error instanceof HTTPError) || error.response.status !== 401) return false;
  return refusalBody<{ secondFactor: unknown }>(error).secondFactor === 'totp';
}

const fromSession = (session: Session) => ({ user: session.user, token: session.token });

/** The signed-in administrator: tokens and user live in local storage (src/api/tokens.ts). */
export const useAuth = create<AuthState>()((set) => ({
  ...initial,
  hydrate: () => set({ ...fromSession(readSession()), hydrated: true }),
  login: async (input, { signal } = {}) => {
    set({ loading: true, proving: false, error: null });
    let altcha: string | undefined;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const json = altcha ? { ...input, [SPAM_PROOF_FIELD]: altcha } : input;
        const answer = await call.post('/api/auth/login', { json, signal, context: { skipRefresh: true } });
        writeSession({ token: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user });
        set({ loading: false, proving: false, needsCode: false });
        return true;
      } catch (error) {
        if (signal?.aborted) {
          set({ loading: false, proving: false });
          return false;
        }
        // Past the account's ceiling of failures, a new address proves work and tries again at once.
        const challenge = attempt < MAX_PROOFS ? challengeOf(error) : null;
        // Loaded only when needed: the hashing code is no part of the login page's first load. It
        // runs in a Worker, as the forms' does (lib/spam-proof.ts), so the page stays responsive,
        // and stops at once when `signal` aborts.
        if (challenge) set({ proving: true });
        const solved = challenge && (await import('../lib/spam-proof')).solveSpamChallenge(challenge, { signal });
        altcha = (await solved) ?? undefined;
        if (signal?.aborted) {
          set({ loading: false, proving: false });
          return false;
        }
        if (!altcha) {
          const needsCode = asksForCode(error);
          set((state) => ({ needsCode: state.needsCode || needsCode }));
          set({ loading: false, proving: false, error: errorMessage(error, 'Login failed') });
          return false;
        }
      }
    }
  },
  loginWithPasskey: async ({ autofill = false } = {}) => {
    if (!autofill) set({ loading: true, error: null });
    let credential: Awaited<ReturnType<typeof passkeyAssertion>>;
    try {
      credential = await passkeyAssertion({ autofill });
    } catch (error) {
      // The autofill is a quiet offer: whatever ends it (the button taking over, a browser that
      // declines) is no news to the person. The button's own ceremony says what went wrong.
      if (!autofill) set({ loading: false, error: ceremonyProblem(error) ?? errorMessage(error, 'Passkey sign-in failed') });
      return false;
    }
    set({ loading: true, error: null });
    try {
      const answer = await submitPasskeyAssertion(credential);
      writeSession({ token: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user });
      set({ loading: false, needsCode: false });
      return true;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'Passkey sign-in failed') });
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
      set({ loading: false, error: errorMessage(error, 'Registration failed') });
      return false;
    }
  },
  acceptInvitation: async (input) => {
    set({ loading: true, error: null });
    try {
      const answer = await call.post('/api/auth/invitations/accept', { json: input, context: { skipRefresh: true } });
      writeSession({ token: answer.accessToken, refreshToken: answer.refreshToken, user: answer.user });
      set({ loading: false });
      return true;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'The invitation could not be accepted') });
      return false;
    }
  },
  recheck: async () => {
    if (!readSession().token) return;
    try {
      const { user } = await call.get('/api/account');
      const known = readSession().user;
      if (JSON.stringify(known) !== JSON.stringify(user)) writeSession({ user });
    } catch {
      // Offline or a server fault: the next check asks again. A refused session was cleared by the client.
    }
  },
  refresh: async () => {
    const { refreshToken } = readSession();
    try {
      if (!refreshToken) throw new Error('no refresh token');
      const tokens = await call.post('/api/auth/refresh-token', { json: { refreshToken }, context: { skipRefresh: true } });
      writeSession({ token: tokens.accessToken, refreshToken: tokens.refreshToken });
      return true;
    } catch (error) {
      set({ error: errorMessage(error, 'Failed to refresh token') });
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
  logoutEverywhere: async () => {
    set({ loading: true, error: null });
    try {
      await api.post('auth/logout-everywhere');
      clearSession();
      set({ user: null, token: null, loading: false });
      return true;
    } catch (error) {
      set({ loading: false, error: errorMessage(error, 'The other sessions could not be ended') });
      return false;
    }
  },
  clearError: () => set({ error: null, needsCode: false }),
}));

// Login, logout and the client's own refreshes all go through tokens.ts; the store follows them.
// Sessions only change in the browser after the first render, so following one is safe for hydration.
onSessionChange((session) => useAuth.setState({ ...fromSession(session), hydrated: true }));

/**
 * Back to the initial state, for tests (the stored session is left alone).
 * @public (the store tests import this module dynamically, which knip cannot follow)
 */
export const resetAuth = () => useAuth.setState(initial);

/**
 * Whether the signed-in account's role has `permission` (src/schemas/roles.ts): what the admin
 * shows. The server checks every call itself; this only keeps out of sight what would be refused.
 */
export const useCan = (permission: Permission) => useAuth((state) => (state.user ? can(state.user.role, permission) : false));
