// Bundle budgets of every prerendered public page, measured on the built files (gzip level 9):
//  - initial JavaScript (entry scripts plus the page's own preloaded chunks) at most 90 KB: a
//    content page ships its small static entry, and its islands load when the visitor needs them;
//  - render-blocking CSS (stylesheets in the head) at most 20 KB; a stylesheet linked in the body
//    (the closed quote dialog's, just before it) holds back only what follows it, not the first paint;
//  - no administration code (files only the screen-admin chunks use) on any public page, loaded or
//    prefetched.
// Prints a table; exits 1 when a budget is broken. `--json` prints the measurements instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { js: 90 * 1024, css: 20 * 1024 };
// The administration area is the app, with its own targets (docs/benchmarks/web.md); sign-in and
// registration are static pages like any other.
const PRIVATE = new Set(['/admin']);

export function measure(root = path.resolve(import.meta.dirname, '../..')) {
  const dist = path.join(root, 'dist');
  const pages = JSON.parse(readFileSync(path.join(root, 'dist-ssr/pages.json'), 'utf8'));
  const groups = JSON.parse(readFileSync(path.join(root, 'dist-ssr/chunk-groups.json'), 'utf8'));
  const filesOf = (admin) =>
    Object.entries(groups)
      .filter(([name]) => name.startsWith('screen-admin') === admin)
      .flatMap(([, files]) => files);
  // Shared libraries (React, Mantine) are in the admin's groups too; only what nothing else uses is the admin's own.
  const shared = new Set(filesOf(false));
  const adminFiles = new Set(filesOf(true).filter((file) => !shared.has(file)));
  const sizes = new Map();
  const gz = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  return Object.entries(pages)
    .filter(([route]) => !PRIVATE.has(route))
    .map(([route, { assets, prefetch = [] }]) => {
      const html = readFileSync(path.join(dist, pages[route].file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const blockingCss = [...head.matchAll(/<link href="\/([^"]+\.css)" rel="stylesheet">/g)].map((m) => m[1]);
      const js = assets.filter((f) => f.endsWith('.js'));
      return {
        route,
        jsBytes: js.reduce((sum, f) => sum + gz(f), 0),
        cssBytes: blockingCss.reduce((sum, f) => sum + gz(f), 0),
        adminFiles: [...assets, ...prefetch].filter((f) => adminFiles.has(f)),
      };
    });
}

export function violations(rows) {
  return rows.flatMap((row) => [
    ...(row.jsBytes > BUDGETS.js ? [`${row.route}: initial JavaScript ${kb(row.jsBytes)} > ${kb(BUDGETS.js)}`] : []),
    ...(row.cssBytes > BUDGETS.css ? [`${row.route}: render-blocking CSS ${kb(row.cssBytes)} > ${kb(BUDGETS.css)}`] : []),
    ...(row.adminFiles.length ? [`${row.route}: loads administration code ${row.adminFiles.join(', ')}`] : []),
  ]);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const widest = Math.max(...rows.map((r) => r.route.length));
    console.log(`\nBudgets (gzip): initial JS <= ${kb(BUDGETS.js)}, render-blocking CSS <= ${kb(BUDGETS.css)}`);
    for (const row of rows)
      console.log(`  ${row.route.padEnd(widest)}  JS ${kb(row.jsBytes).padStart(9)}  CSS ${kb(row.cssBytes).padStart(8)}`);
  }
  const broken = violations(rows);
  if (broken.length) {
    console.error(`\nBudget exceeded:\n- ${broken.join('\n- ')}`);
    process.exit(1);
  }
}
