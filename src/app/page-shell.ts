// No imports: the build (scripts/build/prerender.mjs) and the server (server/blog/pages.ts) fill
// pages from the same shell with these functions, through dist-ssr/render.js.

/**
 * What the build knows of the HTML around a rendered page, written to dist-ssr/shell.json by
 * prerender so the server can render pages on request exactly as the build did.
 */
export interface PageShell {
  /** The HTML rsbuild wrote for each web entry, with <!--app-head--> and <!--app-html--> to fill. */
  templates: { static: string; index: string };
  /** Tags preloading the fonts of the first paint. */
  fontPreloads: string[];
  /** Each named chunk group (webpackChunkName) and entry -> its files, from the build's stats. */
  chunkGroups: Record<string, string[]>;
}

/** What of a rendered page the shell needs (entry-server's RenderedPage). */
/** The element of a screen's head holding the site config it was rendered with (JSON), for the app that hydrates it. */
export const SITE_CONFIG_DATA_ID = 'site-config';
/** The element of a screen rendered on request holding its router's data (JSON), in place of React Router's inline script. */
export const ROUTER_DATA_ID = 'router-data';

export interface ShellPage {
  /** Tags for <head>: title, meta, canonical, Open Graph, Twitter, JSON-LD and the colour-mode script. */
  head: string;
  /** The page's HTML for #root. */
  html: string;
  /**
   * The entry the page runs: 'static' (a content page: static HTML whose islands hydrate one by
   * one, src/app/entry-static.ts) or 'index' (the app: the administration area and the 404 page; hydrates whole).
   */
  entry: 'static' | 'index';
  /** Named chunk groups (webpackChunkName) whose scripts the page needs at once: preloaded. */
  chunkGroups: string[];
  /** Named chunk groups whose stylesheets the page needs in its head, their scripts loading on demand. */
  styleGroups: string[];
  /**
   * Named chunk groups of what the page shows only when asked (the quote dialog, closed at the end
   * of the body): their stylesheets are linked in the body where the page's HTML marks them
   * (lateStylesMark), so they hold back only what follows them, never the first paint.
   */
  lateStyleGroups?: string[];
  /** Named chunk groups whose scripts the browser fetches when idle, so they are cached before the visitor needs them. */
  prefetchGroups: string[];
  /**
   * The address a view of this page is counted under (issue 62): a content page's or a post's own
   * path. None for a page that is not counted: the administration area and the 404 page.
   */
  countedPath?: string;
  /**
   * Only for a visitor with a session (the administration area): the page's scripts wait in an
   * inert <template> that its head's first script loads once it has found a session, so a visitor
   * without one, sent on to /login, fetches none of them.
   */
  signedInOnly?: boolean;
}

/**
 * Files a page needs beyond its entry's own: every file of the chunk groups it runs at once, only
 * the stylesheets of those whose code loads on demand (blocks of a static page, islands, slots).
 */
export function pageAssets(shell: PageShell, page: ShellPage): string[] {
  const entry = new Set(shell.chunkGroups[page.entry]);
  const files = new Set<string>();
  for (const name of [...page.chunkGroups, ...page.styleGroups]) {
    const stylesOnly = !page.chunkGroups.includes(name);
    const group = shell.chunkGroups[name];
    if (!group) throw new Error(`No chunk group '${name}' in the build: check its webpackChunkName`);
    for (const file of group) if (!entry.has(file) && !(stylesOnly && file.endsWith('.js'))) files.add(file);
  }
  return [...files];
}

/** Where a page's HTML wants the stylesheets of late chunk group `name` (ShellPage.lateStyleGroups). */
const lateStylesMark = (name: string) => `<template data-late-styles="${name}"></template>`;

/** The stylesheets of each of the page's late chunk groups that neither its entry nor its head already has. */
function lateStyles(shell: PageShell, page: ShellPage): Map<string, string[]> {
  const taken = new Set([...(shell.chunkGroups[page.entry] ?? []), ...pageAssets(shell, page)]);
  const late = new Map<string, string[]>();
  for (const name of page.lateStyleGroups ?? []) {
    const group = shell.chunkGroups[name];
    if (!group) throw new Error(`No chunk group '${name}' in the build: check its webpackChunkName`);
    const files = group.filter((file) => file.endsWith('.css') && !taken.has(file));
    files.forEach((file) => taken.add(file));
    late.set(name, files);
  }
  return late;
}

/** The <template> holding a static page's prefetch links, which its script adds to the head once the page is idle. */
export const PREFETCH_TEMPLATE_ID = 'prefetch-later';

/**
 * Code the page may need later, not at load (its islands' scripts and stylesheets, and those of
 * what they load once live): fetched at the lowest priority once the page is idle, so a tap finds it in the
 * browser's cache. A stylesheet the page's head already has is never fetched twice.
 */
export function prefetchedFiles(shell: PageShell, page: ShellPage): string[] {
  const taken = new Set([
    ...(shell.chunkGroups[page.entry] ?? []),
    ...pageAssets(shell, page),
    ...[...lateStyles(shell, page).values()].flat(),
  ]);
  const files = new Set<string>();
  for (const name of page.prefetchGroups) {
    const group = shell.chunkGroups[name];
    if (!group) throw new Error(`No chunk group '${name}' in the build: check its webpackChunkName`);
    for (const file of group) if (/\.(js|css)$/.test(file) && !taken.has(file)) files.add(file);
  }
  return [...files];
}

/**
 * The <noscript> of a counted page (ShellPage.countedPath). Its presence also tells the page's
 * script to count the page (entry-static.ts), so the same pages are counted with script or without.
 */
export const PAGE_VIEW_ID = 'page-view';
/** What a page without script requests to be counted: `?path=` its own path (the server answers a 1×1 GIF). */
const NOSCRIPT_HIT_URL = '/api/insights/hit.gif';

/**
 * A page's view counted without script: an image that only a browser not running script loads (with
 * script on, a <noscript>'s content is never parsed as HTML), so a visitor is never counted twice.
 * Out of the flow, so it shifts nothing; the CSP's img-src 'self' allows it.
 */
const noscriptPageView = (path: string) =>
  `<noscript id="${PAGE_VIEW_ID}"><img src="${NOSCRIPT_HIT_URL}?path=${encodeURIComponent(path)}" alt="" width="1" height="1" style="position:absolute"></noscript>`;

/** The <template> of a signed-in-only page's scripts (ShellPage.signedInOnly). */
export const SIGNED_IN_SCRIPTS_ID = 'signed-in-scripts';

/** The tags by which a page's head loads or preloads its scripts: rsbuild's and pageAssets'. */
const SCRIPT_TAGS = /<script defer src="[^"]+"><\/script>|<link href="[^"]+" rel="preload" as="script">/g;

/** Moves the head's script tags into the signed-in-only <template>, where no preload scanner sees them. */
function holdScripts(head: string): string {
  const held: string[] = [];
  const rest = head.replace(SCRIPT_TAGS, (tag) => {
    held.push(tag);
    return '';
  });
  return rest.replace('</head>', () => `<template id="${SIGNED_IN_SCRIPTS_ID}">${held.join('')}</template></head>`);
}

/**
 * The whole HTML document of a page. Its own stylesheets go in the head, so the HTML is styled
 * before any script runs (no flash, no shift); its scripts are preloaded so hydration starts sooner.
 * Its islands' code waits in an inert <template> that the page's script turns into prefetch links
 * once the page is idle (src/app/entry-static.ts): in the HTML itself they would share the network
 * with the page's first paint.
 */
export function fillShell(shell: PageShell, page: ShellPage): string {
  const later = prefetchedFiles(shell, page).map((file) => `<link href="/${file}" rel="prefetch">`);
  const assets = [
    ...pageAssets(shell, page).map((file) =>
      file.endsWith('.css') ? `<link href="/${file}" rel="stylesheet">` : `<link href="/${file}" rel="preload" as="script">`,
    ),
    ...(later.length ? [`<template id="${PREFETCH_TEMPLATE_ID}">${later.join('')}</template>`] : []),
  ];
  const { countedPath } = page;
  const template =
    countedPath === undefined
      ? shell.templates[page.entry]
      : shell.templates[page.entry].replace('</body>', () => `${noscriptPageView(countedPath)}</body>`);
  const head = template.replace(
    '<!--app-head-->',
    () => `${page.head}\n    ${[...shell.fontPreloads, ...assets].join('\n    ')}`,
  );
  let html = page.html;
  for (const [name, files] of lateStyles(shell, page)) {
    const mark = lateStylesMark(name);
    if (!html.includes(mark)) throw new Error(`The page's HTML has no place for the stylesheets of '${name}'`);
    html = html.replace(mark, () => files.map((file) => `<link href="/${file}" rel="stylesheet">`).join(''));
  }
  return (page.signedInOnly ? holdScripts(head) : head).replace('<!--app-html-->', () => html);
}
