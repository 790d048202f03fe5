import { create } from 'zustand';
import { api, errorMessage, HTTPError, refusalBody } from '../api/client';
import { ceremonyProblem, passkeyAssertion } from '../api/passkeys';
import type { ReauthenticateInput } from '../schemas/auth';

/**
 * "Confirm it's you": asked when a call needs a recent proof (403 REAUTHENTICATE: adding a passkey,
 * turning the app off, the sign-in rule, a backup). `ask` opens the admin's dialog and resolves true
 * once the person gave their password (and code) or a passkey, false when they cancel; calls that
 * ask at the same moment share the one question. The API client then makes the call again.
 */
interface ReauthenticationState {
  asking: boolean;
  busy: boolean;
  error: string | null;
  /** The password was right and the account has an authenticator app: ask for its code. */
  needsCode: boolean;
  ask: () => Promise<boolean>;
  withPassword: (password: string, code?: string) => Promise<void>;
  withPasskey: () => Promise<void>;
  cancel: () => void;
}

let answer: ((proved: boolean) => void) | null = null;
let question: Promise<boolean> | null = null;

export const useReauthentication = create<ReauthenticationState>()((set) => {
  const settle = (proved: boolean) => {
    answer?.(proved);
    answer = null;
    question = null;
    set({ asking: false, busy: false, error: null, needsCode: false });
  };
  const prove = async (json: ReauthenticateInput, failed: string) => {
    set({ busy: true, error: null });
    try {
      await api.post('auth/reauthenticate', { json, context: { skipReauthentication: true } });
      settle(true);
    } catch (error) {
      let needsCode = false;
      if (error instanceof HTTPError && error.response.status === 403)
        needsCode = refusalBody<{ secondFactor: unknown }>(error).secondFactor === 'totp';
      set((state) => ({ busy: false, needsCode: state.needsCode || needsCode }));
      set({ error: errorMessage(error, failed) });
    }
  };
  return {
    asking: false,
    busy: false,
    error: null,
    needsCode: false,
    ask: () => {
      question ??= new Promise<boolean>((resolve) => {
        answer = resolve;
        set({ asking: true, busy: false, error: null, needsCode: false });
      });
      return question;
    },
    withPassword: (password, code) => prove({ password, ...(code ? { code } : {}) }, 'Your password could not be checked'),
    withPasskey: async () => {
      set({ busy: true, error: null });
      let credential: Awaited<ReturnType<typeof passkeyAssertion>>;
      try {
        credential = await passkeyAssertion();
      } catch (error) {
        set({ busy: false, error: ceremonyProblem(error) ?? errorMessage(error, 'The passkey could not be used') });
        return;
      }
      await prove({ credential } as ReauthenticateInput, 'The passkey could not be checked');
    },
    cancel: () => settle(false),
  };
});
