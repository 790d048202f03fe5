import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './options';

describe('optionsFromEnv', () => {
  it('refuses a PostgreSQL pool of one connection, which could never finish starting, and says why', () => {
    expect(() => optionsFromEnv({ DATABASE_POOL_MAX: '1' })).toThrow(
      /DATABASE_POOL_MAX.*at least 2: one holds the start-up lock while the migrations run on another \(got "1"\)/,
    );
    expect(() => optionsFromEnv({ DATABASE_POOL_MAX: 'ten' })).toThrow(/DATABASE_POOL_MAX/);
    expect(optionsFromEnv({ DATABASE_POOL_MAX: '2' }).app.poolMax).toBe(2);
    expect(optionsFromEnv({}).app.poolMax).toBe(10);
  });

  it('still refuses zero and fractions where one is enough', () => {
    expect(() => optionsFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/must be a positive whole number \(got "0"\)/);
    expect(() => optionsFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(/DATABASE_STATEMENT_TIMEOUT_MS/);
  });
});
