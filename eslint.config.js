// The house rules, checked by `npm run lint` (part of `npm test`). Every rule turned off or down
// says why on its line.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layering } from './eslint.layering.js';

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-ssr/',
    'dist-server/',
    'storybook-static/',
    'coverage/',
    'tmp/',
    'data/',
    'test-results/',
    'content/',
    'src/server/db/migrations/',
    // Written by the build from docs/openapi.json (scripts/build/openapi.ts).
    'src/api/openapi.d.ts',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.cjs', '*.mjs', 'scripts/*.mjs', 'scripts/build/*.mjs'] },
      },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Mantine's styles in their cascade layer only, so the site's CSS wins whatever order stylesheets load in (README, Designing).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@mantine/[a-z]+/styles(/[A-Za-z-]+)?(?<!\\.layer)\\.css$',
              message: "Import Mantine's styles as .layer.css: a plain import loaded late overrides the site's own CSS.",
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // typeof import('x') types a module that is loaded lazily (sharp, vi.importActual) without loading it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Hooks live in .ts files too (useQuoteForm, useSubmissionForm, the stores' bindings).
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    files: ['**/*.{tsx,jsx}'],
    extends: [jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/*.fixture.ts', 'tests/**/*.ts'],
    rules: {
      // A stand-in for an async interface is async without having anything to await.
      '@typescript-eslint/require-await': 'off',
      // expect(store.method) inspects a vi.fn; nothing calls it detached from its object.
      '@typescript-eslint/unbound-method': 'off',
      // vitest types its asymmetric matchers (expect.any, objectContaining, ...) as any.
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    // Refusing or escaping control characters is what these patterns are for.
    files: [
      'src/schemas/fields.ts',
      'src/server/http/content-disposition.ts',
      'src/server/files/multipart.ts',
      'src/server/blog/sanitize.test.ts',
      'src/server/backup/verify.ts',
      'src/server/backup/restore.abuse.test.ts',
    ],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Plain JavaScript files have no types to check against.
    files: ['**/*.{js,cjs,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  ...layering,
  prettier,
]);
