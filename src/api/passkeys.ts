import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { call } from './client';
import type { CallOptions } from './contract';

/*
 * Between the two SimpleWebAuthn halves the document's schemas stand in the middle, spelled a little
 * differently from the library's own types (an enumeration as a string, an interface as a record):
 * the server makes and checks these with @simplewebauthn/server, so the library's types are the ones
 * each side holds, and the two below say so where they cross.
 */
const sentAssertion = (credential: AuthenticationResponseJSON) =>
  credential as CallOptions<'post', '/api/auth/passkey'>['json']['credential'];
const sentRegistration = (credential: RegistrationResponseJSON) =>
  credential as CallOptions<'post', '/api/account/passkeys'>['json']['credential'];

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
    call.post('/api/auth/passkey/options', { context: { skipRefresh: true } }),
    webauthn(),
  ]);
  return startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
}

/** The server's half: the signed challenge for a session. */
export function submitPasskeyAssertion(credential: AuthenticationResponseJSON) {
  return call.post('/api/auth/passkey', { json: { credential: sentAssertion(credential) }, context: { skipRefresh: true } });
}

/** Creates a passkey for the signed-in account on this device and stores it under `name`. */
export async function addPasskey(name: string) {
  const [optionsJSON, { startRegistration }] = await Promise.all([call.post('/api/account/passkeys/options'), webauthn()]);
  const credential = await startRegistration({ optionsJSON: optionsJSON as PublicKeyCredentialCreationOptionsJSON });
  return call.post('/api/account/passkeys', { json: { name, credential: sentRegistration(credential) } });
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
