// Renders every route and alias of site.config.ts to static HTML in dist/, plus dist/404.html,
// sitemap.xml and robots.txt, and writes dist-ssr/shell.json, with which the server renders the
// blog's pages on request. Runs after `rsbuild build`, using the node bundle in dist-ssr/.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const { render, prerenderPaths, sitemap, robots, fillShell, pageAssets, prefetchedFiles } = await import(
  pathToFileURL(path.join(root, 'dist-ssr/render.js')).href
);

/** The HTML rsbuild wrote for each web entry: the app's (index) and the static pages' (static). */
const templates = {};
for (const entry of ['index', 'static']) {
  const html = await readFile(path.join(dist, `${entry}.html`), 'utf8');
  if (!html.includes('<!--app-head-->') || !html.includes('<!--app-html-->')) {
    throw new Error(`dist/${entry}.html is not a page template: run the whole \`npm run build\`, not prerender alone`);
  }
  templates[entry] = html;
}

/**
 * A static page's script waits until the page has loaded (after its first paint and its largest
 * one): it only arms islands and adds what appears later, so it must never compete with the text,
 * images and fonts a visitor sees first. The inline loader's hash joins the page's CSP (finish-dist).
 */
function loadAfterPaint(html) {
  const sources = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]);
  if (sources.length === 0) throw new Error('dist/static.html has no deferred entry script');
  const loader =
    `(function(){function go(){${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}` +
    `if(document.readyState==='complete')go();else addEventListener('load',go)})()`;
  return html
    .replace(/\s*<script defer src="[^"]+"><\/script>/g, '')
    .replace('</body>', `  <script>${loader}</script>\n  </body>`);
}
templates.static = loadAfterPaint(templates.static);

/** The Roboto files the first paint uses, preloaded so text rarely re-renders (and shifts) when they arrive. */
const fontDir = path.join(dist, 'static/font');
const preloadedFonts = (await readdir(fontDir))
  .filter((file) => /^roboto-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/.test(file))
  .map((file) => `<link rel="preload" href="/static/font/${file}" as="font" type="font/woff2" crossorigin>`);
if (preloadedFonts.length !== 2) throw new Error(`Expected Roboto 400 and 700 in ${fontDir}, found ${preloadedFonts.length}`);

const chunkGroups = JSON.parse(await readFile(path.join(root, 'dist-ssr/chunk-groups.json'), 'utf8'));
/** The HTML around every page (src/app/page-shell.ts); the server renders the blog's pages with it too. */
const shell = { templates, fontPreloads: preloadedFonts, chunkGroups };
const fill = (page) => fillShell(shell, page);

/** '/about' -> dist/about/index.html, '/' -> dist/index.html */
const fileFor = (route) => path.join(dist, route === '/' ? '' : route.slice(1), 'index.html');

const paths = prerenderPaths();
const pages = [];
const manifest = {};
for (const route of paths) {
  const page = await render(route);
  if (page.status !== 200) throw new Error(`Prerendering ${route} answered ${page.status}`);
  pages.push([route, fill(page)]);
  manifest[route] = {
    file: path.relative(dist, fileFor(route)),
    entry: page.entry,
    assets: [...chunkGroups[page.entry], ...pageAssets(shell, page)],
    prefetch: prefetchedFiles(shell, page),
  };
}
const notFound = await render('/__not-found__');
if (notFound.status !== 404) throw new Error(`The 404 page answered ${notFound.status}`);

// Write only after every page rendered, so a failure never leaves a half-written site.
for (const [route, html] of pages) {
  await mkdir(path.dirname(fileFor(route)), { recursive: true });
  await writeFile(fileFor(route), html);
}
await writeFile(path.join(dist, '404.html'), fill(notFound));
// The entries' own HTML files are templates, not pages.
await Promise.all(
  Object.keys(templates)
    .filter((entry) => entry !== 'index')
    .map((entry) => rm(path.join(dist, `${entry}.html`))),
);

const { xml: sitemapXml, count: sitemapCount } = sitemap();
await writeFile(path.join(dist, 'sitemap.xml'), sitemapXml);
await writeFile(path.join(dist, 'robots.txt'), robots());
await writeFile(path.join(root, 'dist-ssr/shell.json'), JSON.stringify(shell));
// What each page loads before it is interactive, for scripts/build/budgets.mjs.
await writeFile(path.join(root, 'dist-ssr/pages.json'), JSON.stringify(manifest, null, 2));
console.log(`prerendered ${pages.length} pages, 404.html, sitemap.xml (${sitemapCount} URLs) and robots.txt`);
