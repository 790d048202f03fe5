import { SignJWT } from 'jose';

/**
 * An access token signed outside the server, as someone holding `key` (an old or stolen signing
 * key, or the real one) would make it: the server's issuer and audience, five minutes to live.
 */
export function forgeAccessToken(key: Uint8Array, subject: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer('it-services-api')
    .setAudience('it-services-site')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}
