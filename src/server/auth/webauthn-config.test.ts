import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from '../options';

/*
 * The passkeys' relying party comes from the environment alone, checked at start: a value the
 * browser would refuse later stops the server now, naming the variable.
 */

describe('WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS', () => {
  it('default to localhost and the local server’s own origin, on its port', () => {
    expect(optionsFromEnv({ PORT: '4100' }).app.webauthn).toEqual({ rpId: 'localhost', origins: ['http://localhost:4100'] });
    expect(optionsFromEnv({}).app.webauthn).toEqual({ rpId: 'localhost', origins: ['http://localhost:3000'] });
  });

  it('take the site’s domain and its origins, on it or below it', () => {
    const env = {
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_ORIGINS: 'https://www.example.com, https://example.com',
      PUBLIC_URL: 'https://www.example.com',
    };
    expect(optionsFromEnv(env).app.webauthn).toEqual({
      rpId: 'example.com',
      origins: ['https://www.example.com', 'https://example.com'],
    });
  });

  it('refuse an origin that is not on the relying party, and one that is not an origin', () => {
    expect(() => optionsFromEnv({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://example.org' })).toThrow(
      'WEBAUTHN_ORIGINS: https://example.org is not on WEBAUTHN_RP_ID (example.com) or a subdomain of it',
    );
    expect(() => optionsFromEnv({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://notexample.com' })).toThrow(
      /is not on/,
    );
    expect(() => optionsFromEnv({ WEBAUTHN_ORIGINS: 'https://www.example.com/login' })).toThrow(
      'WEBAUTHN_ORIGINS must list origins such as https://www.example.com (got "https://www.example.com/login")',
    );
  });
});

describe("PUBLIC_URL, where the links in the site's mails point", () => {
  it('is the local server on localhost, and what it is set to', () => {
    expect(optionsFromEnv({ PORT: '4100' }).app.publicUrl).toBe('http://localhost:4100');
    const env = {
      WEBAUTHN_RP_ID: 'example.com',
      WEBAUTHN_ORIGINS: 'https://www.example.com',
      PUBLIC_URL: 'https://www.example.com',
    };
    expect(optionsFromEnv(env).app.publicUrl).toBe('https://www.example.com');
  });

  it('stops the start of a deployed site without it, rather than mail links to localhost', () => {
    expect(() => optionsFromEnv({ WEBAUTHN_RP_ID: 'example.com', WEBAUTHN_ORIGINS: 'https://www.example.com' })).toThrow(
      /PUBLIC_URL is not set: with WEBAUTHN_RP_ID=example.com the site is deployed/,
    );
  });

  it('is one address, an origin', () => {
    expect(() => optionsFromEnv({ PUBLIC_URL: 'https://www.example.com/admin' })).toThrow(
      'PUBLIC_URL must list origins such as https://www.example.com (got "https://www.example.com/admin")',
    );
    expect(() => optionsFromEnv({ PUBLIC_URL: 'https://a.example.com,https://b.example.com' })).toThrow(
      'PUBLIC_URL must be one address such as https://www.example.com',
    );
  });
});
