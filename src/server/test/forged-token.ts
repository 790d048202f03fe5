import { SignJWT } from 'jose';

/** How a forged token departs from the ones the server issues; what is not named is as the server makes it. */
export interface Forgery {
  /** The header's algorithm; 'none' leaves the token unsigned. Default: 'HS256', the server's. */
  alg?: 'HS256' | 'HS512' | 'none';
  /** Default: the server's issuer. */
  issuer?: string;
  /** Default: the server's audience. */
  audience?: string;
  /** When it expires, as jose reads it ('5m', or seconds since the epoch); null leaves exp out. Default: '5m'. */
  expires?: string | number | null;
  /** When it was issued, in seconds since the epoch; null leaves iat out. Default: now. */
  issuedAt?: number | null;
}

/**
 * An access token signed outside the server, as someone holding `key` (an old or stolen signing
 * key, or the real one) would make it: the server's issuer and audience, five minutes to live,
 * unless `forgery` says otherwise. A null `subject` leaves sub out.
 */
export async function forgeAccessToken(
  key: Uint8Array,
  subject: string | null,
  claims: Record<string, unknown>,
  { alg = 'HS256', issuer = 'it-services-api', audience = 'it-services-site', expires = '5m', issuedAt }: Forgery = {},
): Promise<string> {
  const token = new SignJWT(claims)
    .setProtectedHeader({ alg: alg === 'none' ? 'HS256' : alg })
    .setIssuer(issuer)
    .setAudience(audience);
  if (subject !== null) token.setSubject(subject);
  if (expires !== null) token.setExpirationTime(expires);
  if (issuedAt !== null) token.setIssuedAt(issuedAt);
  const signed = await token.sign(key);
  if (alg !== 'none') return signed;
  // jose signs nothing with 'none': the same claims go out under an unsigned header, with no signature.
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  return `${header}.${signed.split('.')[1]}.`;
}
