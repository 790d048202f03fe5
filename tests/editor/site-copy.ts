import { tmpdir } from 'node:os';
import path from 'node:path';

/** The dev server's port for the editor suite (`EDITOR_TEST_PORT` overrides). */
export const editorPort = Number(process.env.EDITOR_TEST_PORT ?? 5190);

/**
 * The copy of the project the suite's dev server runs in: saves write its content/pages/, never the
 * checkout's. One per port, so two suites on one machine keep apart.
 */
export const siteCopy = path.join(tmpdir(), `nexlink-editor-site-${editorPort}`);

/**
 * What `rsbuild dev`, `npm run check` and `npm run build` read, and the Prettier settings the editor
 * writes site.config.ts with; node_modules is linked, not copied.
 */
export const copiedPaths = [
  '.prettierrc.json',
  'content',
  'public',
  'src',
  'scripts',
  'site.config.ts',
  'rsbuild.config.ts',
  'tsconfig.json',
  'postcss.config.cjs',
  'package.json',
];
