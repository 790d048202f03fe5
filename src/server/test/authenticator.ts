import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/*
 * A software passkey for the server tests: an ES256 key pair (or, asked for, ML-DSA-44: the
 * post-quantum signature current browsers choose first where the server offers it) that answers registration and
 * sign-in challenges the way a browser and a platform authenticator do (attestation "none",
 * user present and verified, a counting signature counter), so the API is tested without a browser.
 * The browser suite uses Chromium's own virtual authenticator instead.
 */

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export interface SoftPasskey {
  id: string;
  /** Answers a registration challenge (what startRegistration() sends back). */
  register(options: CreationOptions, origin?: string): Record<string, unknown>;
  /** Answers a sign-in challenge (what startAuthentication() sends back). */
  signIn(
    options: RequestOptions,
    overrides?: { origin?: string; userVerified?: boolean; counter?: number },
  ): Record<string, unknown>;
  /** The signature counter the next sign-in will report, less one. */
  counter: number;
}

export function softPasskey({ algorithm = 'ES256' }: { algorithm?: 'ES256' | 'ML-DSA-44' } = {}): SoftPasskey {
  const { privateKey, publicKey } =
    algorithm === 'ES256' ? generateKeyPairSync('ec', { namedCurve: 'P-256' }) : generateKeyPairSync('ml-dsa-44');
  const credentialId = randomBytes(16);
  let userHandle = '';
  let rpId = 'localhost';
  const key: SoftPasskey = {
    id: b64(credentialId),
    counter: 0,
    register(options, origin = 'http://localhost:3000') {
      rpId = options.rp.id ?? rpId;
      userHandle = options.user.id;
      const clientDataJSON = clientData('webauthn.create', options.challenge, origin);
      const attested = Buffer.concat([Buffer.alloc(16), u16(credentialId.length), credentialId, coseKey(publicKey)]);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), u32(key.counter), attested]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authData)],
        ]) as Parameters<typeof isoCBOR.encode>[0],
      );
      return {
        id: key.id,
        rawId: key.id,
        type: 'public-key',
        response: { clientDataJSON: b64(clientDataJSON), attestationObject: b64(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options, overrides = {}) {
      key.counter = overrides.counter ?? key.counter + 1;
      const clientDataJSON = clientData('webauthn.get', options.challenge, overrides.origin ?? 'http://localhost:3000');
      const flags = UP | (overrides.userVerified === false ? 0 : UV);
      const authData = Buffer.concat([sha256(options.rpId ?? rpId), Buffer.from([flags]), u32(key.counter)]);
      const signed = Buffer.concat([authData, sha256(clientDataJSON)]);
      const signature = sign(algorithm === 'ES256' ? 'sha256' : null, signed, privateKey);
      return {
        id: key.id,
        rawId: key.id,
        type: 'public-key',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return key;
}

function clientData(type: string, challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

/** The public key as COSE: EC2, ES256, P-256, x and y; or AKP, ML-DSA-44, the raw public key. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.kty === 'AKP')
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 7],
        [3, -48],
        [-1, new Uint8Array(Buffer.from((jwk as { pub: string }).pub, 'base64url'))],
      ]),
    );
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]),
  );
}

const u16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
