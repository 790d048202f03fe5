import { describe, expect, it } from 'vitest';
import { fillShell, SIGNED_IN_SCRIPTS_ID, type PageShell, type ShellPage } from './page-shell';

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
});
