import type { ProvidedContext } from 'vitest';

/**
 * What the test run's global setup prepared (./global-setup.ts for vitest, tests/browser/
 * global-setup.ts for Playwright). Under vitest its `inject`; elsewhere the environment the browser
 * suites' setup passes to their workers. vitest is imported only under vitest: Playwright's workers
 * load this module too, and the two runners' `expect` cannot share a process.
 */
export async function provided<K extends keyof ProvidedContext>(key: K): Promise<ProvidedContext[K]> {
  const value = await preparedIfAny(key);
  if (value === undefined) throw new Error(`The test run's setup did not prepare ${key}: run the suite through its own config`);
  return value;
}

/** As provided(), but undefined outside a test run that prepared it (a benchmark, started by itself). */
export async function preparedIfAny<K extends keyof ProvidedContext>(key: K): Promise<ProvidedContext[K] | undefined> {
  if (process.env.VITEST) return (await import('vitest')).inject(key);
  const fromEnvironment: Partial<ProvidedContext> = {
    pgliteTemplate: process.env.TEST_PGLITE_TEMPLATE,
    postgresTemplate: process.env.TEST_POSTGRES_TEMPLATE ?? null,
    compiledServer: process.env.TEST_COMPILED_SERVER,
  };
  return fromEnvironment[key];
}
