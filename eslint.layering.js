// The layering of src/, written once as rules (eslint-plugin-boundaries) and checked by `npm run
// lint`. Each part may import only itself and the parts listed for it, so lower layers never
// reach up. The order follows the README's "Where things live":
//
//   lib  <  schemas, theme  <  config, content/  <  seo, api  <  stores
//        <  ui  <  islands  <  blocks  <  layout  <  features  <  app
//
// Three narrow doors: the content compiler (config) reads the blocks' schemas, never their
// components; the server reads the build's page shell and renderer by type only (it loads them as
// built), never React; the admin opens the page editor's live screen (editor/live/SitePages.tsx),
// which it loads as a chunk of its own. Tests and stories follow their folder's rule, plus the test helpers
// (src/test-utils, the built site) or the Storybook helpers (.storybook/); the browser suites,
// scripts and Storybook sit above everything.
import boundaries from 'eslint-plugin-boundaries';

/** Element types: the first pattern that matches a file's folder decides its type. */
const elements = [
  { type: 'lib', pattern: 'src/lib' },
  { type: 'schemas', pattern: 'src/schemas' },
  { type: 'theme', pattern: 'src/theme' },
  { type: 'content', pattern: 'content' },
  { type: 'config', pattern: 'src/config' },
  { type: 'seo', pattern: 'src/seo' },
  { type: 'api', pattern: 'src/api' },
  { type: 'stores', pattern: 'src/stores' },
  { type: 'ui', pattern: 'src/ui' },
  { type: 'islands', pattern: 'src/islands' },
  { type: 'blocks', pattern: 'src/blocks' },
  { type: 'layout', pattern: 'src/layout' },
  { type: 'features', pattern: 'src/features' },
  { type: 'app', pattern: 'src/app' },
  // The page editor: its dev-server part runs in Node inside rsbuild (npm run dev only, never in a
  // build), its screen in the browser, at /edit under npm run dev and in the admin's Pages tab.
  { type: 'editor-server', pattern: 'src/editor/dev-server' },
  // The API between the two, written once: its address, token header and messages' types.
  { type: 'editor-wire', pattern: 'src/editor/wire' },
  { type: 'editor', pattern: 'src/editor' },
  // The server's test support starts the built site; the server itself never reads the build scripts.
  { type: 'server-test-support', pattern: 'src/server/test' },
  { type: 'server', pattern: 'src/server' },
  { type: 'content-tests', pattern: 'src/content' },
  { type: 'test-utils', pattern: 'src/test-utils' },
  { type: 'storybook', pattern: '.storybook/**' },
  { type: 'build', pattern: 'scripts/build' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'tests', pattern: 'tests' },
].map((element) => ({ ...element, partialMatch: false }));

const everything = elements.map((element) => element.type);
const data = ['lib', 'schemas', 'content', 'config'];
const view = [...data, 'theme', 'seo', 'ui', 'islands'];
const client = [...view, 'api', 'stores'];
const above = (...types) => [...client, 'blocks', 'layout', 'features', 'app', ...types];

/** What each part may import besides itself. */
const allowed = {
  lib: [],
  schemas: ['lib', 'content'],
  theme: ['lib'],
  content: [],
  config: data,
  seo: data,
  api: ['lib', 'schemas'],
  stores: ['lib', 'schemas', 'api'],
  ui: [...data, 'theme'],
  islands: [...data, 'theme', 'ui'],
  // Blocks reach the app's state only through contexts (ApiBlogPostsContext, SlotContext) or plain markup the app binds.
  blocks: view,
  layout: [...client, 'blocks'],
  features: [...client, 'blocks', 'layout'],
  app: above(),
  // The screen renders the real blocks in the app's providers; the API checks with the build's compiler.
  editor: above('editor-wire'),
  'editor-server': [...data, 'editor-wire'],
  'editor-wire': data,
  server: [...data, 'seo', 'server-test-support'],
  'server-test-support': [...data, 'seo', 'server', 'build'],
  // Tests of the content files read the content through the blocks and pages that render it.
  'content-tests': above(),
  'test-utils': above('server', 'server-test-support'),
  // The build hashes inline scripts with the server's own CSP rule, so the two never disagree.
  build: above('server'),
  storybook: everything,
  scripts: everything,
  tests: everything,
};

/** The narrow doors: into a part, but only to these files of it. */
const doors = [
  {
    from: ['config'],
    to: 'blocks',
    // slug.ts: the compiler refuses two sections with the same id, as the blocks derive it.
    files: ['schemas.ts', '*/schema.ts', 'shared/schemas.ts', 'shared/prose.ts', 'shared/slug.ts', 'JobOpenings/jobTypes.ts'],
  },
  { from: ['server', 'server-test-support'], to: 'app', files: ['entry-server.tsx', 'page-shell.ts'], kind: 'type' },
  // The admin's Pages tab: the editor on the running site, imported lazily (AdminScreen.tsx).
  { from: ['features'], to: 'editor', files: ['live/SitePages.tsx'] },
];

const policies = (extra) => [
  ...Object.entries(allowed).map(([type, types]) => ({
    from: { element: { type } },
    allow: { to: { element: { type: [...new Set([type, ...types, ...extra])] } } },
  })),
  ...doors.map((door) => ({
    from: { element: { type: door.from } },
    allow: {
      to: { element: { type: door.to, fileInternalPath: door.files } },
      ...(door.kind ? { dependency: { kind: door.kind } } : {}),
    },
  })),
];

const rule = (extra = []) => ({ 'boundaries/dependencies': ['error', { default: 'disallow', policies: policies(extra) }] });

export const layering = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**', 'scripts/**', 'tests/**', '.storybook/**', 'content/**'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: rule(),
  },
  // Tests may start the built site (scripts/build) and render through the test helpers.
  { files: ['**/*.test.{ts,tsx}', '**/*.fixture.ts'], rules: rule(['test-utils', 'server-test-support', 'build']) },
  { files: ['**/*.stories.tsx'], rules: rule(['storybook']) },
];
