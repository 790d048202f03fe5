import { BUDGETS, measure, violations } from '../../scripts/build/budgets.mjs';
import { expect, test } from './fixtures';

interface Row {
  route: string;
  jsBytes: number;
  cssBytes: number;
  adminFiles: string[];
}

// Reads the build the suites run against (dist/ and dist-ssr/); no browser needed, so none starts.
test.describe('bundle budgets of the built site', () => {
  const rows = measure() as Row[];

  test('measures every public route', () => {
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(rows.map((r) => r.route)).not.toContain('/admin');
  });

  test(`keeps initial JavaScript within ${BUDGETS.js / 1024} KB, render-blocking CSS within ${BUDGETS.css / 1024} KB, and admin code out`, () => {
    expect(violations(rows)).toEqual([]);
  });
});
