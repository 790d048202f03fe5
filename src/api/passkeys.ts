import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { LoginAnswer } from '../schemas/auth';
import type { PasskeySummary } from '../schemas/sign-in-factors';
import { api } from './client';

/**
 * The browser's side of passkeys. SimpleWebAuthn's browser code is loaded on first use, never with
 * a page: the sign-in page's first load stays what it was (Lighthouse 100 on /login).
 */
const webauthn = () => import(/* webpackChunkName: "passkeys" */ '@simplewebauthn/browser');

/** Whether this browser can use passkeys at all (the button is hidden where it cannot). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Whether the browser offers passkeys in the e-mail field's autofill (conditional mediation). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) ?? false;
  } catch {
    return false;
  }
}

/**
 * The browser's half of a passkey sign-in: a challenge from the server, then the browser's dialog
 * (or, with `autofill`, the e-mail field's suggestions, `mediation: 'conditional'`). A new ceremony
 * cancels one still waiting (SimpleWebAuthn's abort service), so the button takes over from the autofill.
 */
export async function passkeyAssertion({ autofill = false } = {}): Promise<AuthenticationResponseJSON> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    api.post('auth/passkey/options', { context: { skipRefresh: true } }).json<PublicKeyCredentialRequestOptionsJSON>(),
    webauthn(),
  ]);
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** The server's half: the signed challenge for a session. */
export function submitPasskeyAssertion(credential: AuthenticationResponseJSON): Promise<LoginAnswer> {
  return api.post('auth/passkey', { json: { credential }, context: { skipRefresh: true } }).json<LoginAnswer>();
}

/** Creates a passkey for the signed-in account on this device and stores it under `name`. */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  const [optionsJSON, { startRegistration }] = await Promise.all([
    api.post('account/passkeys/options').json<PublicKeyCredentialCreationOptionsJSON>(),
    webauthn(),
  ]);
  const credential = await startRegistration({ optionsJSON });
  return api.post('account/passkeys', { json: { name, credential } }).json<PasskeySummary>();
}

/**
 * What to tell the person when the browser's part failed: they closed the dialog or it timed out
 * (NotAllowedError), or this device already holds a passkey for the account. Null for anything
 * else, which the caller words from the server's answer.
 */
export function ceremonyProblem(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'NotAllowedError') return 'The passkey request was cancelled or timed out.';
  if (error.name === 'InvalidStateError') return 'This device already has a passkey for this account.';
  if (error.name === 'AbortError') return 'The passkey request was cancelled.';
  // The page's address is not on the server's relying party (e.g. 127.0.0.1 where it is localhost).
  if (error.name === 'SecurityError') return 'Passkeys cannot be used at this address of the site. Open it at its usual address.';
  return null;
}
