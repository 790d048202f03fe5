import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { RsbuildPlugin } from '@rsbuild/core';
import { compileSiteConfig } from '../../config/compile';
import { EDITOR_API, TOKEN_META } from '../wire/protocol';
import { createEditorApi } from './api';

/**
 * The editor API's secret for this process: written into the editor's page only, and required on
 * every call. Kept on the process rather than the plugin, so a dev server that restarts itself
 * (site.config.ts changed) keeps the token its open editor holds.
 */
const processToken = () => {
  const holder = globalThis as { __pageEditorToken?: string };
  holder.__pageEditorToken ??= randomBytes(32).toString('base64url');
  return holder.__pageEditorToken;
};

/** The page editor's entry, an extra page of the dev server's web build. */
const EDITOR_ENTRY = 'editor';

/** /edit, /edit/ and /edit/<route>: the editor's screen, which reads the route from the address. */
const isEditorPage = (url: string) => /^\/edit(?:\/[^?#]*)?(?:[?#].*)?$/.test(url);

/**
 * The page editor, under `npm run dev` only. On `rsbuild dev` it adds the editor's entry to the
 * `web` environment and mounts its API and its screen's addresses on the dev server; on a build
 * (and a preview) it does nothing, so dist/ holds no editor code and no address that writes files.
 * Storybook loads rsbuild.config.ts for its own dev server, where the editor has no place.
 */
export function pluginPageEditor({ root, rawSiteConfig }: { root: string; rawSiteConfig: unknown }): RsbuildPlugin {
  return {
    name: 'page-editor',
    setup(api) {
      if (api.context.action !== 'dev' || process.env.STORYBOOK === 'true') return;
      api.modifyEnvironmentConfig((config, { name, mergeEnvironmentConfig }) =>
        name === 'web'
          ? mergeEnvironmentConfig(config, { source: { entry: { [EDITOR_ENTRY]: './src/editor/entry.tsx' } } })
          : config,
      );
      const token = processToken();
      const listener = getRequestListener(createEditorApi(root, { token, site: compileSiteConfig(rawSiteConfig) }).fetch);
      api.modifyHTMLTags((tags, { filename }) =>
        filename.endsWith(`${EDITOR_ENTRY}.html`)
          ? { ...tags, headTags: [...tags.headTags, { tag: 'meta', attrs: { name: TOKEN_META, content: token } }] }
          : tags,
      );
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          // Lazy compilation builds an entry or chunk on its first request and then reloads the
          // page: the editor, opened again after each restart (a change of site.config.ts),
          // reloaded under the editor's hands and lost what was typed. Everything is built at start.
          dev: { lazyCompilation: false },
          server: {
            setup: ({ server }) => {
              server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
                const url = req.url ?? '/';
                if (url.startsWith(`${EDITOR_API}/`)) return void listener(req, res);
                // Before the history fallback, which would answer the site's own app.
                if (req.method === 'GET' && isEditorPage(url)) req.url = `/${EDITOR_ENTRY}.html`;
                next();
              });
            },
          },
        }),
      );
    },
  };
}
