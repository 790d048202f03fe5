import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { BUDGETS, measure, violations } from '../../scripts/build/budgets.mjs';

interface Row {
  route: string;
  jsBytes: number;
  cssBytes: number;
  adminFiles: string[];
}

describe('bundle budgets of the built site', () => {
  const rows = measure() as Row[];

  it('measures every public route', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.map((r) => r.route)).not.toContain('/admin');
  });

  it(`keeps initial JavaScript within ${BUDGETS.js / 1024} KB, render-blocking CSS within ${BUDGETS.css / 1024} KB, and admin code out`, () => {
    expect(violations(rows)).toEqual([]);
  });
});
