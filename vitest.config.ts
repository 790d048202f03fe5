import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/config/vite-content-plugin';

// Two projects: code that runs in Node (server, schemas, config, SEO builders) and code that renders
// React (blocks, layout, features) in jsdom. Browser suites against the built site are Playwright's
// (playwright.config.ts, tests/browser) and run with `npm run test:browser`.
export default defineConfig({
  plugins: [contentPlugin()],
  test: {
    globals: true,
    // The build's own renderer (the server loads it to render the blog's pages) runs as built, by
    // Node, with its chunks beside it: not through Vite's transform.
    server: { deps: { external: [/\/dist-ssr\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/visual/**/*.test.ts',
            'tests/structure/**/*.test.ts',
            'tests/html/**/*.test.ts',
            '.storybook/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./tests/setup/dom.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 30_000,
        },
      },
    ],
  },
});
