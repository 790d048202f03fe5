import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUDGETS, measure, violations } from '../../scripts/build/budgets.mjs';
import { expect, test } from './fixtures';

const root = path.resolve(import.meta.dirname, '../..');

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

  test("leaves the cookie banner's code out of the app's initial JavaScript: its island's chunk, loaded as it opens", () => {
    const groups = JSON.parse(readFileSync(path.join(root, 'dist-ssr/chunk-groups.json'), 'utf8')) as Record<string, string[]>;
    const banner = (file: string) =>
      file.endsWith('.js') && readFileSync(path.join(root, 'dist', file), 'utf8').includes('Cookies on this website');
    expect(groups.index?.filter(banner)).toEqual([]);
    expect(groups['island-cookie-banner']?.filter(banner)).toHaveLength(1);
  });
});
