import { z } from 'zod';
import { singleLine } from './fields';

/*
 * What the browser sends for passkeys and authenticator codes, checked at the server's edge and
 * typed for the client. WebAuthn's binary fields travel as base64url; each is bounded, so a body
 * of megabytes of "attestation" is refused before any parsing (the JSON limit is 64 KB anyway).
 */

const base64url = (label: string, max: number) =>
  z
    .string({ error: `${label} must be base64url text` })
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} must be base64url text`);

const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);
const clientExtensionResults = z.record(z.string(), z.unknown()).refine((value) => Object.keys(value).length <= 16, {
  error: 'Too many extension results',
});
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** A new passkey's credential as `startRegistration()` gives it (RegistrationResponseJSON). */
const RegistrationResponseSchema = z.object({
  id: base64url('Credential id', 1400),
  rawId: base64url('Credential id', 1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url('Client data', 4096),
    attestationObject: base64url('Attestation', 16_384),
    authenticatorData: base64url('Authenticator data', 16_384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url('Public key', 4096).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

/** A passkey's answer to a sign-in challenge as `startAuthentication()` gives it (AuthenticationResponseJSON). */
const AuthenticationResponseSchema = z.object({
  id: base64url('Credential id', 1400),
  rawId: base64url('Credential id', 1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url('Client data', 4096),
    authenticatorData: base64url('Authenticator data', 16_384),
    // Up to an ML-DSA-87 signature (4,627 bytes), which post-quantum passkeys make.
    signature: base64url('Signature', 8192),
    userHandle: base64url('User handle', 128).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults,
});

/**
 * What the browser hands to `navigator.credentials.get()` (PublicKeyCredentialRequestOptionsJSON),
 * as @simplewebauthn/server makes it: WebAuthn's own shape, so other members it may add pass.
 */
export const PasskeyRequestOptionsSchema = z.looseObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  allowCredentials: z.array(z.looseObject({ id: z.string(), type: z.literal('public-key') })).optional(),
});

/** What the browser hands to `navigator.credentials.create()` (PublicKeyCredentialCreationOptionsJSON). */
export const PasskeyCreationOptionsSchema = z.looseObject({
  challenge: z.string(),
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(z.looseObject({ id: z.string(), type: z.literal('public-key') })).optional(),
  authenticatorSelection: z.looseObject({}).optional(),
  attestation: z.string().optional(),
});

/** POST /api/account/passkeys: the credential and what to call it. */
export const AddPasskeySchema = z.object({
  /** Required: shown in the list, e.g. "Work laptop". */
  name: singleLine('Name', 64).min(1, 'Name is required'),
  credential: RegistrationResponseSchema,
});

/** POST /api/auth/passkey: the signed challenge. */
export const PasskeySignInSchema = z.object({ credential: AuthenticationResponseSchema });

/**
 * A second factor as typed: the six digits of an authenticator app, or one of the recovery codes
 * (ten letters and digits, shown as two groups of five); spaces and the dash are ignored.
 */
export const SecondFactorCodeSchema = z
  .string({ error: 'Code must be text' })
  .max(32, 'Code must be the 6 digits from your app or a recovery code')
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .refine((value) => /^(\d{6}|[a-z2-7]{10})$/.test(value), {
    error: 'Code must be the 6 digits from your app or a recovery code',
  });

/** POST /api/account/totp/confirm: the first code from the app just set up. */
export const ConfirmTotpSchema = z.object({
  code: z
    .string({ error: 'Code must be text' })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => /^\d{6}$/.test(value), { error: 'Code must be the 6 digits from your app' }),
});

/** PUT /api/account/sign-in-policy. */
export const SignInPolicySchema = z.object({
  /** Required: every password sign-in must add a code from an authenticator app. */
  requireSecondFactor: z.boolean({ error: 'requireSecondFactor must be true or false' }),
});

/** A passkey as the account's list shows it. */
export const PasskeySummarySchema = z.object({
  id: z.string(),
  /** What its owner called it. */
  name: z.string(),
  createdAt: z.string(),
  /** null until it is first used to sign in. */
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.output<typeof PasskeySummarySchema>;

/** GET /api/account/sign-in: every way into the signed-in account, and the site's policy. */
export const SignInMethodsSchema = z.object({
  passkeys: z.array(PasskeySummarySchema),
  totp: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int().min(0) }),
  requireSecondFactor: z.boolean(),
});
export type SignInMethods = z.output<typeof SignInMethodsSchema>;

/** POST /api/account/totp: what the app needs; the secret is never shown again once confirmed. */
export const TotpEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code holds. */
  uri: z.string(),
  /** The otpauth URI as an SVG QR code. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.output<typeof TotpEnrolmentSchema>;

/** POST /api/account/totp/confirm: the ten recovery codes, shown this once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()).length(10) });
