import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import rawSiteConfig from './site.config';
import { pluginBundleStats } from './scripts/build/bundle-stats-plugin';
import { pluginMantineLayers } from './scripts/build/mantine-layers';
import { pluginSiteContent } from './src/config/build-plugin';
import { pluginPageEditor } from './src/editor/dev-server/plugin';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * Two builds from one config: `web` is the browser code, `node` renders every route to HTML at
 * build time (scripts/build/prerender.mjs writes dist/). The web build has two entries: `static`,
 * the one small script of every prerendered public page, which hydrates its islands one by one
 * (src/islands), sign-in and registration included (their forms are islands); and `index`, the
 * app (admin, an administrator's post, the 404 page), split per route and per block.
 */
export default defineConfig({
  plugins: [
    pluginReact(),
    // Mantine's stylesheets keep Mantine's order however the build splits them into chunks.
    pluginMantineLayers(),
    pluginSiteContent({ root: import.meta.dirname, rawSiteConfig }),
    pluginBundleStats(),
    // The page editor (/edit) under `rsbuild dev` only; a build holds none of it (src/editor).
    pluginPageEditor({ root: import.meta.dirname, rawSiteConfig }),
  ],
  // No default title: each page's head (src/seo) supplies it, prerendered or set on navigation.
  html: { template: './src/app/index.html', title: '' },
  output: { cleanDistPath: true },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The stylesheets every block composes (section, heading, grids; the surfaces): one file the page
      // loads once, not a copy inside each block's stylesheet (four copies on /about).
      override: {
        cacheGroups: {
          sharedStyles: {
            test: /src[\\/](?:blocks[\\/]shared[\\/]Section|theme[\\/]surfaces)\.module\.css$/,
            type: 'css/mini-extract',
            name: 'shared-styles',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
  },
  environments: {
    web: {
      source: { entry: { index: './src/app/entry-client.tsx', static: './src/app/entry-static.ts' } },
      output: { target: 'web' },
    },
    node: {
      source: { entry: { render: './src/app/entry-server.tsx' } },
      output: { target: 'node', distPath: { root: 'dist-ssr' }, module: true },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
  },
  server: {
    port: Number(process.env.DEV_PORT ?? 5173),
    host: '127.0.0.1',
    // Requests naming another host are refused (403): a page whose domain a rebinding DNS points at
    // 127.0.0.1 sends its own name, so it can read nothing of the dev server and reach no editor
    // API. rsbuild's default (true) checks nothing; with a list it also allows localhost, its
    // subdomains and IP addresses, and the server's own host.
    allowedHosts: ['localhost', '127.0.0.1'],
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
    historyApiFallback: true,
  },
  dev: {
    // site.config.ts is read when rsbuild starts: restart on changes so they are validated again.
    watchFiles: [{ paths: ['site.config.ts', 'content/services.json', 'src/config/*.ts'], type: 'reload-server' }],
  },
});
