import { describe, expect, it } from 'vitest';
import { fillShell, PAGE_VIEW_ID, prefetchedFiles, SIGNED_IN_SCRIPTS_ID, type PageShell, type ShellPage } from './page-shell';

const shell: PageShell = {
  templates: {
    static:
      '<html><head><!--app-head--><script defer src="/static/js/static.js"></script></head><body><!--app-html--></body></html>',
    index:
      '<html><head><!--app-head--><script defer src="/static/js/lib-react.js"></script><script defer src="/static/js/index.js"></script><link href="/static/css/index.css" rel="stylesheet"></head><body><div id="root"><!--app-html--></div></body></html>',
  },
  fontPreloads: [],
  chunkGroups: {
    index: ['static/js/lib-react.js', 'static/js/index.js'],
    'screen-admin': ['static/js/admin.js', 'static/css/admin.css'],
  },
};
const adminPage: ShellPage = {
  head: '<title>Admin</title>',
  html: '<p>Loading...</p><script>window.__data = 1</script>',
  entry: 'index',
  chunkGroups: ['screen-admin'],
  styleGroups: [],
  prefetchGroups: [],
};

/** The document without its signed-in-only template: what a browser's preload scanner acts on. */
const outsideTemplate = (html: string) => html.replace(/<template id="[^"]+">.*?<\/template>/s, '');

describe('the page shell', () => {
  it("holds a signed-in-only page's scripts in a template, its stylesheets and inline scripts left in place", () => {
    const html = fillShell(shell, { ...adminPage, signedInOnly: true });
    const template = new RegExp(`<template id="${SIGNED_IN_SCRIPTS_ID}">(.*?)</template>`, 's').exec(html)?.[1] ?? '';
    expect(template).toContain(
      '<script defer src="/static/js/lib-react.js"></script><script defer src="/static/js/index.js"></script>',
    );
    expect(template).toContain('<link href="/static/js/admin.js" rel="preload" as="script">');
    expect(outsideTemplate(html)).not.toMatch(/\.js"/);
    expect(outsideTemplate(html)).toContain('<link href="/static/css/admin.css" rel="stylesheet">');
    expect(outsideTemplate(html)).toContain('<script>window.__data = 1</script>');
  });

  it('leaves every other page loading its scripts as the build wrote them', () => {
    const html = fillShell(shell, adminPage);
    expect(html).not.toContain(SIGNED_IN_SCRIPTS_ID);
    expect(html).toContain('<script defer src="/static/js/index.js"></script>');
    expect(html).toContain('<link href="/static/js/admin.js" rel="preload" as="script">');
  });

  it("prefetches an island's scripts and the stylesheets of what it loads later, never a file the page already has", () => {
    const withIsland: PageShell = {
      ...shell,
      chunkGroups: {
        ...shell.chunkGroups,
        static: ['static/js/static.js'],
        'block-hero': ['static/css/hero.css', 'static/js/hero.js'],
        'island-field': ['static/js/lib-react.js', 'static/js/field.js', 'static/css/field.css'],
        'field-list': ['static/css/list.css', 'static/js/list.js'],
      },
    };
    const page: ShellPage = {
      ...adminPage,
      entry: 'static',
      chunkGroups: [],
      styleGroups: ['block-hero'],
      prefetchGroups: ['island-field', 'field-list', 'block-hero'],
    };
    expect(prefetchedFiles(withIsland, page)).toEqual([
      'static/js/lib-react.js',
      'static/js/field.js',
      'static/css/field.css',
      'static/css/list.css',
      'static/js/list.js',
      'static/js/hero.js',
    ]);
    const html = fillShell(withIsland, page);
    expect(html).toContain('<link href="/static/css/hero.css" rel="stylesheet">');
    expect(html).toContain('<template id="prefetch-later"><link href="/static/js/lib-react.js" rel="prefetch">');
    expect(html).toContain('<link href="/static/css/list.css" rel="prefetch">');
    expect(html.match(/hero\.css/g)).toHaveLength(1);
  });

  it("links a late group's stylesheets where the page marks them, in the body, none the head already has, and prefetches none of them", () => {
    const withDialog: PageShell = {
      ...shell,
      chunkGroups: {
        ...shell.chunkGroups,
        static: ['static/js/static.js'],
        'block-form': ['static/css/fields.css', 'static/css/form.css'],
        'quote-dialog': ['static/css/fields.css', 'static/js/dialog.js', 'static/css/dialog.css'],
      },
    };
    const page: ShellPage = {
      ...adminPage,
      html: '<main>Text</main><template data-late-styles="quote-dialog"></template><dialog>Quote</dialog>',
      entry: 'static',
      chunkGroups: [],
      styleGroups: ['block-form'],
      lateStyleGroups: ['quote-dialog'],
      prefetchGroups: ['quote-dialog'],
    };
    const html = fillShell(withDialog, page);
    const [head, body] = html.split('</head>');
    expect(head).toContain('<link href="/static/css/fields.css" rel="stylesheet">');
    expect(head).not.toContain('dialog.css');
    expect(body).toContain('<main>Text</main><link href="/static/css/dialog.css" rel="stylesheet"><dialog>');
    expect(html.match(/fields\.css/g)).toHaveLength(1);
    expect(prefetchedFiles(withDialog, page)).toEqual(['static/js/dialog.js']);
    expect(() => fillShell(withDialog, { ...page, html: '<dialog>Quote</dialog>' })).toThrow(/no place/);
  });

  it('counts a page without script by a 1×1 image inside <noscript>, its own path encoded, out of the flow', () => {
    const html = fillShell(shell, { ...adminPage, entry: 'static', chunkGroups: [], countedPath: '/blog/vpn & "wifi"' });
    const body = html.split('</head>')[1] ?? '';
    const noscript = new RegExp(`<noscript id="${PAGE_VIEW_ID}">(.*?)</noscript>`).exec(body)?.[1];
    expect(noscript).toBe(
      '<img src="/api/insights/hit.gif?path=%2Fblog%2Fvpn%20%26%20%22wifi%22" alt="" width="1" height="1" style="position:absolute">',
    );
    // After the page's own HTML, at the end of the body: nothing the page shows is pushed by it.
    expect(body.indexOf('<noscript')).toBeGreaterThan(body.indexOf('Loading...'));
    expect(html.match(/hit\.gif/g)).toHaveLength(1);
  });

  it('counts no page the renderer does not name (the administration area, the 404 page)', () => {
    expect(fillShell(shell, adminPage)).not.toContain('<noscript');
  });
});
