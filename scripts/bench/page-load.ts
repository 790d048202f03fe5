import type autocannon from 'autocannon';

/** The connections a page benchmark opens: a handful of browsers' worth. */
export const CONNECTIONS = 10;

/** The middle of `values` (the upper one of an even count), 0 for none. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * GET `base` + `pathname` under autocannon for `duration` seconds, CONNECTIONS connections asking
 * for brotli as a browser does; an error or a non-2xx answer fails the benchmark, as a page that
 * fails is not measured. The page benchmarks (blog-pages.ts, live-pages.ts) load their pages so.
 */
export async function loadPage(base: string, pathname: string, duration: number): Promise<autocannon.Result> {
  const { default: cannon } = await import('autocannon');
  const result = await cannon({
    url: `${base}${pathname}`,
    connections: CONNECTIONS,
    duration,
    headers: { 'accept-encoding': 'br' },
  });
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${pathname}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}
