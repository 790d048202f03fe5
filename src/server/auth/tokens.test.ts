import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { systemClock } from '../clock';
import { createTokenService } from './tokens';

// verifyAccess reads no table: the database handle is never used here.
const noDatabase = {} as Db;

describe('verifyAccess', () => {
  it('fails when the signing key cannot be read, rather than calling the token invalid (a 5xx, not a 401 that signs the visitor out)', async () => {
    const tokens = createTokenService(noDatabase, { current: () => Promise.reject(new Error('database away')) }, systemClock);
    await expect(tokens.verifyAccess('any.access.token')).rejects.toThrow('database away');
  });

  it('answers null to a token it cannot verify', async () => {
    const tokens = createTokenService(noDatabase, { current: async () => new Uint8Array(32).fill(7) }, systemClock);
    await expect(tokens.verifyAccess('not-a-token')).resolves.toBeNull();
  });
});
